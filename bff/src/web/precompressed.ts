import path from 'node:path';
import type { RequestHandler } from 'express';

/** The files a production build writes a `.br` beside (scripts/lib/precompress-plugin.cjs). */
const PRECOMPRESSED = /^\/[A-Za-z0-9._/-]+\.(js|css)$/;

/**
 * A script or stylesheet of `folder` as the Brotli file its build wrote beside it (`<file>.br`, quality
 * 11), for a browser that accepts Brotli. Headers are the plain file's (Cache-Control by `cacheControl`,
 * the type of the plain file, `Vary: Accept-Encoding`); the compression middleware leaves a body that
 * is already encoded alone. Without that file (a development build, a release built before), or for a
 * browser that does not accept Brotli, the request goes on to the plain file, compressed on the fly.
 * Mounted before express.static and after the mount's private-path guard.
 */
export function precompressedBrotli(folder: string, cacheControl: (file: string) => string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) return next();
    // Both representations of the URL exist: caches must key on the header either way.
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return next();
    const file = req.path.slice(1);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Cache-Control', cacheControl(path.join(folder, file)));
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, { root: folder, dotfiles: 'ignore', acceptRanges: false, cacheControl: false }, (error) => {
      if (!error || res.headersSent) return;
      // No Brotli file for this one: the plain file, as if this handler had not been here.
      for (const header of ['Content-Encoding', 'Content-Type', 'Cache-Control']) res.removeHeader(header);
      next();
    });
  };
}
