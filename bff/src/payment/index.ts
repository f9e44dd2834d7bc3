import type { AppConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createTestGateway } from './test-gateway';

export { PaymentUnavailableError, type CardDetails, type ChargeRequest, type ChargeResult, type PaymentProvider } from './provider';
export { createTestGateway, TEST_CARDS, type TestCharge, type TestGateway } from './test-gateway';

/** The provider PAYMENT_PROVIDER names; 'test' is the only one so far. */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return createTestGateway();
  }
}
