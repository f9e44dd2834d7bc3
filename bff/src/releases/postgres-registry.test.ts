// The registry of releases in PostgreSQL (docs/delivery.md): the store the commands write with
// DATABASE_URL, and two shop instances that follow it. PostgreSQL only (on PGlite the registry is the
// file); skipped, with a warning, where the other PostgreSQL suites are.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../app';
import { MEMORY, openDatabase, type AppDatabase } from '../db';
import { describeWithDatabase, TEST_DATABASE_URL, testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';
import { repoRootDir } from '../paths';
import { listening } from '../web/__tests__/web-harness';
import { postgresRegistryStore } from './postgres-registry-store';
import { PREVIEW_DEVELOPMENT_SECRET, signPreviewToken } from './preview-token';
import { collectReleases, ROLLBACK_DEPTH } from './release-collection';
import { fetchReleaseFiles } from './postgres-release-files';
import { storedVersions } from './release-store';
import { abortCandidate, releaseRemote, rollbackRemote, type ReleaseContext } from './release-command';
import { ReleaseFollower, RELEASE_POLL_MS } from './release-follower';
import { releaseRegistryFile } from './release-registry';
import { releaseRepo, writeFakeBuild } from './__tests__/release-fixture';

/** The throw-away schema the suite's database works in, for more connections to it. */
const schemaOf = async (db: AppDatabase): Promise<string> => (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]!.schema;

async function until(done: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithDatabase(
  'the registry of releases in PostgreSQL',
  (database) => {
    let root: string;
    let context: ReleaseContext;
    beforeEach(() => {
      ({ root, context } = releaseRepo());
      context = { ...context, registry: postgresRegistryStore(database().db.kysely) };
    });
    afterEach(async () => {
      rmSync(root, { recursive: true, force: true });
      // The suite's schema is dropped after the file; each test starts with no release.
      await sql`delete from release_remotes`.execute(database().db.kysely);
    });

    /** A build of `folder` made elsewhere (a CI artefact), with `text` in its chunk. */
    const buildOf = (folder: string, text: string): string => {
      const dist = path.join(root, 'builds', `${folder}-${text.replace(/\W+/g, '-')}`);
      writeFakeBuild(dist, folder, { text });
      return dist;
    };

    describe('the store', () => {
      it('keeps every switch with who, when and how; a rollback goes to the previous release, then to the build the first release replaced', async () => {
        const one = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'one') });
        const two = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'two') });
        const { remotes } = await context.registry!.read();
        const baseline = remotes.mfe_content!.history[0]!.version;
        expect(remotes.mfe_content!.history).toEqual([
          { version: baseline, at: '2026-01-01T09:00:00.000Z', by: 'Ada Tester', command: 'baseline', commandLine: 'npm run release -- test' },
          { version: one.version, at: '2026-01-01T09:01:00.000Z', by: 'Ada Tester', command: 'release', commandLine: 'npm run release -- test' },
          { version: two.version, at: '2026-01-01T09:02:00.000Z', by: 'Ada Tester', command: 'release', commandLine: 'npm run release -- test' },
        ]);
        expect(remotes.mfe_content!.entry).toMatchObject({ version: two.version, manifestUrl: `/releases/mfe-content/${two.version}/mf-manifest.json` });

        expect(await rollbackRemote(context, 'mfe-content')).toMatchObject({ version: one.version, from: two.version, switched: true, baseline: false });
        // one was the first release: rolled back, the remote's original dist/ is served again, from the store
        expect(await rollbackRemote(context, 'mfe-content')).toMatchObject({ version: baseline, from: one.version, switched: true, baseline: true });
        const after = (await context.registry!.read()).remotes.mfe_content!;
        expect(after.entry).toMatchObject({
          version: baseline,
          manifestUrl: `/releases/mfe-content/${baseline}/mf-manifest.json`,
          serverEntry: `/releases/mfe-content/${baseline}/server/remoteEntry.js`,
        });
        expect(after.history.map(({ command, version }) => `${command} ${version}`).slice(3)).toEqual([`rollback ${one.version}`, `rollback ${baseline}`]);
        expect(existsSync(releaseRegistryFile(context.releasesDir))).toBe(false);
      });

      it('keeps both of two releases of different remotes made at the same moment', async () => {
        const [content, club] = await Promise.all([
          releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'at once') }),
          releaseRemote(context, 'mfe-club', { dist: buildOf('mfe-club', 'at once') }),
        ]);
        const { remotes } = await context.registry!.read();
        expect(Object.keys(remotes)).toEqual(['mfe_club', 'mfe_content']);
        expect([remotes.mfe_content!.entry.version, remotes.mfe_club!.entry.version]).toEqual([content.version, club.version]);
      });

      it('collects old releases from the database too, keeping the files a kept release shares', async () => {
        const db = database().db.kysely;
        const versions: string[] = [];
        for (let index = 0; index < ROLLBACK_DEPTH + 3; index += 1)
          versions.push((await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', `old ${index}`) })).version);
        await sql`update release_files set stored_at = now() - interval '48 hours'`.execute(db);
        const old = Date.now() / 1000 - 48 * 3600;
        for (const version of storedVersions(context.releasesDir, 'mfe-content')) utimesSync(path.join(context.releasesDir, 'mfe-content', version), old, old);
        const blobsBefore = Number((await sql<{ n: string }>`select count(*) as n from release_blobs`.execute(db)).rows[0]!.n);
        const removed = await collectReleases({ releasesDir: context.releasesDir, registry: context.registry!, retentionMs: 24 * 3600_000, db });
        // The two oldest releases (and what earlier tests left in the database, which nothing references).
        const removedVersions = removed.map(({ version }) => version);
        expect(removedVersions).toEqual(expect.arrayContaining(versions.slice(0, 2)));
        for (const kept of versions.slice(2)) expect(removedVersions).not.toContain(kept);
        const left = (await sql<{ version: string }>`select distinct version from release_files where folder = 'mfe-content'`.execute(db)).rows.map(({ version }) => version);
        expect(left.sort()).toEqual(expect.arrayContaining(versions.slice(2)));
        expect(left).not.toContain(versions[0]);
        // A removed release's own chunk went; the files every build shares stay for the kept ones.
        expect(Number((await sql<{ n: string }>`select count(*) as n from release_blobs`.execute(db)).rows[0]!.n)).toBeLessThan(blobsBefore);
        for (const version of versions.slice(2)) expect(await fetchReleaseFiles(db, path.join(root, 'elsewhere'), 'mfe-content', version)).toBe(true);
      });

      it('writes nothing for a release the gate refuses', async () => {
        const dist = path.join(root, 'builds', 'react-20');
        writeFakeBuild(dist, 'mfe-content', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }] });
        await expect(releaseRemote(context, 'mfe-content', { dist })).rejects.toThrow('release of mfe_content refused');
        // the baseline is stored as files before the gate, but no row is written
        expect(await context.registry!.read()).toEqual({ remotes: {} });
      });
    });

    it('keeps serving what a follower read last while the database cannot be read, and says so once', async () => {
      const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: MEMORY, schema: await schemaOf(database().db) });
      const warnings: string[] = [];
      const follower = await new ReleaseFollower(db.kysely, { intervalMs: 20, warn: (message) => warnings.push(message) }).start();
      try {
        const { version } = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'kept') });
        await until(() => follower.current().entries[0]?.version === version);
        await db.close();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(follower.current().entries.map((entry) => entry.version)).toEqual([version]);
        expect(warnings).toEqual([expect.stringMatching(/^the registry of releases cannot be read, the last one read is kept: /)]);
      } finally {
        follower.stop();
        await db.close();
      }
    });

    // The real command, as `npm run release` runs it, on a copy of mfe-content's real build (checked against the real shell).
    const contentDist = path.join(repoRootDir(), 'mfe-content', 'dist');
    const built = existsSync(path.join(repoRootDir(), 'shell', 'dist', 'mf-manifest.json')) && existsSync(path.join(contentDist, 'remote.json'));
    (built ? it : it.skip)(
      'is what npm run release and npm run rollback write with DATABASE_URL, instead of registry.json',
      async () => {
        const url = `${TEST_DATABASE_URL}${TEST_DATABASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${await schemaOf(database().db)}`)}`;
        const releasesDir = path.join(root, 'cli-releases');
        const run = (...args: string[]) =>
          spawnSync(path.join(repoRootDir(), 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'cli.ts'), ...args], {
            cwd: repoRootDir(),
            encoding: 'utf8',
            env: { ...process.env, RELEASES_DIR: releasesDir, DATABASE_URL: url },
          });
        const dist = path.join(root, 'builds', 'changed');
        cpSync(contentDist, dist, { recursive: true });
        writeFileSync(path.join(dist, 'changed.txt'), 'a new build');

        const released = run('release', 'mfe-content', '--dist', dist);
        expect([released.stderr, released.status]).toEqual(['', 0]);
        const version = /released mfe_content (\S+) /.exec(released.stdout)![1];
        const { remotes } = await context.registry!.read();
        expect(remotes.mfe_content!.entry.version).toBe(version);
        expect(remotes.mfe_content!.history.map(({ command }) => command)).toEqual(['baseline', 'release']);
        expect(existsSync(releaseRegistryFile(releasesDir))).toBe(false);

        const rollback = run('rollback', 'mfe-content');
        expect([rollback.stderr, rollback.status]).toEqual(['', 0]);
        expect(rollback.stdout).toContain(', the build its first release replaced');
        expect((await context.registry!.read()).remotes.mfe_content!.entry.version).toBe(remotes.mfe_content!.history[0]!.version);
      },
      60_000,
    );

    describe('two shop instances', () => {
      const opened: AppDatabase[] = [];
      const followers: ReleaseFollower[] = [];
      const servers: Awaited<ReturnType<typeof listening>>[] = [];
      afterEach(async () => {
        for (const follower of followers.splice(0)) follower.stop();
        for (const server of servers.splice(0)) await server.close();
        for (const db of opened.splice(0)) await db.close();
      });

      /** An instance as main.ts starts one with DATABASE_URL: its own pool and follower, listening on a loopback port. */
      async function instance(schema: string, releasesDir = context.releasesDir): Promise<number> {
        const config = testConfig({ DATABASE_URL: TEST_DATABASE_URL });
        const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: MEMORY, schema });
        opened.push(db);
        const follower = await new ReleaseFollower(db.kysely, { releasesDir }).start();
        followers.push(follower);
        const web = createWebRouter({ repoRoot: root, releasesDir, releasedEntries: follower, warn: () => undefined, previewSecret: PREVIEW_DEVELOPMENT_SECRET });
        const server = await listening(createApp({ config, db, web }));
        servers.push(server);
        return server.port;
      }

      const served = async (port: number): Promise<string> => {
        const registry = (await (await fetch(`http://127.0.0.1:${port}/api/registry`)).json()) as { remotes: { name: string; manifestUrl: string }[] };
        return registry.remotes.find(({ name }) => name === 'mfe_content')!.manifestUrl;
      };

      /** Waits until every instance serves `manifestUrl`; returns how long that took. */
      async function allServe(ports: number[], manifestUrl: string): Promise<number> {
        const started = Date.now();
        for (;;) {
          const urls = await Promise.all(ports.map(served));
          if (urls.every((url) => url === manifestUrl)) return Date.now() - started;
          if (Date.now() - started > 3 * RELEASE_POLL_MS) throw new Error(`after ${Date.now() - started} ms the instances serve ${urls.join(', ')}, not ${manifestUrl}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      it('both serve a release, then its rollback, within a poll interval, without a restart', async () => {
        const schema = await schemaOf(database().db);
        const ports = [await instance(schema), await instance(schema)];
        expect(await Promise.all(ports.map(served))).toEqual(['/remotes/mfe-content/mf-manifest.json', '/remotes/mfe-content/mf-manifest.json']);

        const { version } = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'new') });
        expect(await allServe(ports, `/releases/mfe-content/${version}/mf-manifest.json`)).toBeLessThan(RELEASE_POLL_MS + 1_000);

        const back = await rollbackRemote(context, 'mfe-content');
        expect(back).toMatchObject({ from: version, baseline: true });
        expect(await allServe(ports, `/releases/mfe-content/${back.version}/mf-manifest.json`)).toBeLessThan(RELEASE_POLL_MS + 1_000);
      }, 30_000);

      it('on machines with RELEASES_DIRs of their own, serve a release made on another, live and in preview, fetched from the database', async () => {
        const schema = await schemaOf(database().db);
        const elsewhere = [path.join(root, 'machine-b'), path.join(root, 'machine-c')];
        const ports = [await instance(schema, elsewhere[0]), await instance(schema, elsewhere[1])];
        const { version } = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'made on machine a') });
        await allServe(ports, `/releases/mfe-content/${version}/mf-manifest.json`);
        for (const [index, port] of ports.entries()) {
          // Fetched before the switch was followed: the files are in the instance's own folder, served as any release.
          expect(existsSync(path.join(elsewhere[index]!, 'mfe-content', version, 'server', 'remoteEntry.js'))).toBe(true);
          const entry = await fetch(`http://127.0.0.1:${port}/releases/mfe-content/${version}/remoteEntry.js`);
          expect([entry.status, entry.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
        }
        // A candidate, previewed through the other machine: fetched when its link is opened.
        const candidate = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'candidate on a'), candidate: true });
        const token = signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: candidate.version }, new Date(Date.now() + 60_000));
        const opened = await fetch(`http://127.0.0.1:${ports[1]}/preview/${token}`, { redirect: 'manual' });
        const cookie = opened.headers.get('set-cookie')!.split(';', 1)[0]!;
        const previewed = (await (await fetch(`http://127.0.0.1:${ports[1]}/api/registry`, { headers: { cookie } })).json()) as { remotes: { name: string; version: string }[] };
        expect(previewed.remotes.find(({ name }) => name === 'mfe_content')!.version).toBe(candidate.version);
        // A chunk of a release the machine never served is fetched when asked for.
        const chunk = await fetch(`http://127.0.0.1:${ports[0]}/releases/mfe-content/${candidate.version}/remoteEntry.js`);
        expect(chunk.status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${ports[0]}/releases/mfe-content/1.0.0-00000000/remoteEntry.js`)).status).toBe(404);
      }, 30_000);

      it('agree on a canary within a poll interval: the same bucket gets the same side from either; abort ends it on both', async () => {
        const schema = await schemaOf(database().db);
        const ports = [await instance(schema), await instance(schema)];
        const live = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'live') });
        const canary = await releaseRemote(context, 'mfe-content', { dist: buildOf('mfe-content', 'canary'), canary: 50 });
        const versionFor = async (port: number, bucket: number) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/registry`, { headers: { cookie: `ama_bucket=${bucket}` } });
          return ((await res.json()) as { remotes: { name: string; version: string }[] }).remotes.find(({ name }) => name === 'mfe_content')!.version;
        };
        const sides = () => Promise.all(ports.flatMap((port) => [versionFor(port, 10), versionFor(port, 90)]));
        const started = Date.now();
        while ((await sides()).join() !== [canary.version, live.version, canary.version, live.version].join()) {
          if (Date.now() - started > 3 * RELEASE_POLL_MS) throw new Error(`the instances serve ${(await sides()).join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await abortCandidate(context, 'mfe-content');
        const aborted = Date.now();
        while ((await sides()).some((version) => version !== live.version)) {
          if (Date.now() - aborted > 3 * RELEASE_POLL_MS) throw new Error(`after the abort the instances serve ${(await sides()).join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect((await context.registry!.read()).remotes.mfe_content!.history.map(({ command }) => command).slice(-2)).toEqual(['canary', 'abort']);
      }, 30_000);
    });
  },
  ['postgres'],
);
