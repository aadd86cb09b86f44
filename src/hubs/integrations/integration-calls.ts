import * as v from 'valibot';
import { API_BASE, AUTH_BASE } from '../../entities/derive/api-paths';
import {
  externalPartyIntegrationSchema,
  type ExternalPartyIntegration,
} from '../../entities/schemas/external-party-integration';
import { connectOptionsOf, type ConnectOption } from './connect-form';

/** A refusal of the services, with its message and any field messages. */
export class IntegrationCallError extends Error {
  constructor(
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'IntegrationCallError';
  }
}

const OFFLINE = 'This needs a connection to Bulktrade. Try again when you are online.';

/** The integrations' section (Account/ExternalPartyIntegrations) under the Billing service. */
const INTEGRATIONS = `${API_BASE}/Account/ExternalPartyIntegrations`;

async function call(url: string, init: RequestInit, fetcher: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch {
    throw new IntegrationCallError(OFFLINE);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const message = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'message') : null;
  const errors = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'errors') : null;
  const fields: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const error of errors) {
      const field = typeof error === 'object' && error !== null ? Reflect.get(error, 'field') : null;
      const said = typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : null;
      if (typeof field === 'string' && typeof said === 'string') fields[field] = said;
    }
  }
  throw new IntegrationCallError(
    typeof message === 'string' ? message : `The services answered ${response.status}.`,
    fields,
  );
}

/**
 * The services this host can connect, and whether the company has (GET externalpartyoptions/connect-to).
 * @example const options = await loadConnectOptions(token);
 */
export async function loadConnectOptions(
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<ConnectOption[]> {
  return connectOptionsOf(
    await call(
      `${AUTH_BASE}/externalpartyoptions/connect-to`,
      { headers: { Authorization: `Bearer ${token}` } },
      fetcher,
    ),
  );
}

/**
 * Connects (or reconnects) a service: the services keep the key apart and answer the
 * integration record, which has no key in it (read with the entity's schema).
 * @example const record = await connectIntegration(token, { externalPartyOptionID: 'accounting-http', baseUrl, apiKey });
 */
export async function connectIntegration(
  token: string,
  body: Readonly<Record<string, string>>,
  fetcher: typeof fetch = fetch,
): Promise<ExternalPartyIntegration> {
  const answer = await call(
    `${INTEGRATIONS}/connect`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    fetcher,
  );
  const data = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : null;
  const parsed = v.safeParse(externalPartyIntegrationSchema, data);
  if (!parsed.success) throw new IntegrationCallError('The services did not answer the integration');
  return parsed.output;
}
