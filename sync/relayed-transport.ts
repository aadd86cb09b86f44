import type { Transport } from './ports';

/**
 * A request or response as plain data, so it can cross from the sync worker to the page and
 * back (Request and Response cannot be posted between them).
 */
export type RelayedRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
};
export type RelayedResponse = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string | null;
};

/** Sends a request somewhere else to be answered: in training mode, to the page's in-browser services. */
export type Relay = (request: RelayedRequest) => Promise<RelayedResponse>;

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A Request as plain data (its body read as text).
 * @example await relayedRequest(new Request('http://x/api', { method: 'POST', body: '{}' }))
 */
export async function relayedRequest(request: Request): Promise<RelayedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

/**
 * A Response as plain data (its body read as text).
 * @example await relayedResponse(Response.json({ ok: true }))
 */
export async function relayedResponse(response: Response): Promise<RelayedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.text(),
  };
}

/**
 * The Request again, on the other side.
 * @example requestOf({ url: 'http://x/api', method: 'GET', headers: [], body: null })
 */
export function requestOf(relayed: RelayedRequest): Request {
  return new Request(relayed.url, {
    method: relayed.method,
    headers: relayed.headers,
    ...(relayed.body === null ? {} : { body: relayed.body }),
  });
}

/**
 * The Response again, on the other side.
 * @example responseOf({ status: 204, statusText: '', headers: [], body: '' }).status // 204
 */
export function responseOf(relayed: RelayedResponse): Response {
  const body = NO_BODY_STATUSES.has(relayed.status) ? null : relayed.body;
  return new Response(body, {
    status: relayed.status,
    statusText: relayed.statusText,
    headers: relayed.headers,
  });
}

/**
 * The engine's transport through a relay: each request is answered wherever the relay sends it.
 * @example const transport = relayedTransport(pageRelay); await transport(new Request(url))
 */
export function relayedTransport(relay: Relay): Transport {
  return async (request) => responseOf(await relay(await relayedRequest(request)));
}

/**
 * The relay's other end: answers a relayed request with `fetch` (read at call time, so a fetch
 * that training mode answers in the page is the one used).
 * @example proxy(fetchRelay(() => window.fetch))
 */
export function fetchRelay(fetchOf: () => (request: Request) => Promise<Response>): Relay {
  return async (relayed) => relayedResponse(await fetchOf()(requestOf(relayed)));
}
