import { formatConditions } from '../src/domain/query-conditions';
import { sectionBasePath } from '../src/entities/derive/api-paths';
import { entityByName } from '../src/entities/registry';
import type { TrainingServices } from './training-services';

/** What a demo-only GetConsignmentIDs path looks up: one delivery, one release or one journey. */
export type ConsignmentSource = 'delivery' | 'release' | 'journey';

type Movement = { consignmentID?: unknown; bundleID?: unknown };

// Sub-requests carry the caller's own headers, so tenancy, permissions and 401s are the services' own.
const FORWARDED_HEADERS = ['Authorization', 'ManagedCompanyAccountID'] as const;

function subRequest(original: Request, path: string): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = original.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(new URL(path, original.url), { headers });
}

async function readMovements(
  services: TrainingServices,
  original: Request,
  entityName: 'deliveries' | 'releases',
  query: string,
): Promise<Movement[] | Response> {
  const params = new URLSearchParams({
    query,
    takeAmount: '1000',
    sortBy: 'arrivalSortNumber',
    sortDirection: 'asc',
  });
  const response = await services.fetch(
    subRequest(original, `${sectionBasePath(entityByName(entityName))}/getAll?${params}`),
  );
  if (!response.ok) return response;
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  return Array.isArray(data)
    ? data.filter((row): row is Movement => typeof row === 'object' && row !== null)
    : [];
}

async function readOne(
  services: TrainingServices,
  original: Request,
  entityName: 'deliveries' | 'releases' | 'journeys',
  id: string,
): Promise<Movement | Response> {
  const response = await services.fetch(
    subRequest(original, `${sectionBasePath(entityByName(entityName))}/get/${encodeURIComponent(id)}`),
  );
  if (!response.ok) return response;
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null ? body : {};
}

function idsOf(movements: readonly Movement[]): string[] {
  const ids = movements
    .map((movement) => movement.consignmentID)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)];
}

// A movement travels with the others of its bundle, so their consignments go together.
async function withBundle(
  services: TrainingServices,
  original: Request,
  entityName: 'deliveries' | 'releases',
  movement: Movement,
): Promise<Movement[] | Response> {
  if (typeof movement.bundleID !== 'string' || movement.bundleID === '') return [movement];
  return readMovements(
    services,
    original,
    entityName,
    formatConditions([{ field: 'bundleID', op: 'eq', value: movement.bundleID }]),
  );
}

async function consignmentsOf(
  source: ConsignmentSource,
  id: string,
  services: TrainingServices,
  original: Request,
): Promise<string[] | Response> {
  if (source === 'journey') {
    const journey = await readOne(services, original, 'journeys', id);
    if (journey instanceof Response) return journey;
    const onJourney = formatConditions([{ field: 'journeyID', op: 'eq', value: id }]);
    const deliveries = await readMovements(services, original, 'deliveries', onJourney);
    if (deliveries instanceof Response) return deliveries;
    const releases = await readMovements(services, original, 'releases', onJourney);
    if (releases instanceof Response) return releases;
    return idsOf([...deliveries, ...releases]);
  }
  const own = source === 'delivery' ? 'deliveries' : 'releases';
  let found = await readOne(services, original, own, id);
  let section: 'deliveries' | 'releases' = own;
  // The canned data records each hand-over on its delivery movement (releasedOn, proofOfRelease),
  // so a release id the Releases section does not know is looked up among the deliveries.
  if (found instanceof Response && found.status === 404 && source === 'release') {
    found = await readOne(services, original, 'deliveries', id);
    section = 'deliveries';
  }
  if (found instanceof Response) return found;
  const bundle = await withBundle(services, original, section, found);
  return bundle instanceof Response ? bundle : idsOf(bundle);
}

/**
 * Answers a demo-only GetConsignmentIDs path: a JSON array of the ids of the consignments
 * linked to that delivery (with its bundle), release (with its bundle) or journey (every
 * movement on it, in stop order). Errors (401, 404 ...) are the services' own answers.
 * @example await consignmentIdsResponse('journey', 'jny-metro-morning-today', services, request) // ["con-…", …]
 */
export async function consignmentIdsResponse(
  source: ConsignmentSource,
  id: string,
  services: TrainingServices,
  request: Request,
): Promise<Response> {
  if (id === '') return Response.json({ message: 'An id is required.' }, { status: 400 });
  const ids = await consignmentsOf(source, id, services, request);
  return ids instanceof Response ? ids : Response.json(ids);
}
