import type { KyselyPlugin } from 'kysely';
import type { PaymentProvider } from '../payment';

/** A point a call waits at: `reached` once it is there, and it goes on after `release()`. */
export interface Gate {
  reached: Promise<void>;
  release: () => void;
}

function gate(): Gate & { reach: () => void; released: Promise<void> } {
  let release!: () => void;
  let reach!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reached, release, reach, released };
}

/** The provider's calls that settle a held fee: taking it, or releasing it. */
type Settling = 'capture' | 'void';

/**
 * A payment provider whose fees can be held at the moments a service's fee goes through
 * (payment/held-fee.ts, payment/claimed-settlement.ts): an authorisation the provider has answered but
 * the service has not heard of yet, a capture or a void asked for but not answered, or one that fails. A
 * test forces with it the orders of arrival of two requests and the faults between the authorisation, the
 * service's write and the capture or void.
 */
export function gatedFees(inner: PaymentProvider) {
  let authorisationHold: ReturnType<typeof gate> | undefined;
  let barrier: { waiting: number; size: number; open: ReturnType<typeof gate> } | undefined;
  const holds: Partial<Record<Settling, ReturnType<typeof gate> & { fail?: Error }>> = {};
  const failures: Partial<Record<Settling, Error>> = {};
  const calls: Record<Settling, number> = { capture: 0, void: 0 };
  const settling = (call: Settling) => async (paymentId: string) => {
    calls[call] += 1;
    const held = holds[call];
    delete holds[call];
    if (held) {
      held.reach();
      await held.released;
      if (held.fail) throw held.fail;
    }
    const failing = failures[call];
    delete failures[call];
    if (failing) throw failing;
    return inner[call](paymentId);
  };
  const holdNext = (call: Settling, fail?: Error): Gate => {
    const held = Object.assign(gate(), { fail });
    holds[call] = held;
    return { reached: held.reached, release: held.release };
  };
  const failNext = (call: Settling, error: Error): void => {
    failures[call] = error;
  };
  const provider: PaymentProvider = {
    name: inner.name,
    async authorise(request) {
      const answer = await inner.authorise(request);
      const held = authorisationHold;
      authorisationHold = undefined;
      if (held) {
        held.reach();
        await held.released;
      }
      if (barrier) {
        const { open } = barrier;
        barrier.waiting += 1;
        if (barrier.waiting >= barrier.size) {
          barrier = undefined;
          open.release();
        }
        await open.released;
      }
      return answer;
    },
    capture: settling('capture'),
    void: settling('void'),
    refund: (paymentId, part) => inner.refund(paymentId, part),
  };
  return {
    provider,
    /** Captures asked of the provider so far (failed ones too). */
    captures: () => calls.capture,
    /** Captures and voids asked of the provider so far (failed ones too). */
    calls: () => ({ ...calls }),
    /** The next authorisation, once the provider has answered it, waits for `release()` before the service hears of it. */
    holdNextAuthorisation(): Gate {
      const held = gate();
      authorisationHold = held;
      return { reached: held.reached, release: held.release };
    },
    /** The next `size` authorisations, each answered, wait for one another: all are held before any service writes. */
    authoriseTogether(size: number): void {
      barrier = { waiting: 0, size, open: gate() };
    },
    /** The next capture or void waits for `release()`, then fails with `fail` when given (the provider never answered). */
    holdNext,
    /** The next capture or void throws `error` instead of reaching the provider. */
    failNext,
    holdNextCapture: (fail?: Error) => holdNext('capture', fail),
    failNextCapture: (error: Error) => failNext('capture', error),
  };
}

/**
 * Holds the result of the first statement that locks a row of `table` (SELECT … FOR UPDATE) until
 * released: the transaction that sent it holds the lock, and resumes only after what the test does meanwhile.
 */
export function holdFirstLock(table: string) {
  const held = gate();
  const locks = new Set<unknown>();
  let done = false;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const text = JSON.stringify(node);
      if (node.kind === 'SelectQueryNode' && text.includes(`"${table}"`) && text.includes('"ForUpdate"')) locks.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (done || !locks.has(queryId)) return result;
      done = true;
      held.reach();
      await held.released;
      return result;
    },
  };
  return { plugin, reached: held.reached, release: held.release };
}
