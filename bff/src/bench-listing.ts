/**
 * `npm run bench:listing -- 56 5000 50000`: the catalogue's listings timed at each catalogue size
 * (catalog/listing-timings.ts; docs/performance.md#catalogue-size). Each size gets a database of its own,
 * seeded when empty: PostgreSQL at DATABASE_URL in a schema per size, kept for the next run (a 50,000
 * catalogue takes minutes to load), or PGlite in memory without it.
 */
import { sql } from 'kysely';
import { listingTimingsTable, measureListings, type ListingTimings } from './catalog';
import { openDatabase } from './db';
import { openReadyDatabase } from './ready-database';

async function timingsAt(products: number, databaseUrl: string | undefined): Promise<ListingTimings> {
  const schema = databaseUrl ? `listing_timings_${products}` : undefined;
  if (databaseUrl) {
    const admin = await openDatabase({ databaseUrl, dataDir: ':memory:' });
    await sql`create schema if not exists ${sql.id(schema!)}`.execute(admin.kysely);
    await admin.close();
  }
  const db = await openReadyDatabase({ databaseUrl, dataDir: ':memory:', catalogProducts: products }, schema);
  try {
    return await measureListings(db.kysely);
  } finally {
    await db.close();
  }
}

async function main(sizes: number[], databaseUrl: string | undefined) {
  const bySize = new Map<number, ListingTimings>();
  for (const size of sizes) bySize.set(size, await timingsAt(size, databaseUrl));
  console.log(`\n${listingTimingsTable(databaseUrl ? 'PostgreSQL' : 'PGlite', bySize)}`);
}

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 56)) {
  console.error('usage: npm run bench:listing -- 56 5000 50000   (DATABASE_URL=postgres://… for PostgreSQL)');
  process.exitCode = 2;
} else {
  void main(sizes, process.env.DATABASE_URL);
}
