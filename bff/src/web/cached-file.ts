import { readFileSync, statSync } from 'node:fs';

/**
 * Build output files, each read and parsed once and again only when its modification time changes: a
 * rebuild while the server runs is picked up without a restart, and an unchanged file costs one stat.
 */
export class CachedFiles<T> {
  private readonly known = new Map<string, { mtime: number; value: T }>();

  constructor(private readonly parse: (text: string) => T) {}

  /** The parsed contents, or undefined while the file does not exist (not built yet). */
  read(file: string): T | undefined {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    let entry = this.known.get(file);
    if (entry?.mtime !== stat.mtimeMs) {
      entry = { mtime: stat.mtimeMs, value: this.parse(readFileSync(file, 'utf8')) };
      this.known.set(file, entry);
    }
    return entry.value;
  }
}

/** Cached JSON files of one shape. */
export const cachedJsonFiles = <T>() => new CachedFiles<T>((text) => JSON.parse(text) as T);
