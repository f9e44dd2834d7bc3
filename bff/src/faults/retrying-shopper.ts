import { randomUUID } from 'node:crypto';
import { cardPayment, checkoutForm } from '../test-support/checkout';
import { VISITOR_COOKIE } from '../visitor';

/** A product every seeded catalogue has, orderable without options. */
export const PENDANT = 'GA-PEN-OV';

/** Answers a well-behaved client retries: a dropped connection, a timeout, 5xx, 429 and ORDER_IN_PROGRESS (409). */
const RETRYABLE = (status: number, code?: string) => status >= 500 || status === 429 || (status === 409 && code === 'ORDER_IN_PROGRESS');

export interface Acknowledged {
  key: string;
  email: string;
  orderNumber: string;
}

/**
 * A shopper's client as the checkout page behaves after a failure: the same request again, with the
 * same Idempotency-Key, until an answer that is not retryable. Requests time out after `timeoutMs`.
 */
export class RetryingShopper {
  private token: string | undefined;
  attempts = 0;
  readonly key = randomUUID();
  readonly email = `fault.${randomUUID().slice(0, 8)}@example.com`;

  constructor(
    private readonly baseUrl: string,
    private readonly options: { timeoutMs: number; giveUpAfterMs: number },
  ) {}

  // The answer's JSON as it came: this driver reads the few fields a shopper's browser would.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const giveUpAt = Date.now() + this.options.giveUpAfterMs;
    for (;;) {
      this.attempts += 1;
      try {
        const res = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(this.token ? { Cookie: `${VISITOR_COOKIE}=${this.token}` } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        const setCookie = res.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
        if (setCookie) this.token = setCookie.split(';')[0]!.slice(VISITOR_COOKIE.length + 1);
        // Read whole, or the attempt failed: an instance killed after its headers and before the end of its
        // body leaves a status without an answer (a browser's fetch rejects then, and the page asks again).
        const json = res.status === 204 ? undefined : await res.json();
        if (!RETRYABLE(res.status, json?.error?.code)) return { status: res.status, body: json };
      } catch {
        // connection refused or reset (a killed instance), a body cut short, or our timeout: retry like a browser would
      }
      if (Date.now() > giveUpAt) throw new Error(`${method} ${path} kept failing for ${this.options.giveUpAfterMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The Cookie header this shopper's browser sends (its visitor token). */
  get cookie(): Record<string, string> {
    return this.token ? { Cookie: `${VISITOR_COOKIE}=${this.token}` } : {};
  }

  /** Fills a cart with one pendant (only when empty: a retried add must not make two lines). */
  async fillCart(): Promise<void> {
    const cart = await this.send('GET', '/api/cart?locale=en');
    if (cart.status === 200 && cart.body.lines.length > 0) return;
    const added = await this.send('POST', '/api/cart/lines?locale=en', { sku: PENDANT });
    if (added.status !== 201) throw new Error(`adding to the cart answered ${added.status} ${JSON.stringify(added.body)}`);
  }

  /** Places the order; resolves with it once the shop has acknowledged it (201). */
  async checkout(): Promise<Acknowledged> {
    await this.fillCart();
    const cart = await this.send('GET', '/api/cart?locale=en');
    const body = {
      checkout: checkoutForm({ contact: { email: this.email, phone: '347 123 4567', name: 'Ada', surname: 'Lovelace' } }),
      payment: cardPayment(),
      expectedTotalCents: cart.body.totalCents,
    };
    const res = await this.send('POST', '/api/orders?locale=en', body, { 'Idempotency-Key': this.key });
    if (res.status !== 201) throw new Error(`the order answered ${res.status} ${JSON.stringify(res.body)}`);
    return { key: this.key, email: this.email, orderNumber: res.body.order.number };
  }
}
