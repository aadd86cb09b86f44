import { HTTP_ACCOUNTING_PARTY } from '../../src/domain/external-parties';
import type { AccountingConnector, ConnectionSettings, ConnectorOption } from './connector';

export { HTTP_ACCOUNTING_PARTY };

/** How long one call to the accounting service may take. */
const CALL_TIMEOUT_MS = 15_000;

type Fetch = (request: Request) => Promise<Response>;

/** The service's answer, or (status 0) why it could not be reached. */
export type Answer = { status: number; body: unknown; error: string | null };

/**
 * What a person is told about a failed call: a fixed message for the kind of answer, with its
 * status. The service's own text is never passed on: whoever answers at the base URL could put
 * anything there, and these services show it to the company as their own words.
 * @example messageOf({ status: 422, body: { message: 'anything' }, error: null }, 'uploading') // 'The accounting service refused the document (422) while uploading; see the document at the service'
 */
export function messageOf(answer: Answer, doing: string): string {
  const { status } = answer;
  if (answer.error !== null)
    return `The accounting service could not be reached while ${doing} (${answer.error}); try again later`;
  if (status >= 300 && status < 400)
    return `The accounting service answered with a redirect (${status}) while ${doing}; these services follow no redirect, so set the base URL to where the service answers`;
  if (status === 401 || status === 403)
    return `The accounting service refused the API key (${status}) while ${doing}; check the key in Integrations`;
  if (status >= 400 && status < 500)
    return `The accounting service refused the document (${status}) while ${doing}; see the document at the service`;
  if (status >= 500) return `The accounting service failed (${status}) while ${doing}; try again later`;
  return `The accounting service answered ${status} while ${doing}`;
}

/** A failure worth one more try: the service was unreachable or failed itself (5xx). */
function isTransient(answer: Answer): boolean {
  return answer.error !== null || answer.status >= 500;
}

/** An origin the host allows: a port of null allows every port of the host. */
export type AllowedOrigin = { protocol: string; hostname: string; port: string | null };

/**
 * The origins this server may call, from a comma list such as
 * `https://books.example.com,http://127.0.0.1`; an origin written without a port allows every
 * port of its host.
 * @example allowedOriginsFrom('http://127.0.0.1') // [{ protocol: 'http:', hostname: '127.0.0.1', port: null }]
 */
export function allowedOriginsFrom(list: string | undefined): AllowedOrigin[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        const written = /^[a-z]+:\/\/[^/]*:\d+(\/|$)/i.test(entry);
        return [{ protocol: url.protocol, hostname: url.hostname, port: written ? url.port : null }];
      } catch {
        return [];
      }
    });
}

/**
 * Why a base URL may not be used, or null: it must be an http(s) URL whose origin the host
 * allows (ACCOUNTING_CONNECTOR_ORIGINS), so a company cannot make the services call anywhere.
 * @example baseUrlProblem('http://127.0.0.1:9000/books', allowedOriginsFrom('http://127.0.0.1')) // null
 */
export function baseUrlProblem(baseUrl: string | null, allowed: readonly AllowedOrigin[]): string | null {
  if (baseUrl === null || baseUrl.trim() === '') return 'Enter the accounting service’s base URL';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'The base URL must be a full address such as https://books.example.com/api';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The base URL must start with https:// or http://';
  const allows = (entry: AllowedOrigin) =>
    entry.protocol === url.protocol &&
    entry.hostname === url.hostname &&
    (entry.port === null || entry.port === url.port);
  if (!allowed.some(allows))
    return `This server may not call ${url.origin}: the host's ACCOUNTING_CONNECTOR_ORIGINS must list it`;
  return null;
}

/**
 * The generic HTTP connector: documents go to `{baseUrl}/documents` (POST, answered with their
 * `id`) and are detached with `DELETE {baseUrl}/documents/{id}`, with the API key as a bearer
 * token. No redirect is followed (a 3xx answer is a failure), and a failure is told in the
 * services' own words with the status, never the service's text. A call that fails transiently (unreachable, or a 5xx) is tried exactly once more with the
 * same Idempotency-Key, so the service makes one document however often the services try.
 * @example httpConnector({ baseUrl: 'http://127.0.0.1:9000', apiKey: 'k' }).upload(doc, 'inv-1:3')
 */
export function httpConnector(
  settings: ConnectionSettings,
  fetch: Fetch = (request) => globalThis.fetch(request),
): AccountingConnector {
  const base = (settings.baseUrl ?? '').replace(/\/+$/, '');
  const call = async (
    method: string,
    path: string,
    body: unknown,
    idempotencyKey: string | null,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (settings.apiKey !== null && settings.apiKey !== '')
      headers.Authorization = `Bearer ${settings.apiKey}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
    try {
      const response = await fetch(
        // No redirect is followed: its target is not checked against the allowed origins, and a
        // 307 would carry the document (and the API key's header) there. A 3xx is a failure.
        new Request(`${base}${path}`, {
          method,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text === '' ? null : (JSON.parse(text) as unknown);
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed, error: null };
    } catch (error) {
      return { status: 0, body: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
  const withOneRetry = async (attempt: () => Promise<Answer>): Promise<Answer> => {
    const first = await attempt();
    return isTransient(first) ? attempt() : first;
  };
  return {
    async upload(document, idempotencyKey) {
      const answer = await withOneRetry(() =>
        call(
          'POST',
          '/documents',
          { localID: document.localID, kind: document.kind, document: document.record },
          idempotencyKey,
        ),
      );
      if (answer.status >= 200 && answer.status < 300) {
        const id =
          typeof answer.body === 'object' && answer.body !== null ? Reflect.get(answer.body, 'id') : null;
        if (typeof id === 'string' && id !== '') return { ok: true, externalItemID: id };
        return { ok: false, message: 'The accounting service did not answer an id for the document' };
      }
      return { ok: false, message: messageOf(answer, 'uploading') };
    },
    async detach(externalItemID) {
      const answer = await withOneRetry(() =>
        call('DELETE', `/documents/${encodeURIComponent(externalItemID)}`, undefined, null),
      );
      // Already gone at the service: the link is gone either way.
      if ((answer.status >= 200 && answer.status < 300) || answer.status === 404) return { ok: true };
      return { ok: false, message: messageOf(answer, 'detaching') };
    },
  };
}

/**
 * The generic HTTP accounting service as a connectable option, calling only the origins the
 * host allows (ACCOUNTING_CONNECTOR_ORIGINS).
 * @example httpConnectorOption({ allowedOrigins: 'http://127.0.0.1' })
 */
export function httpConnectorOption(options: {
  allowedOrigins: string | undefined;
  fetch?: Fetch;
}): ConnectorOption {
  const allowed = allowedOriginsFrom(options.allowedOrigins);
  return {
    id: HTTP_ACCOUNTING_PARTY,
    name: 'Accounting Service (HTTP)',
    description:
      'An accounting service reached over HTTP at a base URL you give, with an API key. Invoices, customers and products upload as documents.',
    needsBaseUrl: true,
    needsApiKey: true,
    check: (settings) => baseUrlProblem(settings.baseUrl, allowed),
    connect: (settings) => httpConnector(settings, options.fetch),
  };
}
