// The registry's constants and helpers, without zod: the shell needs them on every first page, the
// schemas (registry-schema.ts) only where a registry is checked.
import type { RegistryEntry } from './registry-schema';

export type { Registry, RegistryEntry } from './registry-schema';

/** Names of the business remotes: the five shopper areas and the staff's back office (docs/architecture.md). */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_cart_checkout', 'mfe_club', 'mfe_events', 'mfe_content', 'mfe_backoffice'] as const;

/** The file name of every build's browser container, beside its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A URL's folder, with its trailing slash ('' for a bare file name). */
const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/** The browser container of a registry entry: its `entry`, else remoteEntry.js beside its manifest. */
export const browserEntryOf = ({ entry, manifestUrl }: Pick<RegistryEntry, 'entry' | 'manifestUrl'>): string => entry ?? folderOf(manifestUrl) + REMOTE_ENTRY_FILE;
