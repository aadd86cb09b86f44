/**
 * An error a person is shown on the error page: its message and, for a suspended account,
 * the stated reason.
 * @example throw new SessionError('Your account has been suspended!', 'Unpaid invoices')
 */
export class SessionError extends Error {
  readonly reason: string | null;

  constructor(message: string, reason: string | null = null) {
    super(message);
    this.name = 'SessionError';
    this.reason = reason;
  }
}

/**
 * The error page's address for a message and an optional reason.
 * @example errorHref('Authentication Failed') // '/error?message=Authentication+Failed'
 */
export function errorHref(message: string, reason?: string | null): string {
  const params = new URLSearchParams({ message });
  if (reason != null && reason !== '') params.set('reason', reason);
  return `/error?${params.toString()}`;
}

/**
 * The message and reason of any thrown value, for the error page.
 * @example describeError(new SessionError('Your account has been suspended!', 'Unpaid')) // { message: ..., reason: 'Unpaid' }
 */
export function describeError(error: unknown): { message: string; reason: string | null } {
  if (error instanceof SessionError) return { message: error.message, reason: error.reason };
  if (error instanceof Error && error.message !== '') return { message: error.message, reason: null };
  return { message: 'Something went wrong.', reason: null };
}
