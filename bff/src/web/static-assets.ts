import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { IllustrationRasters, rasterWidthOf, svgFileOf } from './illustration-rasters';
import { sameOriginLocation } from './redirect-location';
import { precompressedBrotli } from './precompressed';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/(assets|images)\//;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * In the release store every file of `<folder>/<version>/` is as immutable as a hashed chunk (the
 * version carries the build's content hash), except the files a client reads to find the others:
 * manifests, remote.json and the registry are revalidated on each use.
 */
const REVALIDATED_IN_RELEASES = /(^|[\\/])(mf-manifest(-stats)?\.json|remote\.json|registry\.json)$/;

/** The Cache-Control of a file in the release store (any static host serving the store should send the same). */
export const releaseCacheControl = (file: string): string => (REVALIDATED_IN_RELEASES.test(file) ? 'no-cache' : IMMUTABLE);

const hashedOrRevalidated = (file: string): string => (HASHED.test(file) ? IMMUTABLE : 'no-cache');

/** A build's files: scripts and stylesheets as their Brotli file when the browser takes it, else as they are. */
function staticFolder(folder: string, cacheControl: (file: string) => string = hashedOrRevalidated): express.RequestHandler[] {
  return [precompressedBrotli(folder, cacheControl), plainFiles(folder, cacheControl)];
}

function plainFiles(folder: string, cacheControl: (file: string) => string) {
  return express.static(folder, {
    index: false,
    // A folder is no asset: a 404, not serve-static's redirect to '<folder>/', which copies the request
    // target and so the host of an absolute-form one (GET http://evil.com/shell/assets).
    redirect: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControl(file));
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

/**
 * Refuses (404) the paths below a mount that match `pattern`, judged on the decoded, normalised path as
 * the file would be found: a plain prefix route misses `%73erver/…` or `//server/…`, which serve-static
 * decodes and normalises to the same file.
 */
function privatePaths(pattern: RegExp): express.RequestHandler {
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = path.posix.normalize(decodeURIComponent(req.path));
    } catch {
      return missingAsset(req, res, next);
    }
    return pattern.test(decoded) ? missingAsset(req, res, next) : next();
  };
}

/** A picture or clip a build emits: `<name>.<hash>.<ext>`, as the image rule of rspack.base.js names it. */
const BUILD_IMAGE = /^[A-Za-z0-9_-]+\.[0-9a-f]{8}\.(svg|png|jpe?g|webp|avif|gif|webm|mp4)$/;
/** How long the list of releases' image folders is reused before the store is read again. */
const RELEASE_FOLDERS_MS = 10_000;

const subfolders = (folder: string): string[] => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * The folders the build's pictures are found in: images/ of the shell's and each remote's dist/, then
 * of every release in the store (<folder>/<version>/images/), that list read again every few seconds.
 */
function imageFolders(repoRoot: string, remoteFolders: string[], releasesDir?: string): () => string[] {
  const local = ['shell', ...remoteFolders].map((folder) => path.join(repoRoot, folder, 'dist', 'images'));
  let released: { until: number; folders: string[] } | undefined;
  return () => {
    if (!releasesDir) return local;
    if (!released || released.until < Date.now()) {
      const folders = subfolders(releasesDir).flatMap((folder) => subfolders(path.join(releasesDir, folder)).map((version) => path.join(releasesDir, folder, version, 'images')));
      released = { until: Date.now() + RELEASE_FOLDERS_MS, folders };
    }
    return [...local, ...released.folders];
  };
}

/**
 * GET /images/<name>.<hash>.<ext>: the pictures and clips of the builds (the home poster and clip, the content
 * illustrations, the favicon) at one root path, whichever build or release of a remote named them. A
 * remote's server build and its browser build cannot agree on where the remote is served from, but
 * both know this path (rspack.base.js), so the server's HTML names the file the browser hydrates. The
 * name carries the content hash: a year, immutable. Nothing else under /images/ is a page either.
 */
function buildImages(folders: () => string[]): Router {
  const router = express.Router();
  const rasters = new IllustrationRasters();
  // GET /images/<width>/<name>.<hash>.webp: a build's SVG picture in pixels (contracts' illustrationSrcSet).
  router.get('/images/:width/:file', async (req, res, next) => {
    const width = rasterWidthOf(req.params.width);
    const svgFile = svgFileOf(req.params.file);
    if (!width || !svgFile) return next();
    const found = folders().find((folder) => existsSync(path.join(folder, svgFile)));
    if (!found) return next();
    try {
      const picture = await rasters.webp(found, svgFile, width);
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Cache-Control', IMMUTABLE);
      res.type('image/webp').send(picture);
    } catch {
      // Not drawn (the picture library could not load, say): the SVG itself, for now. A browser does not
      // fall back to an <img>'s src when the srcset's choice fails, so a 404 here would show nothing.
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, sameOriginLocation(`/images/${svgFile}`));
    }
  });
  router.get('/images/:file', (req, res, next) => {
    const { file } = req.params;
    if (!BUILD_IMAGE.test(file)) return next();
    const found = folders().find((folder) => existsSync(path.join(folder, file)));
    if (!found) return next();
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.sendFile(file, { root: found, maxAge: '1y', immutable: true, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  router.use('/images', missingAsset);
  return router;
}

/** A build's server folder (server/…), below a mount that serves that build. */
const SERVER_BUILD = /^\/server(\/|$)/i;
/** In the store: the registry of releases, and every release's server folder (<folder>/<version>/server/…). */
const PRIVATE_IN_RELEASES = /^\/(registry\.json$|[^/]+\/[^/]+\/server(\/|$))/i;

/**
 * /shell/* from shell/dist, /remotes/<folder>/* from <folder>/dist and /releases/* from the release
 * store, their server builds excepted; /images/* the pictures of all of them.
 */
export function staticAssets(repoRoot: string, remoteFolders: string[], releasesDir?: string): Router {
  const router = express.Router();
  router.use(buildImages(imageFolders(repoRoot, remoteFolders, releasesDir)));
  // Server builds are read from disk by the server; they are not the public's to download.
  router.use('/shell', privatePaths(SERVER_BUILD), staticFolder(path.join(repoRoot, 'shell', 'dist')), missingAsset);
  for (const folder of remoteFolders) {
    router.use(`/remotes/${folder}`, privatePaths(SERVER_BUILD), staticFolder(path.join(repoRoot, folder, 'dist')), missingAsset);
  }
  if (releasesDir) {
    // Likewise a release's server build, and the registry of releases, which names the server entries
    // and the people who released (browsers get the registry from GET /api/registry, without either).
    // Dot files (a release being copied in, the registry's lock) are ignored by express.static.
    router.use('/releases', privatePaths(PRIVATE_IN_RELEASES), staticFolder(releasesDir, releaseCacheControl), missingAsset);
  }
  return router;
}
