#!/usr/bin/env node
// What the browser downloads to start a federation container: each app's browser remoteEntry.js (raw and
// gzip, as the BFF's compression sends it) from the builds on disk and, given the URL of a page of a
// running shop, the scripts that page starts with (its <script src> and script preloads) per app.
//   node scripts/lib/container-sizes.mjs [http://127.0.0.1:8080/en]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './repo-root.mjs';

const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'];

const sizeOf = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer).length });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each app's browser container (dist/remoteEntry.js): the shell has none (it consumes, exposes nothing). */
export function containerSizes(root = repoRoot) {
  return APPS.flatMap((app) => {
    const file = path.join(root, app, 'dist', 'remoteEntry.js');
    return existsSync(file) ? [{ app, ...sizeOf(readFileSync(file)) }] : [];
  });
}

/** Which app serves a script URL: /shell/… is the shell, /remotes/<mfe>/… or /releases/<mfe>/… a remote. */
const appOf = (pathname) => /^\/(?:remotes|releases)\/(mfe-[a-z-]+)\//.exec(pathname)?.[1] ?? pathname.split('/')[1] ?? '?';

/** The scripts a page starts with (its script tags and script preloads), fetched and sized, per app. */
export async function startupScripts(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const hrefs = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const isScriptPreload = /\brel="(preload|modulepreload)"/.test(tag) && (/\bas="script"/.test(tag) || /modulepreload/.test(tag));
    const href = src ?? (isScriptPreload ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined);
    if (href) hrefs.add(new URL(href.replaceAll('&amp;', '&'), pageUrl).href);
  }
  const perApp = new Map();
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    const app = appOf(new URL(href).pathname);
    const sum = perApp.get(app) ?? { app, files: 0, raw: 0, gzip: 0, names: [] };
    const { raw, gzip } = sizeOf(body);
    perApp.set(app, { ...sum, files: sum.files + 1, raw: sum.raw + raw, gzip: sum.gzip + gzip, names: [...sum.names, path.basename(new URL(href).pathname)] });
  }
  return [...perApp.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| app | remoteEntry.js raw | gzip |\n|---|---|---|');
  for (const { app, raw, gzip } of containerSizes()) console.log(`| ${app} | ${kb(raw)} | ${kb(gzip)} |`);
  const page = process.argv[2];
  if (page) {
    console.log(`\nscripts ${page} starts with (script tags and script preloads):\n| app | files | raw | gzip |\n|---|---|---|---|`);
    for (const { app, files, raw, gzip, names } of await startupScripts(page)) {
      console.log(`| ${app} | ${files} | ${kb(raw)} | ${kb(gzip)} |   ${names.join(' ')}`);
    }
  }
}
