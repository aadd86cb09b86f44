import { postAccountCall } from '../../blocks/account/account-calls';
import type { DeletionReport } from './flow';

/**
 * Asks the services to delete the company account (POST account/delete): they check the typed
 * confirmation and the caller's rights as the page does, erase the company's own records and
 * every login, and answer what they did. Needs a connection.
 * @example const report = await deleteAccount(session.token, 'Acme');
 */
export function deleteAccount(
  token: string,
  confirmation: string,
  fetcher: typeof fetch = fetch,
): Promise<DeletionReport> {
  return postAccountCall<DeletionReport>('account/delete', token, { confirmation }, fetcher);
}
