/**
 * Is this error the database being out of reach (PostgreSQL restarting, refusing or dropping
 * connections), rather than a fault of the request or the code? Such errors answer 503, so
 * clients retry; the pool reconnects on its own once the server is back.
 * Drizzle wraps driver errors: the whole `cause` chain is inspected.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and
// query_canceled / idle_in_transaction_session_timeout (the server ending a statement that ran past
// statement_timeout, or a transaction left idle: backend/db/client.ts).
const SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /client has encountered a connection error/i, /connection is not queryable/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQL_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/**
 * Input-caused data exceptions: text PostgreSQL cannot store (U+0000: 22021, or a character the
 * database's encoding lacks: 22P05) and text longer than its column (22001). Other class-22 errors
 * (division by zero, a counter overflowing, a bad cast in a query) are the server's own bugs.
 */
const INPUT_DATA_STATES = new Set(['22021', '22P05', '22001']);

/**
 * Did the database refuse a value it was given that only the input can explain? The contract's
 * schemas are meant to refuse such input first; this is the net under them, so a value they let
 * through is a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && INPUT_DATA_STATES.has(code)) return true;
    current = cause;
  }
  return false;
}
