import type { ExternalSyncPort } from '../blocks/use-external-sync';
import { sectionBasePath, type ServiceBases } from '../entities/derive/api-paths';
import { entityByName } from '../entities/registry';

export type ExternalSyncPortDeps = {
  entityName: string;
  /** The signed-in session's bearer token. */
  token: string;
  fetch: (request: Request) => Promise<Response>;
  /** Origin of the services; the page's own by default. */
  origin: string;
  bases?: ServiceBases;
  /** Takes a record the services answered into the mirror (applyServerRecord). */
  apply: (record: unknown) => Promise<unknown>;
};

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(status: number, body: unknown): Error {
  const message =
    typeof body === 'object' && body !== null && typeof Reflect.get(body, 'message') === 'string'
      ? String(Reflect.get(body, 'message'))
      : null;
  return new Error(message ?? `The services answered ${status}`);
}

/**
 * The list's external-party calls over the services (spec doc 2, section 7): upload one
 * record (POST post?partyID=&sync=true) and detach its reference (PATCH patch/unsync?partyID=).
 * They need the network, unlike the user's own writes: each answers once the services have,
 * rejecting with their message, and the changed record goes straight into the mirror.
 * @example const port = createExternalSyncPort({ entityName: 'products', token, fetch, origin: location.origin, apply });
 */
export function createExternalSyncPort(deps: ExternalSyncPortDeps): ExternalSyncPort {
  const base = `${deps.origin.replace(/\/+$/, '')}${sectionBasePath(entityByName(deps.entityName), deps.bases)}`;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${deps.token}`,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await deps.fetch(
      new Request(`${base}/${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const answer = await bodyOf(response);
    if (!response.ok) {
      // A refused upload comes with the record as the services kept it (the message on its row).
      const kept = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : null;
      if (typeof kept === 'object' && kept !== null && !Array.isArray(kept)) await deps.apply(kept);
      throw failure(response.status, answer);
    }
    return answer;
  };
  const party = (partyID: string) => `partyID=${encodeURIComponent(partyID)}`;
  return {
    async upload(id, partyID) {
      const answer = await call('POST', `post?${party(partyID)}&sync=true`, { id, isPull: false });
      await deps.apply(typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : null);
    },
    async detach(id, externalItemID, partyID) {
      await call('PATCH', `patch/unsync?${party(partyID)}`, [externalItemID]);
      await deps.apply(await call('GET', `get/${encodeURIComponent(id)}`));
    },
  };
}
