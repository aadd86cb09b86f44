import { describe, expect, it } from 'vitest';
import { faultyTransport, type Fault } from './faulty-transport';

// A server that counts what it handled.
function countingServer() {
  let handled = 0;
  return {
    handled: () => handled,
    transport: async (request: Request) => {
      handled += 1;
      return new Response(
        JSON.stringify({ handled, body: request.method === 'POST' ? await request.text() : null }),
        { status: 200 },
      );
    },
  };
}

const post = () => new Request('http://x.test/api/v1/Products/post', { method: 'POST', body: '{"id":"a"}' });

async function deliver(fault: Fault) {
  const server = countingServer();
  const transport = faultyTransport(server.transport, () => fault, { delayMs: 1 });
  const outcome = await transport(post()).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  return { outcome, handled: server.handled(), transport };
}

describe('faulty transport', () => {
  it('passes and delays requests through', async () => {
    expect((await deliver('pass')).outcome).toEqual({
      status: 200,
      body: { handled: 1, body: '{"id":"a"}' },
    });
    expect((await deliver('delay')).handled).toBe(1);
  });

  it('drops a request before the server sees it', async () => {
    const { outcome, handled } = await deliver('drop');
    expect(outcome).toEqual({ error: expect.stringContaining('dropped') });
    expect(handled).toBe(0);
  });

  it('answers 500 itself', async () => {
    const { outcome, handled } = await deliver('error500');
    expect(outcome).toMatchObject({ status: 500 });
    expect(handled).toBe(0);
  });

  it('resets the connection after the server committed, keeping the answer the client never saw', async () => {
    const { outcome, handled, transport } = await deliver('reset');
    expect(outcome).toEqual({ error: expect.stringContaining('connection reset') });
    expect(handled).toBe(1);
    expect(transport.answers).toEqual([
      {
        method: 'POST',
        path: '/api/v1/Products/post',
        status: 200,
        body: { handled: 1, body: '{"id":"a"}' },
        sent: { id: 'a' },
      },
    ]);
  });

  it('delivers a duplicate with the same body, answering the second', async () => {
    const { outcome, handled } = await deliver('duplicate');
    expect(handled).toBe(2);
    expect(outcome).toEqual({ status: 200, body: { handled: 2, body: '{"id":"a"}' } });
  });
});
