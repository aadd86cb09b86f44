import { describe, expect, it } from 'vitest';
import { AccountCallError } from '../../blocks/account/account-calls';
import { sendInvitation } from './send-invitation';

describe('sending an invitation', () => {
  it('posts the trimmed form with the session token and answers where it went', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ userID: 'u1', userName: 'sam@acme.com.au', expiresOn: 'x' }));
    }) as typeof fetch;
    const answer = await sendInvitation(
      't0k',
      { userName: ' sam@acme.com.au ', firstName: '', lastName: '', roleID: 'r1' },
      fetcher,
    );
    expect(answer.userName).toBe('sam@acme.com.au');
    expect(calls[0]?.url).toMatch(/\/account\/invite$/);
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer t0k');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ userName: 'sam@acme.com.au', roleID: 'r1' });
  });

  it("says the services' refusal", async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ message: 'Already a user' }), { status: 409 })) as typeof fetch;
    await expect(
      sendInvitation('t', { userName: 'a@b.co', firstName: '', lastName: '', roleID: '' }, fetcher),
    ).rejects.toEqual(new AccountCallError(409, 'Already a user'));
  });
});
