import { localeQuerySchema, productAvailabilitySchema, STAFF_PATHS, staffProductParamsSchema, staffProductsQuerySchema } from '@ama/contracts';
import { Router } from 'express';
import { listStaffProducts, setProductAvailability } from '../catalog';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** The catalogue for managers: every product, and taking one off sale or putting it back (docs/backoffice.md). */
export function staffProductsRouter({ db, settings, now, onCatalogueChanged }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];

  router.get(STAFF_PATHS.products, ...manager, async (req, res) => {
    const query = staffProductsQuerySchema.parse(req.query);
    res.json(await listStaffProducts(db, query, query.locale ?? 'en'));
  });

  router.put(STAFF_PATHS.productAvailability, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const { sku } = staffProductParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const { available } = productAvailabilitySchema.parse(req.body);
    const product = await db.transaction().execute(async (trx) => {
      const changed = await setProductAvailability(trx, sku, available, locale);
      if (changed) await recordAudit(trx, { staffEmail: sessionOf(res).account.email, action: available ? 'product.available' : 'product.unavailable', subject: sku });
      return changed;
    });
    if (!product) throw new NotFoundError('No such product');
    // This instance's listings and answers forget the product's old state at once; others within their cache's minute.
    onCatalogueChanged();
    res.json({ product });
  });

  return router;
}
