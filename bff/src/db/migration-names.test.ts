import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bffPackageDir, migrationsDirs } from '../paths';
import { MIGRATION_FILE, migrationFiles } from './migrate';

/** The numbered history, written before modules kept their own migrations: applied names, never renamed. */
const NUMBERED_HISTORY = [
  '001_catalogue.sql',
  '002_newsletter_and_outbox.sql',
  '003_visitors_cart_wishlist.sql',
  '004_discount_codes.sql',
  '005_orders.sql',
  '006_club.sql',
  '008_events.sql',
  '009_appointments_and_stores.sql',
  '020_shared_instances.sql',
  '021_payment_authorisations.sql',
  '021_person_key_version.sql',
  '022_release_registry.sql',
];

const sqlFiles = (directory: string) => readdirSync(directory).filter((name) => name.endsWith('.sql'));

describe('migrations: each module keeps its own, named so two teams never collide', () => {
  const shared = path.join(bffPackageDir(), 'migrations');
  const ofModules = migrationsDirs().filter((directory) => directory !== shared);

  it('are found in every module that has a migrations folder', () => {
    const modules = path.join(bffPackageDir(), 'src');
    const withSql = readdirSync(modules).filter((name) => {
      try {
        return sqlFiles(path.join(modules, name, 'migrations')).length > 0;
      } catch {
        return false;
      }
    });
    expect(ofModules.map((directory) => path.basename(path.dirname(directory))).sort()).toEqual(withSql.sort());
    expect(withSql).toEqual(expect.arrayContaining(['catalog', 'cart', 'orders', 'club', 'events', 'releases']));
  });

  it('name a new migration after its time and its module; numbered names are the frozen history', () => {
    const problems = migrationsDirs().flatMap((directory) => {
      const module = path.basename(path.dirname(directory));
      return sqlFiles(directory).flatMap((name) => {
        if (!MIGRATION_FILE.test(name)) return [`${directory}/${name}: not NNN_what.sql nor YYYYMMDDHHMM_<module>_what.sql`];
        if (/^\d{3}_/.test(name)) return NUMBERED_HISTORY.includes(name) ? [] : [`${name}: numbered names are history; name it YYYYMMDDHHMM_${module}_what.sql`];
        if (directory === shared) return [`${name}: a new migration belongs to its module's migrations folder, not bff/migrations`];
        return name.startsWith(`${name.slice(0, 12)}_${module}_`) ? [] : [`${name}: in ${module}/migrations, so named YYYYMMDDHHMM_${module}_what.sql`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('apply in one order across modules: the history first, in its own order', async () => {
    const names = (await migrationFiles(migrationsDirs())).map(({ name }) => name);
    expect(names.slice(0, NUMBERED_HISTORY.length)).toEqual(NUMBERED_HISTORY);
  });

  it('refuse two migrations of the same name in two folders', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'ama-migration-names-'));
    try {
      const [a, b] = ['club', 'events'].map((module) => {
        const directory = path.join(scratch, module, 'migrations');
        mkdirSync(directory, { recursive: true });
        writeFileSync(path.join(directory, '202612011200_shared_seats.sql'), 'select 1;');
        return directory;
      });
      await expect(migrationFiles([a!, b!])).rejects.toThrow(/Two migrations are named 202612011200_shared_seats\.sql/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
