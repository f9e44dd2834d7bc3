import type { PaymentSettings } from './settings';
import type { AppDatabase } from '../db/open';
import type { PaymentProvider } from './provider';
import { createRecordedTestGateway } from './recorded-test-gateway';

export {
  PaymentKeyConflictError,
  PaymentStateError,
  PaymentUnavailableError,
  type Authorisation,
  type AuthoriseRequest,
  type AuthoriseResult,
  type CardDetails,
  type PaymentProvider,
  type PaymentStatus,
} from './provider';
export { refundClaimed, RefundRefusedError, type ClaimedRefundSteps, type RefundClaim } from './claimed-refund';
export { captureHeld, FeeKeyConflictError, holdFee, SILENT_FEE_LOG, type FeeLog, type HeldFeeOutcome, type HeldFeeRequest } from './held-fee';
export { settleClaimed, SettlementRefusedError, type ClaimedSettlementSteps, type Settlement } from './claimed-settlement';
export { createRecordedTestGateway } from './recorded-test-gateway';
export { createTestGateway, decideAuthorisation, TEST_CARDS, type TestCharge, type TestGateway, type TestPayment } from './test-gateway';

/**
 * The provider PAYMENT_PROVIDER names; 'test' is the only one so far. The test gateway keeps its books in
 * the shop's database (one authorisation per key across instances and restarts), on PGlite too: checkout
 * calls the provider only while it holds no connection (never inside the order's transaction), so the
 * gateway's statements wait their turn on PGlite's one connection instead of waiting for themselves.
 */
export function createPaymentProvider(config: PaymentSettings, db: Pick<AppDatabase, 'kysely'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return createRecordedTestGateway(db.kysely);
  }
}
export { paymentSettings } from './settings';
