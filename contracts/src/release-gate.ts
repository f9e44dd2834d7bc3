import satisfies from 'semver/functions/satisfies';
import type { REMOTE_NAMES } from './registry';

/**
 * The compatibility gate of a remote's release (docs/delivery.md): one pure check, used by
 * `npm run release` / `npm run rollback` before they switch an entry and by the BFF before it serves an
 * entry it reads from a registry. It compares the candidate's mf-manifest.json with what the running
 * shell provides and with what the other apps load from the candidate.
 */

/**
 * The shared singletons a remote must find in the shell at a version its range accepts: there is one
 * copy of each on the page (the shell's), so a remote built against another major would run on a
 * library it was not built for. Subpaths (react/jsx-runtime, react-dom/client, …) count as their package.
 */
export const GATED_SINGLETONS = ['react', 'react-dom', 'single-spa', '@ama/platform', '@ama/shared-ui'] as const;
// Redux Toolkit, react-redux, i18next, react-i18next and react-router are not shared modules of their own:
// they travel inside @ama/platform (docs/adr-002-runtime-composition.md), whose version gates them.

type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who loads an exposed module: the shell, or another remote. */
export interface ExposeConsumer {
  module: string;
  consumer: 'the shell' | RemoteName;
}

/**
 * The exposed modules other apps rely on, per remote: every remote's './app' (the shell mounts it on
 * its routes) and the fragments rendered with RemoteFragment elsewhere. A release that drops one would
 * leave its consumer with a fallback for good, so it is refused. Kept in step with the hosts' code by
 * release-gate.test.ts (every RemoteFragment id in the sources is listed here).
 */
export const CONSUMED_EXPOSES: Record<RemoteName, readonly ExposeConsumer[]> = {
  mfe_catalog: [
    { module: './app', consumer: 'the shell' },
    { module: './WishlistLink', consumer: 'the shell' },
    { module: './WishlistStrip', consumer: 'mfe_cart_checkout' },
  ],
  mfe_cart_checkout: [
    { module: './app', consumer: 'the shell' },
    { module: './MiniCart', consumer: 'the shell' },
    { module: './AddToCartButton', consumer: 'mfe_catalog' },
  ],
  mfe_club: [
    { module: './app', consumer: 'the shell' },
    { module: './NewsletterSignup', consumer: 'the shell' },
    { module: './NewsletterPopup', consumer: 'the shell' },
  ],
  mfe_events: [{ module: './app', consumer: 'the shell' }],
  mfe_content: [{ module: './app', consumer: 'the shell' }],
  // The back office exposes no fragment: no other app renders a piece of it.
  mfe_backoffice: [{ module: './app', consumer: 'the shell' }],
};

/** The parts of a Module Federation manifest (mf-manifest.json) the gate reads; anything else is ignored. */
export interface GateManifest {
  name?: unknown;
  shared?: unknown;
  exposes?: unknown;
}

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A manifest is data from disk or the network: entries of the wrong shape are skipped, not trusted. */
function sharedOf(manifest: GateManifest): SharedEntry[] {
  if (!Array.isArray(manifest.shared)) return [];
  return manifest.shared.filter(isObject).flatMap((entry) =>
    typeof entry.name === 'string'
      ? [
          {
            name: entry.name,
            version: typeof entry.version === 'string' ? entry.version : undefined,
            requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : undefined,
          },
        ]
      : [],
  );
}

/** 'react/jsx-runtime' → 'react', '@scope/name/sub' → '@scope/name'. */
export const packageOf = (shared: string): string =>
  shared
    .split('/')
    .slice(0, shared.startsWith('@') ? 2 : 1)
    .join('/');

const gated = new Set<string>(GATED_SINGLETONS);

/** The versions the shell provides, by package, from its mf-manifest.json. */
export function providedVersions(shellManifest: GateManifest): Map<string, string> {
  const provided = new Map<string, string>();
  for (const { name, version } of sharedOf(shellManifest)) {
    // The package's own entry wins over a subpath's (they carry the same version anyway).
    if (version && (name === packageOf(name) || !provided.has(packageOf(name)))) provided.set(packageOf(name), version);
  }
  return provided;
}

function exposedPaths(manifest: GateManifest): Set<string> {
  if (!Array.isArray(manifest.exposes)) return new Set();
  return new Set(manifest.exposes.filter(isObject).flatMap((entry) => (typeof entry.path === 'string' ? [entry.path] : [])));
}

