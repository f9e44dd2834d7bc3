// Shared by the release tests: a repository in miniature (a built shell and built remotes), real files in
// a temporary folder, and a fingerprint of a folder to prove it was left alone.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSUMED_EXPOSES, GATED_SINGLETONS } from '@ama/contracts';
import { repoRootDir } from '../../paths';
import type { ReleaseContext } from '../release-command';
import { filesOf } from '../release-store';

/** The version of a package installed in the repository, as the build reads it (rspack.base.js). */
export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(repoRootDir(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** A shared entry as the build writes it into mf-manifest.json. */
export const sharedEntry = (name: string, version = installedVersion(name), requiredVersion = `^${version}`) => ({ name, version, requiredVersion, singleton: true });

/** The shell's manifest: every gated singleton at the installed version. */
export const shellManifest = () => ({ name: 'shell', shared: GATED_SINGLETONS.map((name) => sharedEntry(name)), exposes: [] });

const write = (file: string, content: string | object) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
};

export interface FakeBuild {
  /** Text in the app chunk: two builds with different text are different releases. */
  text?: string;
  /** Replaces the shared entries (default: the installed versions). */
  shared?: object[];
  /** Replaces the exposed modules (default: the ones other apps load). */
  exposes?: string[];
  version?: string;
  /** The routes remote.json announces (default /about-us). */
  routes?: string[];
}

/** A remote's build output in `dist`: browser build (manifest, entry, a hashed chunk) and server build. */
export function writeFakeBuild(dist: string, folder: string, build: FakeBuild = {}): void {
  const name = folder.replace(/-/g, '_');
  const exposes = build.exposes ?? (CONSUMED_EXPOSES as Record<string, readonly { module: string }[]>)[name]!.map(({ module }) => module);
  const shared = build.shared ?? GATED_SINGLETONS.map((pkg) => sharedEntry(pkg));
  const chunk = `app.${createHash('sha256')
    .update(build.text ?? '')
    .digest('hex')
    .slice(0, 8)}.js`;
  write(path.join(dist, 'mf-manifest.json'), {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared,
    exposes: exposes.map((module) => ({ name: module.slice(2), path: module, assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } })),
  });
  write(path.join(dist, 'remote.json'), { name, version: build.version ?? '1.0.0', routes: build.routes ?? ['/about-us'], serverEntry: 'server/remoteEntry.js' });
  write(path.join(dist, 'remoteEntry.js'), `/* ${name} entry */`);
  write(path.join(dist, chunk), `console.log(${JSON.stringify(build.text ?? '')});`);
  write(path.join(dist, 'server', 'remoteEntry.js'), `module.exports = {}; /* ${name} server */`);
  write(path.join(dist, 'server', 'mf-manifest.json'), {
    name,
    shared: shared.filter((entry) => (entry as { name: string }).name !== 'single-spa'),
    exposes: [{ name: 'ssr', path: './ssr' }],
  });
}

/** A repository with a built shell and two built remotes (mfe-content, mfe-club), and a release store. */
export function releaseRepo(): { root: string; context: ReleaseContext } {
  const root = mkdtempSync(path.join(tmpdir(), 'ama-release-'));
  write(path.join(root, 'shell', 'dist', 'mf-manifest.json'), shellManifest());
  for (const folder of ['mfe-content', 'mfe-club']) writeFakeBuild(path.join(root, folder, 'dist'), folder, { text: `${folder} v1` });
  let tick = 0;
  const context: ReleaseContext = {
    repoRoot: root,
    releasesDir: path.join(root, '.releases'),
    by: 'Ada Tester',
    commandLine: 'npm run release -- test',
    // One minute per switch, so the history's times are distinct and ordered.
    now: () => new Date(Date.UTC(2026, 0, 1, 9, tick++)),
  };
  return { root, context };
}

/** Every file below `dir` with the SHA-256 of its bytes: equal fingerprints, byte-for-byte equal trees. */
export function fingerprint(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    filesOf(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}
