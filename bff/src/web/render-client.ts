import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

/**
 * A server render asks the shop's own API over loopback, so without more every render's request came
 * from 127.0.0.1 and shared one per-client budget: one visitor's 300 searches used up everybody's, and
 * every later search page rendered a 429. The render therefore says whose page it renders:
 * its API calls carry the visitor's address beside a key only this shop's processes know, and the API
 * counts them against that visitor, exactly as if the browser had asked.
 */
export const RENDER_KEY_HEADER = 'x-ama-render-key';
export const RENDER_CLIENT_HEADER = 'x-ama-render-client';

const ENV = 'AMA_RENDER_KEY';

/**
 * The key every process of this shop shares: AMA_RENDER_KEY when the operator sets one (several
 * machines), otherwise made once here and left in the environment, so the workers node:cluster forks
 * after this call inherit it (a render's API call may reach any worker behind the shared port).
 */
export function sharedRenderKey(env: NodeJS.ProcessEnv = process.env): string {
  if (!env[ENV] || env[ENV]!.length < 32) env[ENV] = randomBytes(32).toString('base64url');
  return env[ENV]!;
}

/** The headers a render of `req`'s page adds to its API calls. */
export function renderClientHeaders(req: Request, key: string): Record<string, string> {
  return { [RENDER_KEY_HEADER]: key, [RENDER_CLIENT_HEADER]: req.ip ?? '' };
}

const sameKey = (sent: string, key: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Mounted before every rate limit: a request carrying the render key is counted (and logged) as the
 * visitor it names. Without the key, or with a wrong one, the headers mean nothing: a client cannot
 * choose whose budget it spends.
 */
export function renderClientAddress(key: string): RequestHandler {
  return (req, _res, next) => {
    const sent = req.get(RENDER_KEY_HEADER);
    const client = req.get(RENDER_CLIENT_HEADER);
    if (sent !== undefined && client !== undefined && isIP(client) !== 0 && sameKey(sent, key)) {
      // req.ip is a getter on Express's request prototype; an own property on this request wins.
      Object.defineProperty(req, 'ip', { value: client, configurable: true, enumerable: true });
    }
    next();
  };
}
