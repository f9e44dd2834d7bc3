import type { Server } from 'node:http';

/**
 * How long the shop keeps a client's idle keep-alive connection: longer than the clients and proxies in
 * front of it keep theirs (load balancers commonly 60 s). Node's default is 5 s, and a client that sends
 * its next request on a connection just as the server closes it reads ECONNRESET (a proxy answers 502):
 * the e2e suite met it when a test asked the shop again after five seconds of clicking elsewhere.
 */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // The time to receive a request's headers, counted from its connection's start when it is the first,
  // so it must outlast an idle connection's wait for its next request.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
