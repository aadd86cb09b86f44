import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address as the Node host sees it: the socket's peer, or, behind a reverse proxy
 * the operator trusts (TRUST_PROXY=true), the last address the proxy appended to
 * X-Forwarded-For (earlier entries are the client's own claim and can be forged).
 * @example nodeClientAddress(c, false) // '203.0.113.7'
 */
export function nodeClientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last !== undefined) return last;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
