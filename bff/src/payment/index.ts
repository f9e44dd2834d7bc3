import type { AppConfig } from '../config';
import type { AppDatabase } from '../db/open';
import type { PaymentProvider } from './provider';
import { createRecordedTestGateway } from './recorded-test-gateway';
import { createTestGateway } from './test-gateway';

export { PaymentUnavailableError, type CardDetails, type ChargeRequest, type ChargeResult, type PaymentProvider } from './provider';
export { createRecordedTestGateway } from './recorded-test-gateway';
export { createTestGateway, TEST_CARDS, type TestCharge, type TestGateway } from './test-gateway';

/**
 * The provider PAYMENT_PROVIDER names; 'test' is the only one so far. On PostgreSQL the test gateway
 * keeps its answers in the database (one charge per key across instances and restarts). Not on PGlite:
 * one process, and its one connection is held by the order's transaction while the card is charged, so
 * a write of the gateway's own would wait for it forever.
 */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider'>, db?: Pick<AppDatabase, 'engine' | 'kysely'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return db?.engine === 'postgres' ? createRecordedTestGateway(db.kysely) : createTestGateway();
  }
}
