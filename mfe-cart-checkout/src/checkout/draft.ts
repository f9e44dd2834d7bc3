import type { CheckoutFormInput } from '@ama/contracts';
import { addressParts } from './address-parts';

/**
 * What the shopper has typed into the checkout so far (never the card: that lives only in the payment
 * step's memory). It is kept in sessionStorage, so a reload or Back keeps it, and it goes when the tab
 * closes or the order is placed.
 */
export interface AddressDraft {
  country: string;
  region: string;
  province: string;
  city: string;
  address: string;
  zipCode: string;
}

export interface CheckoutDraft {
  contact: { email: string; phone: string; name: string; surname: string };
  shipping: AddressDraft;
  billing: { sameAsShipping: boolean; address: AddressDraft; fiscalCode: string };
  giftWrapping: boolean;
  giftMessage: string;
  privacy: boolean;
}

const STORAGE_KEY = 'ama-checkout-draft';

const emptyAddress = (country = ''): AddressDraft => ({ country, region: '', province: '', city: '', address: '', zipCode: '' });

/** A fresh form; Italy first for an Italian shopper, who is the shop's first market. */
export const emptyDraft = (country = ''): CheckoutDraft => ({
  contact: { email: '', phone: '', name: '', surname: '' },
  shipping: emptyAddress(country),
  billing: { sameAsShipping: true, address: emptyAddress(country), fiscalCode: '' },
  giftWrapping: false,
  giftMessage: '',
  privacy: false,
});

/** The stored draft over a fresh one, so a draft saved by an older release still has every field. */
export function loadDraft(fallback: CheckoutDraft): CheckoutDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CheckoutDraft> | null;
    if (!stored || typeof stored !== 'object') return fallback;
    return {
      ...fallback,
      ...stored,
      contact: { ...fallback.contact, ...stored.contact },
      shipping: { ...fallback.shipping, ...stored.shipping },
      billing: { ...fallback.billing, ...stored.billing, address: { ...fallback.billing.address, ...stored.billing?.address } },
    };
  } catch {
    return fallback;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, it is only not kept across a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing was kept
  }
}

/**
 * The draft as the order's `checkout` body: billing's address only when it differs. The schema judges
 * it (privacy must be true): the type only says it has the form's shape.
 */
export function toCheckoutInput(draft: CheckoutDraft): CheckoutFormInput {
  const { billing, shipping, ...rest } = draft;
  return {
    ...rest,
    shipping: withShownParts(shipping),
    billing: billing.sameAsShipping
      ? { sameAsShipping: true as const, fiscalCode: billing.fiscalCode }
      : { sameAsShipping: false as const, address: withShownParts(billing.address), fiscalCode: billing.fiscalCode },
  } as CheckoutFormInput;
}

/** The address without the parts its country does not show (a province typed for Italy, then the country changed). */
function withShownParts<Address extends { country: string; province?: string; region?: string }>(address: Address): Address {
  const parts = addressParts(address.country);
  return { ...address, province: parts.province ? address.province : '', region: parts.region ? address.region : '' };
}
