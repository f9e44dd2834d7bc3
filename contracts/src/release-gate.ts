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
export const GATED_SINGLETONS = [
  'react',
  'react-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'single-spa',
  '@ama/platform',
  '@ama/shared-ui',
] as const;

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

/** 'react/jsx-runtime' → 'react', '@reduxjs/toolkit/query/react' → '@reduxjs/toolkit'. */
export const packageOf = (shared: string): string => shared.split('/').slice(0, shared.startsWith('@') ? 2 : 1).join('/');

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
}

/**
 * Every reason the candidate cannot run in the shop, as sentences for a person (empty: compatible).
 * `shell` is the running shell's mf-manifest.json; without it (shell not built) the shared singletons
 * cannot be checked and only the manifest's name and exposes are.
 */
export function releaseProblems(candidate: ReleaseCandidate, shell?: GateManifest): string[] {
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
  const exposed = exposedPaths(manifest);
  for (const { module, consumer } of CONSUMED_EXPOSES[remote as RemoteName] ?? []) {
    if (!exposed.has(module)) problems.push(`${remote} no longer exposes ${module}, which ${consumer} uses`);
  }
  return problems;
}
