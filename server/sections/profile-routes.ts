import type { Context, Hono } from 'hono';
import type { FilterCondition } from '../../src/domain/query-conditions';
import { BOOKKEEPING_FIELDS } from '../../src/domain/schemas/generic-item';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath, SECTION_CALLS, type ServiceBases } from '../../src/entities/derive/api-paths';
import { COMPANIES_SECTION } from '../auth/account-records';
import { HttpProblem } from '../http/problem';
import { nonBlankOf } from '../../src/domain/unknown-values';
import type { RecordOf } from '../../src/entities/record-of';
import { entityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import { changesWindow, parseListParams } from './list-params';
import { listRecordOf, recordOf } from './record-view';
import type { Relationships } from './party-access';
import { verifiedPartners } from './verified-partners';

/**
 * What a company shows of itself to everyone: its names, colour, ABN (public in the Australian
 * Business Register, and printed on every tax invoice it issues, so its customers' copies show it)
 * and the contact address it chooses to publish (none by default). Its sign-in email
 * (primaryEmail), subscription, suspension and management stay private.
 */
export const PUBLIC_PROFILE_FIELDS = [
  'companyName',
  'accountName',
  'publicContactEmail',
  'themeColour',
  'abn',
] as const satisfies readonly (keyof RecordOf<'companies'>)[];

/** A company's public profile: its public fields, text or null, and whether the viewer trades with it. */
type PublicProfile = Record<(typeof PUBLIC_PROFILE_FIELDS)[number], string | null> & { isVerified: boolean };

const ASKABLE = new Set<string>([...BOOKKEEPING_FIELDS, ...PUBLIC_PROFILE_FIELDS]);

/**
 * A company account as its public profile, with isVerified when the viewer trades with it
 * (an agreement or an approved request between the two; see verifiedPartners).
 * @example profileOf(row, new Set(['comp-dairy'])) // { …, companyName: 'Gippsland Dairy Co-op', isVerified: true }
 */
export function profileOf(row: RecordRow, verified: ReadonlySet<string> = new Set()): RecordRow {
  const company = entityRow('companies', row).data;
  const data: PublicProfile = {
    companyName: nonBlankOf(company.companyName),
    accountName: nonBlankOf(company.accountName),
    publicContactEmail: nonBlankOf(company.publicContactEmail),
    themeColour: nonBlankOf(company.themeColour),
    abn: nonBlankOf(company.abn),
    isVerified: verified.has(row.id),
  };
  return { ...row, data };
}

function companyOfCaller(caller: unknown): string | null {
  if (typeof caller !== 'object' || caller === null || !('companyAccountID' in caller)) return null;
  return typeof caller.companyAccountID === 'string' ? caller.companyAccountID : null;
}

function isProfileOf(row: RecordRow, party: string): boolean {
  const code = row.data.subscriptionCode;
  return (
    row.section === COMPANIES_SECTION &&
    (party === 'ANY' || (typeof code === 'string' && code.startsWith(party)))
  );
}

// A filter, search or sort on a private field would let anyone probe it.
function checkAskable(fields: Iterable<string>): void {
  for (const field of fields) {
    if (!ASKABLE.has(field)) throw new HttpProblem(400, `${field} is not a public profile field`);
  }
}

type ProfileDeps = {
  store: Store;
  bases: ServiceBases;
  /** Checks the caller is signed in (a directory needs no permission); returns the caller. */
  authorize: (c: Context) => Promise<unknown>;
  /** Where the viewer's relationships are, for the verified mark. */
  relationships: Relationships;
};

/**
 * Registers a public directory section (an entity with profilesOf): lists, counts, reads and
 * incremental pulls of the public profiles of every company of that party to anyone signed in;
 * every write is refused, because a company changes its profile in its own settings.
 * @example registerProfileSection(app, entityByName('public-suppliers'), { store, bases, authorize, relationships })
 */
export function registerProfileSection(app: Hono, entity: EntityDefinition, deps: ProfileDeps): void {
  if (entity.profilesOf === undefined)
    throw new Error(`${entity.name} is not a directory of company profiles`);
  const party: string = entity.profilesOf;
  const base = sectionBasePath(entity, deps.bases);
  const { store } = deps;
  const ofParty: FilterCondition = { field: 'subscriptionCode', op: 'contains', value: party };

  // The viewer's trading partners, for the verified mark.
  async function verifiedFor(c: Context): Promise<ReadonlySet<string>> {
    const viewer = companyOfCaller(await deps.authorize(c));
    return viewer === null ? new Set() : verifiedPartners(store, deps.relationships, viewer);
  }

  async function list(c: Context, counting: boolean) {
    const verified = counting ? (await deps.authorize(c), new Set<string>()) : await verifiedFor(c);
    const request = parseListParams(entity, new URL(c.req.url).searchParams);
    const { query } = request;
    checkAskable(query.conditions.map((condition) => condition.field));
    checkAskable(query.search?.fields ?? []);
    checkAskable(query.sort === undefined ? [] : [query.sort.field]);
    checkAskable((request.properties ?? []).filter((property) => property !== 'isVerified'));
    const asked = {
      ...query,
      conditions: party === 'ANY' ? query.conditions : [...query.conditions, ofParty],
      visibleTo: null,
    };
    const result = await store.list(
      COMPANIES_SECTION,
      counting ? { ...asked, includeCount: true, take: 0, skip: 0 } : asked,
    );
    if (counting) return c.json({ count: result.count ?? 0 });
    const data = result.rows
      .filter((row) => isProfileOf(row, party))
      .map((row) => listRecordOf(profileOf(row, verified), request));
    return c.json(result.count === null ? { data } : { data, count: result.count });
  }

  app.get(`${base}/${SECTION_CALLS.changes}`, async (c) => {
    const verified = await verifiedFor(c);
    const { after, take } = changesWindow(new URL(c.req.url).searchParams);
    // The cursor moves past every company read, also those of other parties left out of the page.
    const scanned = await store.changes(COMPANIES_SECTION, null, after, take + 1);
    const page = scanned.slice(0, take);
    const data = page
      .filter((row) => isProfileOf(row, party))
      .map((row) => recordOf(profileOf(row, verified)));
    return c.json({ data, cursor: String(page.at(-1)?.seq ?? after), hasMore: scanned.length > take });
  });
  app.get(`${base}/getAll`, (c) => list(c, false));
  app.get(`${base}/get/count`, (c) => list(c, true));
  app.get(`${base}/get/:id`, async (c) => {
    const verified = await verifiedFor(c);
    const row = await store.get(COMPANIES_SECTION, c.req.param('id'));
    if (row === null || !isProfileOf(row, party))
      throw new HttpProblem(404, `${entity.singleLabel} ${c.req.param('id')} was not found`);
    return c.json(recordOf(profileOf(row, verified)));
  });
  const readOnly = () => {
    throw new HttpProblem(
      403,
      `${entity.label} are public profiles: each company changes its own in its company settings`,
    );
  };
  app.post(`${base}/post`, readOnly);
  app.patch(`${base}/*`, readOnly);
  app.delete(`${base}/delete`, readOnly);
}
