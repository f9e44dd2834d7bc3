import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { appointmentEndpoints } from './appointments';
import { clubEndpoints } from './club';
import { clubLoanEndpoints } from './club-loans';
import { clubPersonalisationEndpoints } from './club-personalisations';
import { customDesignEndpoints } from './custom-designs';
import { discountCodeEndpoints } from './discount-codes';
import { eventEndpoints } from './events';
import { orderEndpoints } from './orders';
import { productEndpoints } from './products';
import { sessionEndpoints } from './session';
import { warrantyRenewalEndpoints } from './warranty-renewals';

/**
 * The back office's endpoints (docs/backoffice.md), one file per area beside this one, in the document's
 * order. A new endpoint changes its area's file only; a new area adds its file and one line here.
 */
const AREAS: readonly ((config: BackofficeSettings) => Endpoint[])[] = [
  sessionEndpoints,
  orderEndpoints,
  warrantyRenewalEndpoints,
  eventEndpoints,
  appointmentEndpoints,
  discountCodeEndpoints,
  clubEndpoints,
  clubLoanEndpoints,
  clubPersonalisationEndpoints,
  customDesignEndpoints,
  productEndpoints,
];

export function backofficeEndpoints(config: BackofficeSettings): Endpoint[] {
  return AREAS.flatMap((endpointsOf) => endpointsOf(config));
}
