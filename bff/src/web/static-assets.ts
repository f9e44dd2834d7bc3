import path from 'node:path';
import express, { type Router } from 'express';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/assets\//;

function staticFolder(folder: string) {
  return express.static(folder, {
    index: false,
    // A folder is no asset: a 404, not serve-static's redirect to '<folder>/', which copies the request
    // target and so the host of an absolute-form one (GET http://evil.com/shell/assets).
    redirect: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Public files a page on a configured remote origin may embed; CORS for fetches stays with the
      // app's CORS middleware (configured origins only).
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}

/** A missing asset is a plain 404, never the HTML page (a script tag would try to run it). */
const missingAsset: express.RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** /shell/* from shell/dist and /remotes/<folder>/* from <folder>/dist, their server builds excepted. */
export function staticAssets(repoRoot: string, remoteFolders: string[]): Router {
  const router = express.Router();
  // Server builds are read from disk by the server; they are not the public's to download.
  router.use('/shell/server', missingAsset);
  router.use('/shell', staticFolder(path.join(repoRoot, 'shell', 'dist')), missingAsset);
  for (const folder of remoteFolders) {
    router.use(`/remotes/${folder}/server`, missingAsset);
    router.use(`/remotes/${folder}`, staticFolder(path.join(repoRoot, folder, 'dist')), missingAsset);
  }
  return router;
}
