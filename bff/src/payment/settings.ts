import { z } from 'zod';
import { configSlice, optionalVariable } from '../config';

/** The payment service's variables (docs/checkout.md). */
export const paymentSettings = configSlice({
  variables: {
    /** The payment provider; only the test gateway exists today (payment/test-gateway.ts). */
    PAYMENT_PROVIDER: optionalVariable(z.enum(['test'])).default('test'),
  },
  read: (env) => ({ paymentProvider: env.PAYMENT_PROVIDER }),
});

export type PaymentSettings = ReturnType<typeof paymentSettings.read>;
