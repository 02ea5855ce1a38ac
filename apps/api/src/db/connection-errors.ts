/**
 * Is this error the loss of the database connection, rather than a statement's own failure? The one
 * place that decides it: db.ts destroys a checked-out client that hit one, GraphQL answers one with
 * SERVICE_UNAVAILABLE (retryable) instead of INTERNAL (graphql/mask-error.ts). What counts:
 *
 * - the socket: reset, refused, broken pipe, unreachable, timed out (a pgbouncer restart, a failover,
 *   a network blip);
 * - node-postgres's own words for a connection that ended or failed under a client ("Connection
 *   terminated unexpectedly", a client that is no longer queryable, pg-pool's connect timeout);
 * - SQLSTATE class 08 (connection exception; pgbouncer answers most of its own failures with 08P01)
 *   and 57P01/57P02/57P03 (terminated by an administrator — pg_terminate_backend —, crash shutdown,
 *   cannot connect now: a server starting or shutting down).
 *
 * The cause chain (`cause`, and an AggregateError's `errors`: a refused connection to a host with
 * several addresses) is followed, so a wrapped loss still counts.
 */
export function isConnectionError(error: unknown): boolean {
  return someInChain(error, (e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SOCKET_CODES.has(code)) return true;
    // A PostgreSQL error (node-postgres's DatabaseError) carries its SQLSTATE in `code`.
    if (/^08[0-9A-Z]{3}$/.test(code) || ADMIN_SHUTDOWN.has(code)) return true;
    return typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string));
  });
}

const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now. */
const ADMIN_SHUTDOWN = new Set(['57P01', '57P02', '57P03']);

const MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

type Inspectable = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function someInChain(error: unknown, test: (e: Inspectable) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Inspectable;
  if (test(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => someInChain(inner, test, depth + 1))) return true;
  return someInChain(e.cause, test, depth + 1);
}
