import net from 'node:net';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../test-support/engines';
import { isDatabaseUnavailable } from './unavailable';

/** A loopback port nobody listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failureOf = async (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isDatabaseUnavailable', () => {
  it('recognises a server that refuses connections and a pool that cannot connect in time', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'postgres', connectionTimeoutMillis: 500 });
    pool.on('error', () => undefined);
    try {
      expect(isDatabaseUnavailable(await failureOf(() => pool.query('select 1')))).toBe(true);
    } finally {
      await pool.end();
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
  });

  it('leaves a query the database refuses to the 500 path: that is a bug, not an outage', async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
    const connected = await failureOf(() => client.connect());
    if (connected) return; // no PostgreSQL here: the other PostgreSQL suites report that
    try {
      expect(isDatabaseUnavailable(await failureOf(() => client.query('select * from no_such_table')))).toBe(false);
    } finally {
      await client.end();
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
