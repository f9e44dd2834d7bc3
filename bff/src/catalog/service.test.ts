import { HttpError } from '../http/errors';
import { NotFoundError } from '../domain/errors';
import { OptionNotOfferedError, UnknownProductError } from './errors';
import { describeWithDatabase } from '../test-support/engines';
import { createCatalogService } from './service';

/** What a call rejects with (undefined when it succeeds). */
const thrownBy = (pending: Promise<unknown>): Promise<unknown> =>
  pending.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );

/** The service speaks the domain's language; which HTTP status that becomes is the HTTP layer's call. */
describeWithDatabase('catalogue service errors', (context) => {
  const service = () => createCatalogService(context().db.kysely);

  it.each([
    ['getProduct', () => service().getProduct('ZZ-NOPE-01', 'en')],
    ['quote', () => service().quote('ZZ-NOPE-01', { locale: 'en' })],
    ['productImage', () => service().productImage('ZZ-NOPE-01', undefined)],
  ])('%s throws UnknownProductError for an unknown SKU, not an HTTP error', async (_method, call) => {
    const error = await thrownBy(call());
    expect(error).toBeInstanceOf(UnknownProductError);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ sku: 'ZZ-NOPE-01', message: 'No product with SKU ZZ-NOPE-01' });
  });

  it('throws OptionNotOfferedError naming the field for a configuration the product is not made in', async () => {
    const catalog = service();
    const carat = await thrownBy(catalog.quote('GA-SOL-OV', { locale: 'en', carat: '7.00' }));
    expect(carat).toBeInstanceOf(OptionNotOfferedError);
    expect(carat).toMatchObject({ fields: { carat: expect.any(String) } });
    const gold = await thrownBy(catalog.productImage('NY-SOL-EM', 'ROSE'));
    expect(gold).toBeInstanceOf(OptionNotOfferedError);
    expect(gold).toMatchObject({ fields: { gold: expect.stringContaining('Not offered for this product') } });
  });
});
