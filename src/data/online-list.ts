import type { AnyRecord } from '../domain/unknown-values';
import { sectionBasePath, type ServiceBases } from '../entities/derive/api-paths';
import type { EntityDefinition } from '../entities/entity-definition';
import type { HeldHistory } from '../entities/sync-scope';

/** How the page reads the services online: its session's token, fetch and origin. */
export type OnlineReadDeps = {
  token: string;
  fetch: (request: Request) => Promise<Response>;
  origin: string;
  bases?: ServiceBases;
};

/** The list's own conditions, sent as getAll takes them. */
export type OlderAsk = {
  searchString?: string;
  filterBy?: readonly string[];
  includeInactive?: boolean;
  /** The nextCursor of the page before (keyset paging), or null for the first. */
  after: string | null;
  take: number;
};

/** A page of older records and the cursor of the next (null: the last page). */
export type OlderPage = { rows: AnyRecord[]; next: string | null };

/** The services could not be reached: the list says older records need a connection. */
export class OfflineReadError extends Error {
  constructor() {
    super('Older records need a connection.');
    this.name = 'OfflineReadError';
  }
}

async function getJson(deps: OnlineReadDeps, url: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await deps.fetch(
      new Request(url, { headers: { Authorization: `Bearer ${deps.token}`, Accept: 'application/json' } }),
    );
  } catch {
    throw new OfflineReadError();
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

function messageOf(body: unknown, status: number): string {
  const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : null;
  return typeof message === 'string' && message !== '' ? message : `The services answered ${status}.`;
}

function baseOf(entity: Pick<EntityDefinition, 'service' | 'section'>, deps: OnlineReadDeps): string {
  return `${deps.origin.replace(/\/+$/, '')}${sectionBasePath(entity, deps.bases)}`;
}

/**
 * A page of the records a device does not hold because they are older than its window on the
 * section (its sync scope), read from the services' getAll, newest first.
 * @example await fetchOlderPage(deliveryArchives, held, deps, { after: null, take: 50 }) // { rows: [...], next: 'eyJ…' }
 */
export async function fetchOlderPage(
  entity: Pick<EntityDefinition, 'service' | 'section'>,
  held: HeldHistory,
  deps: OnlineReadDeps,
  ask: OlderAsk,
): Promise<OlderPage> {
  const params = new URLSearchParams({
    query: `${held.field} < ${JSON.stringify(held.from)}`,
    sortBy: held.field,
    sortDirection: 'desc',
    takeAmount: String(ask.take),
  });
  if (ask.searchString !== undefined && ask.searchString.trim() !== '')
    params.set('searchString', ask.searchString.trim());
  if (ask.filterBy !== undefined && ask.filterBy.length > 0) params.set('filterBy', ask.filterBy.join(','));
  if (ask.includeInactive === true) params.set('includeInactive', 'true');
  if (ask.after !== null) params.set('takeAfter', ask.after);
  const { status, body } = await getJson(deps, `${baseOf(entity, deps)}/getAll?${params.toString()}`);
  if (status < 200 || status >= 300) throw new Error(messageOf(body, status));
  const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null;
  const rows = Array.isArray(data)
    ? data.filter(
        (row): row is AnyRecord => typeof row === 'object' && row !== null && typeof row.id === 'string',
      )
    : [];
  const next = typeof body === 'object' && body !== null ? Reflect.get(body, 'nextCursor') : null;
  return { rows, next: typeof next === 'string' && next !== '' ? next : null };
}

/**
 * One record from the services (an archived record older than the device's window), or null
 * when the services have none by that id.
 * @example await fetchOnlineRecord(deliveryArchives, deps, 'a1') // { id: 'a1', ... }
 */
export async function fetchOnlineRecord(
  entity: Pick<EntityDefinition, 'service' | 'section'>,
  deps: OnlineReadDeps,
  id: string,
): Promise<AnyRecord | null> {
  const { status, body } = await getJson(deps, `${baseOf(entity, deps)}/get/${encodeURIComponent(id)}`);
  if (status === 404) return null;
  if (status < 200 || status >= 300) throw new Error(messageOf(body, status));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as AnyRecord) : null;
}
