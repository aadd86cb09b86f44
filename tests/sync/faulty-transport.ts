import type { Transport } from '../../sync/ports';

/**
 * What happens to one request on its way:
 * - 'pass': delivered, answered;
 * - 'drop': lost before the server sees it (the client gets a network error);
 * - 'delay': delivered after a pause;
 * - 'error500': a failing proxy answers 500 and the server never sees it;
 * - 'reset': the server handles it and commits, then the connection breaks (network error);
 * - 'duplicate': delivered twice (a retrying proxy); the client gets the second answer.
 */
export type Fault = 'pass' | 'drop' | 'delay' | 'error500' | 'reset' | 'duplicate';

export const FAULTS: readonly Fault[] = ['pass', 'drop', 'delay', 'error500', 'reset', 'duplicate'];

/** One answer the server gave, whether or not the client ever saw it. */
export type ServerAnswer = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** The request's JSON body, when it had one. */ sent?: unknown;
};

/** One write of a batch as the server answered it. */
export type WriteAnswer = { op: string; section: string; id: string; status: number; body: unknown };

/**
 * Every write the server answered inside batch requests, in the order it applied them.
 * @example writeAnswers(transport.answers).map((write) => write.status) // [201, 200]
 */
export function writeAnswers(answers: readonly ServerAnswer[]): WriteAnswer[] {
  return answers.flatMap((answer) => {
    if (!answer.path.endsWith('/batch')) return [];
    const writes = ((answer.sent as { writes?: unknown[] } | undefined)?.writes ?? []) as {
      op: string;
      section: string;
      id: string;
    }[];
    const results = ((answer.body as { results?: unknown[] } | null)?.results ?? []) as {
      status: number;
      body: unknown;
    }[];
    return results.map((result, index) => ({
      op: writes[index]?.op ?? '',
      section: writes[index]?.section ?? '',
      id: writes[index]?.id ?? '',
      status: result.status,
      body: result.body,
    }));
  });
}

export type FaultyTransport = Transport & {
  /** Every request the engine sent, with the fault it met. */
  readonly sent: { method: string; path: string; fault: Fault }[];
  /** Every answer the server produced (duplicates and answers lost to a reset included). */
  readonly answers: ServerAnswer[];
  /** Replaces the plan deciding each request's fault. */
  plan(next: (request: Request, index: number) => Fault): void;
};

export type FaultyTransportOptions = {
  /** The pause of a 'delay' (real time; keep it short). */
  delayMs?: number;
};

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * A transport between engine and server that misbehaves as planned.
 * @example const transport = faultyTransport(world.transport, () => 'reset');
 */
export function faultyTransport(
  inner: Transport,
  initialPlan: (request: Request, index: number) => Fault = () => 'pass',
  options: FaultyTransportOptions = {},
): FaultyTransport {
  let plan = initialPlan;
  const sent: FaultyTransport['sent'] = [];
  const answers: ServerAnswer[] = [];

  async function deliver(request: Request): Promise<Response> {
    const sentText = request.body === null ? '' : await request.clone().text();
    const response = await inner(request);
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: kept as text
    }
    let sent: unknown;
    try {
      sent = sentText === '' ? undefined : (JSON.parse(sentText) as unknown);
    } catch {
      sent = sentText;
    }
    answers.push({
      method: request.method,
      path: pathOf(request),
      status: response.status,
      body,
      ...(sent === undefined ? {} : { sent }),
    });
    return response;
  }

  const transport = async (request: Request): Promise<Response> => {
    const fault = plan(request, sent.length);
    sent.push({ method: request.method, path: pathOf(request), fault });
    switch (fault) {
      case 'pass':
        return deliver(request);
      case 'drop':
        throw new TypeError('Failed to fetch (dropped before the server)');
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
        return deliver(request);
      case 'error500':
        return new Response(JSON.stringify({ message: 'Injected proxy failure' }), { status: 500 });
      case 'reset': {
        const answer = await deliver(request);
        await answer.arrayBuffer();
        throw new TypeError('Failed to fetch (connection reset after the server answered)');
      }
      case 'duplicate': {
        const copy = request.clone();
        const first = await deliver(request);
        await first.arrayBuffer();
        return deliver(copy);
      }
    }
  };

  return Object.assign(transport, {
    sent,
    answers,
    plan(next: (request: Request, index: number) => Fault) {
      plan = next;
    },
  });
}
