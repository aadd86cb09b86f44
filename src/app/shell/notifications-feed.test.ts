import { describe, expect, it } from 'vitest';
import { fetchFeed, markFeedRead, unreadBadge } from './notifications-feed';

describe('the notifications feed', () => {
  it('badges the unread count, nothing at none, 99+ past 99', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(120)).toBe('99+');
  });

  it('asks the account calls with the session token, and says when they refuse', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return new Response(JSON.stringify({ data: [], unread: 0 }), { status: 200 });
    }) as typeof fetch;
    expect(await fetchFeed('t1', fetcher)).toEqual({ data: [], unread: 0 });
    await markFeedRead('t1', ['n1'], fetcher);
    expect(asked.map(([url]) => url)).toEqual([
      '/auth/v1/account/notifications',
      '/auth/v1/account/notifications/read',
    ]);
    expect(new Headers(asked[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t1');
    expect(asked[1]?.[1]?.body).toBe('{"ids":["n1"]}');
    const refusing = (async () => new Response('{}', { status: 401 })) as typeof fetch;
    await expect(fetchFeed('t1', refusing)).rejects.toThrow('Notifications answered 401');
  });
});
