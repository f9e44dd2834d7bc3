import type { PaymentProvider } from '../payment';

/**
 * A payment provider whose next refund can be held (the refund has been asked for, the provider has
 * not answered yet) or made to fail, so a test forces what arrives while money is on its way back.
 */
export function gatedRefunds(inner: PaymentProvider) {
  let hold: { reach: () => void; released: Promise<void> } | undefined;
  let failure: Error | undefined;
  let calls = 0;
  const provider: PaymentProvider = {
    name: inner.name,
    authorise: (request) => inner.authorise(request),
    capture: (paymentId) => inner.capture(paymentId),
    void: (paymentId) => inner.void(paymentId),
    async refund(paymentId, part) {
      calls += 1;
      const held = hold;
      hold = undefined;
      if (held) {
        held.reach();
        await held.released;
      }
      const failing = failure;
      failure = undefined;
      if (failing) throw failing;
      return inner.refund(paymentId, part);
    },
  };
  return {
    provider,
    /** Refunds asked of the provider so far. */
    calls: () => calls,
    /** The next refund waits for `release()`; `reached` resolves once it has been asked for. */
    holdNextRefund() {
      let release!: () => void;
      let reach!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (reach = resolve));
      hold = { reach, released };
      return { reached, release };
    },
    /** The next refund throws `error` instead of reaching the provider. */
    failNextRefund(error: Error) {
      failure = error;
    },
  };
}
