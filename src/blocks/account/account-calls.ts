import { AUTH_BASE } from '../../entities/derive/api-paths';

/** A refusal of the account services, with the message a person can act on. */
export class AccountCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AccountCallError';
  }
}

/**
 * Posts to one of the account calls of the sign-in service (delete, invite) with the session's
 * token. These act at once on the services, so they need a connection; offline says so.
 * @example await postAccountCall('account/delete', token, { confirmation: 'Acme' })
 */
export async function postAccountCall<T>(
  path: string,
  token: string,
  body: unknown,
  fetcher: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(`${AUTH_BASE}/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AccountCallError(0, 'This needs a connection to Bulktrade. Try again when you are online.');
  }
  const answer: unknown = await response.json().catch(() => null);
  const message =
    typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
      ? answer.message
      : null;
  if (!response.ok)
    throw new AccountCallError(response.status, message ?? `The services answered ${response.status}.`);
  return answer as T;
}
