import { postAccountCall } from '../../blocks/account/account-calls';
import { inviteBody, type InviteAnswer, type InviteValues } from './invite-form';

/**
 * Asks the services to e-mail the person a one-time link (POST account/invite); they answer
 * where it went, never the link. Needs a connection; offline it says so (AccountCallError).
 * @example const answer = await sendInvitation(session.token, { userName: 'sam@acme.com.au', firstName: '', lastName: '', roleID: '' });
 */
export function sendInvitation(
  token: string,
  values: InviteValues,
  fetcher: typeof fetch = fetch,
): Promise<InviteAnswer> {
  return postAccountCall<InviteAnswer>('account/invite', token, inviteBody(values), fetcher);
}
