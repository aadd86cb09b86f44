import { describe, expect, it } from 'vitest';
import { AccountCallError } from '../../blocks/account/account-calls';
import { deleteAccount } from './delete-account';

describe('deleting the account', () => {
  it('posts the typed confirmation with the session token and answers the report', async () => {
    let body: unknown = null;
    const fetcher = (async (url: string, init?: RequestInit) => {
      expect(url).toMatch(/\/account\/delete$/);
      body = JSON.parse(String(init?.body));
      return new Response(JSON.stringify({ erased: 5, keptShared: 1, logins: 2 }));
    }) as typeof fetch;
    expect(await deleteAccount('t0k', 'Acme', fetcher)).toEqual({ erased: 5, keptShared: 1, logins: 2 });
    expect(body).toEqual({ confirmation: 'Acme' });
  });

  it('says offline that it needs a connection', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(deleteAccount('t', 'Acme', fetcher)).rejects.toBeInstanceOf(AccountCallError);
  });
});
