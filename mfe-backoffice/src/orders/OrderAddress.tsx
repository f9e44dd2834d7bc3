import type { OrderAddress as Address } from '@ama/contracts';

/** An address as a label is written: street, postcode and city, province or region, country. */
export function OrderAddress({ address }: { address: Address }) {
  const area = [address.province, address.region].filter(Boolean).join(', ');
  return (
    <address className="ama-staff-address">
      {address.address}
      <br />
      {`${address.zipCode} ${address.city}`}
      {area && (
        <>
          <br />
          {area}
        </>
      )}
      <br />
      {address.country}
    </address>
  );
}
