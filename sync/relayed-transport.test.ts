import { describe, expect, it } from 'vitest';
import { fetchRelay, relayedTransport } from './relayed-transport';

describe('a transport through a relay', () => {
  it('carries method, headers and body there, and status, headers and body back', async () => {
    const seen: { method: string; auth: string | null; body: string }[] = [];
    const answer = async (request: Request) => {
      seen.push({
        method: request.method,
        auth: request.headers.get('Authorization'),
        body: await request.text(),
      });
      return Response.json({ saved: true }, { status: 201, headers: { 'X-Answer': 'yes' } });
    };
    const transport = relayedTransport(fetchRelay(() => answer));
    const response = await transport(
      new Request('http://localhost/api/v1/Products/post', {
        method: 'POST',
        headers: { Authorization: 'Bearer t' },
        body: '{"id":"p1"}',
      }),
    );
    expect(seen).toEqual([{ method: 'POST', auth: 'Bearer t', body: '{"id":"p1"}' }]);
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Answer')).toBe('yes');
    expect(await response.json()).toEqual({ saved: true });
  });

  it('answers a bodiless status without a body, and reads fetch when called, not when made', async () => {
    let current = async () => new Response(null, { status: 204 });
    const transport = relayedTransport(fetchRelay(() => current));
    expect((await transport(new Request('http://localhost/a'))).status).toBe(204);
    current = async () => new Response('later', { status: 200 });
    expect(await (await transport(new Request('http://localhost/a'))).text()).toBe('later');
  });
});
