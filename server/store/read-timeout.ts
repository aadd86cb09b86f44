/**
 * A read the services answer (a list, a search, a report's records, a change pull) that ran past
 * the store's read time bound and was stopped by the database (statement_timeout), so one
 * company's heavy query cannot hold a connection, and the others waiting for one, for long.
 * The app answers it 503 with this message (server/app.ts).
 */
export class ReadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(readTimeoutMessage(timeoutMs));
    this.name = 'ReadTimeoutError';
  }
}

/**
 * What the person is told when a read took too long.
 * @example readTimeoutMessage(5000) // 'This list took longer than 5 seconds to read and was stopped: narrow it with a search or a filter, or try again later.'
 */
export function readTimeoutMessage(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  const bound =
    seconds >= 1
      ? `${seconds.toLocaleString('en-AU')} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${timeoutMs.toLocaleString('en-AU')} ms`;
  return `This list took longer than ${bound} to read and was stopped: narrow it with a search or a filter, or try again later.`;
}

/** How long a read may run when READ_TIMEOUT_MS does not say: a list or report well past it needs narrowing. */
export const DEFAULT_READ_TIMEOUT_MS = 5000;

/**
 * The read bound from the environment's READ_TIMEOUT_MS (a whole number of milliseconds; 0 turns it off).
 * @example readTimeoutFrom('2000') // 2000
 * @example readTimeoutFrom(undefined) // 5000
 */
export function readTimeoutFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_READ_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`READ_TIMEOUT_MS must be a whole number of milliseconds, not ${value}`);
  return ms;
}
