import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CATALOG_CACHE_BYTES } from './cache-bytes';
import { TtlCache } from '../domain/ttl-cache';

/**
 * The catalogue listing's answers, serialised once: the JSON body, its gzip (only when it
 * pays) and a strong ETag, kept per request URL in a bounded cache that lives exactly as long as the
 * service's own (same TTL; cleared with it). A repeated listing request is then a lookup and a write,
 * and a browser that has the answer gets a 304 without a body.
 */
export interface SerialisedAnswer {
  body: Buffer;
  /** Only for bodies of at least GZIP_THRESHOLD bytes: a smaller one costs more to compress than it saves. */
  gzip?: Buffer;
  etag: string;
  cacheControl: string;
}

/** Below ~1.4 KB an answer fits one TCP segment anyway; compressing it saves nothing on the wire. */
export const GZIP_THRESHOLD = 1400;

export function serialise(value: unknown, cacheControl: string): SerialisedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzip: body.length >= GZIP_THRESHOLD ? gzipSync(body) : undefined, etag, cacheControl };
}

/** If-None-Match naming this answer's ETag (a list, or `*`): the client's copy is current. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/**
 * Writes a serialised answer: 304 when the client's copy is current, gzip when it pays and is accepted.
 * `leading`: headers to send first, as a flat [name, value, …] list (the fast path's data headers and
 * request id); everything goes out in one writeHead, with no per-header bookkeeping.
 */
export function sendSerialised(req: IncomingMessage, res: ServerResponse, answer: SerialisedAnswer, leading: readonly string[] = []): void {
  const headers = [...leading, 'Cache-Control', answer.cacheControl, 'ETag', answer.etag];
  if (answer.gzip) headers.push('Vary', 'Accept-Encoding');
  if (notModified(req, answer.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzip = answer.gzip && acceptsGzip(req);
  const body = gzip ? answer.gzip! : answer.body;
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length));
  if (gzip) headers.push('Content-Encoding', 'gzip');
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export class ListingAnswers {
  private readonly byUrl: TtlCache<SerialisedAnswer>;
  /** One serialisation per service answer, however many URLs (parameter order, spacing) lead to it. */
  private bySource = new WeakMap<object, SerialisedAnswer>();

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    // The service's defaults (catalog/service.ts): one minute, a thousand entries.
    // Bounded by what the serialised bodies weigh (the plain and the gzip one).
    this.byUrl = new TtlCache(options.maxEntries ?? 1_000, options.ttlMs ?? 60_000, undefined, {
      maxBytes: CATALOG_CACHE_BYTES.answers,
      sizeOf: (answer) => answer.body.length + (answer.gzip?.length ?? 0),
    });
  }

  get(url: string): SerialisedAnswer | undefined {
    return this.byUrl.get(url);
  }

  /** The answer for `source` (the service's object) under `url`, serialised at most once per source. */
  remember(url: string, source: object, cacheControl: string): SerialisedAnswer {
    let answer = this.bySource.get(source);
    if (!answer) {
      answer = serialise(source, cacheControl);
      this.bySource.set(source, answer);
    }
    this.byUrl.set(url, answer);
    return answer;
  }

  clear(): void {
    this.byUrl.clear();
    this.bySource = new WeakMap();
  }
}
