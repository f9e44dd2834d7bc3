import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Server renders per client: a page the cache does not hold costs a render (tens of milliseconds of
 * CPU), and random query strings or Host values used to force one per request, so one address could
 * slow every visitor's pages and /readyz. Past its budget a client's pages are sent as the
 * page frame the browser renders — the shop's own fallback, costing the server nothing — until the
 * window ends. Counted in each process's memory: the budget protects that process's CPU.
 */
export class RenderBudget {
  private readonly limiter: RateLimiterMemory;

  constructor({ limit, windowMs }: { limit: number; windowMs: number }) {
    this.limiter = new RateLimiterMemory({ points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) });
  }

  /** Spends one render of `client`'s budget: false when none is left. */
  async take(client: string): Promise<boolean> {
    return this.limiter.consume(client).then(
      () => true,
      () => false,
    );
  }
}