export interface ReleaseCandidate {
  /** The remote's federation name, e.g. mfe_content. */
  remote: string;
  /** Its browser build's mf-manifest.json. */
  manifest: GateManifest;
  /** Its server build's mf-manifest.json (dist/server/), when it has one: its singletons are checked too. */
  serverManifest?: GateManifest;
  /** The `sharedApi` of its remote.json: the API of @ama/platform and @ama/shared-ui it was built against. */
  sharedApi?: unknown;
}

/**
 * The workspaces whose public API the gate compares, since their versions never move (all 0.1.0): each
 * build writes, per package, a map of export name → hash of its type signature (the `sharedApi` of
 * remote.json, scripts/lib/api-fingerprint.cjs).
 */
export const GATED_APIS = { '@ama/platform': 'platform', '@ama/shared-ui': 'design system' } as const;

/** A short, stable name for a whole API map in messages (FNV-1a: contracts also runs in the browser, without node:crypto). */
export function apiId(exports: Record<string, string>): string {
  let hash = 0x811c9dc5;
  for (const char of Object.keys(exports)
    .sort()
    .map((name) => `${name}=${exports[name]};`)
    .join('')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** One package's map from a remote.json; undefined when absent or of the wrong shape (a build from before fingerprints). */
function apiOf(sharedApi: unknown, pkg: string): Record<string, string> | undefined {
  const map = isObject(sharedApi) ? sharedApi[pkg] : undefined;
  if (!isObject(map)) return undefined;
  return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const listed = (names: string[]): string => names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');

/**
 * Breaking = an export the remote was built against that the shell's copy no longer has, or has with
 * another signature: the remote would call something that is not there or not what it expects. An export
 * only the shell has is an addition, which a remote built earlier simply does not use. A build without
 * a fingerprint (from before they existed) is not checked.
 */
export function sharedApiProblems(remote: string, built: unknown, shell: unknown): string[] {
  return Object.entries(GATED_APIS).flatMap(([pkg, what]) => {
    const mine = apiOf(built, pkg);
    const running = apiOf(shell, pkg);
    if (!mine || !running) return [];
    const removed = Object.keys(mine).filter((name) => !(name in running));
    const changed = Object.keys(mine).filter((name) => name in running && running[name] !== mine[name]);
    if (removed.length === 0 && changed.length === 0) return [];
    const details = [removed.length ? `removed: ${listed(removed)}` : '', changed.length ? `changed: ${listed(changed)}` : ''].filter(Boolean);
    return [`${remote} was built against ${pkg} API ${apiId(mine)}, the shell runs ${apiId(running)}: rebuild it against the current ${what} (${details.join('; ')})`];
  });
}

/**
 * Every reason the candidate cannot run in the shop, as sentences for a person (empty: compatible).
 * `shell` is the running shell's mf-manifest.json; without it (shell not built) the shared singletons
 * cannot be checked and only the manifest's name and exposes are. `shellSharedApi` is the `sharedApi` of
 * the shell's remote.json: the platform and design system it runs.
 */
export function releaseProblems(candidate: ReleaseCandidate, shell?: GateManifest, shellSharedApi?: unknown): string[] {
  const { remote, manifest, serverManifest } = candidate;
  const problems: string[] = [];
  if (typeof manifest.name === 'string' && manifest.name !== remote) {
    problems.push(`the manifest is ${manifest.name}'s, not ${remote}'s`);
  }
  if (shell) {
    const provided = providedVersions(shell);
    for (const { name, requiredVersion } of [...sharedOf(manifest), ...sharedOf(serverManifest ?? {})]) {
      const pkg = packageOf(name);
      if (!gated.has(pkg) || !requiredVersion) continue;
      const version = provided.get(pkg);
      const problem = !version
        ? `${remote} requires ${pkg} ${requiredVersion}, the shell provides none`
        : satisfies(version, requiredVersion)
          ? undefined
          : `${remote} requires ${pkg} ${requiredVersion}, the shell provides ${version}`;
      if (problem && !problems.includes(problem)) problems.push(problem);
    }
  }
  problems.push(...sharedApiProblems(remote, candidate.sharedApi, shellSharedApi));
  const exposed = exposedPaths(manifest);
  for (const { module, consumer } of CONSUMED_EXPOSES[remote as RemoteName] ?? []) {
    if (!exposed.has(module)) problems.push(`${remote} no longer exposes ${module}, which ${consumer} uses`);
  }
  return problems;
}
