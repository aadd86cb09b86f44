import { parseConditions, type FilterCondition } from '../../src/domain/query-conditions';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { schemaFields } from '../../src/entities/derive/schema-fields';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../http/odd-text';
import { HttpProblem } from '../http/problem';
import type { ListQuery } from '../store/store';
import { readListCursor } from './list-cursor';

/** The largest page a getAll answers, whatever takeAmount asks. */
export const MAX_TAKE = 1000;

export type ListRequest = {
  query: Omit<ListQuery, 'visibleTo'>;
  /** Properties to return; null returns every property. */
  properties: readonly string[] | null;
  includeDetails: boolean;
  includeExternalReferences: boolean;
};

function flag(params: URLSearchParams, name: string): boolean {
  return (params.get(name) ?? '').toLowerCase() === 'true';
}

function count(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  // Past 2^53 a number is no longer exact, and a store's 64-bit offset would overflow.
  if (!Number.isSafeInteger(value) || value < 0)
    throw new HttpProblem(400, `${name} must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
  return value;
}

function checkFields(
  fields: Iterable<string>,
  known: ReadonlySet<string>,
  entity: EntityDefinition,
  what: string,
) {
  for (const field of fields) {
    if (!known.has(field))
      throw new HttpProblem(400, `${field} is not a field of ${entity.label} (in ${what})`);
  }
}

// `properties` may come capitalised or as spaced words ('Product Name'), as the client's exports send them.
function propertyName(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return compact.charAt(0).toLowerCase() + compact.slice(1);
}

/**
 * Reads getAll's parameters into a store query, refusing any field the entity does not have.
 * @example parseListParams(products, new URLSearchParams('searchString=milk&takeAmount=75'))
 */
export function parseListParams(entity: EntityDefinition, params: URLSearchParams): ListRequest {
  const known = schemaFields(entity);
  const conditions: FilterCondition[] = [];

  for (const name of (params.get('filterBy') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const filter = entity.filters.find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (!filter) throw new HttpProblem(400, `${name} is not a filter of ${entity.label}`);
    conditions.push(...filter.conditions);
  }

  const queryText = params.get('query');
  if (queryText) {
    const parsed = parseConditions(queryText);
    if (!parsed.ok) throw new HttpProblem(400, parsed.error);
    // A value may spell a NUL as an escape ("\u0000"), which the address check cannot see.
    const odd = parsed.conditions.find(
      (condition) => typeof condition.value === 'string' && isUnstorableText(condition.value),
    );
    if (odd !== undefined)
      throw new HttpProblem(400, `The query parameter (${odd.field}) ${UNSTORABLE_TEXT_MESSAGE}`);
    checkFields(
      parsed.conditions.map((c) => c.field),
      known,
      entity,
      'query',
    );
    conditions.push(...parsed.conditions);
  }

  const propertiesText = params.get('properties');
  const properties = propertiesText
    ? propertiesText
        .split(',')
        .map((p) => propertyName(p.trim()))
        .filter(Boolean)
    : null;
  if (properties) checkFields(properties, known, entity, 'properties');

  const searchText = params.get('searchString')?.trim();
  // Keyset paging: the page after the row an earlier page's nextCursor names.
  const afterText = params.get('takeAfter');
  const after = afterText === null || afterText === '' ? undefined : readListCursor(afterText);
  const take = count(params, 'takeAmount');
  const sortField = params.get('sortBy') ?? entity.sort?.field;
  if (sortField) checkFields([sortField], known, entity, 'sortBy');
  const direction = params.get('sortDirection') ?? entity.sort?.direction ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc')
    throw new HttpProblem(400, 'sortDirection must be asc or desc');

  return {
    query: {
      conditions,
      ...(searchText ? { search: { text: searchText, fields: entity.search } } : {}),
      includeInactive: flag(params, 'includeInactive'),
      ...(sortField ? { sort: { field: sortField, direction } } : {}),
      take: Math.min(take ?? MAX_TAKE, MAX_TAKE),
      skip: count(params, 'takeFrom') ?? 0,
      ...(after === undefined ? {} : { after }),
      includeCount: flag(params, 'includeCount'),
    },
    properties,
    includeDetails: flag(params, 'includeDetails'),
    includeExternalReferences: (params.get('includeProperties') ?? '')
      .split(',')
      .some((p) => p.trim().toLowerCase() === 'externalreferences'),
  };
}

/** The largest page of changes one pull answers. */
export const MAX_CHANGES = 1000;

/**
 * The window of an incremental pull: the cursor to read after (a seq, and for a scoped pull the
 * local day its scope was evaluated on and the device location it named, if any:
 * server/sections/sync-scope.ts) and how many rows (at most MAX_CHANGES).
 * @example changesWindow(new URLSearchParams('after=12&take=500')) // { after: 12, day: null, first: false, location: null, take: 500 }
 * @example changesWindow(new URLSearchParams('after=12@2026-11-27')).day // '2026-11-27'
 * @example changesWindow(new URLSearchParams('after=12@2026-11-27f')).first // true: a scoped first pull goes on
 * @example changesWindow(new URLSearchParams('after=12@2026-11-27:loc-wh')).location // 'loc-wh'
 */
export function changesWindow(params: URLSearchParams): {
  after: number;
  day: string | null;
  first: boolean;
  /** The device location the cursor's scope was evaluated for (null: every location). */
  location: string | null;
  take: number;
} {
  const cursor = /^(\d+)(?:@(\d{4}-\d{2}-\d{2})(f)?(?::([^:]{1,300}))?)?$/.exec(params.get('after') ?? '0');
  const after = Number(cursor?.[1] ?? Number.NaN);
  const take = Math.min(Number(params.get('take') ?? String(MAX_CHANGES)), MAX_CHANGES);
  const location = decodedOrNull(cursor?.[4]);
  if (
    !Number.isSafeInteger(after) ||
    after < 0 ||
    !Number.isSafeInteger(take) ||
    take < 1 ||
    location === undefined
  ) {
    throw new HttpProblem(
      400,
      'after must be a cursor from an earlier pull (or 0) and take a whole number from 1',
    );
  }
  return { after, day: cursor?.[2] ?? null, first: cursor?.[3] === 'f', location, take };
}

// A cursor's location part, decoded; undefined when it is not one this service wrote.
function decodedOrNull(part: string | undefined): string | null | undefined {
  if (part === undefined) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}
