import type { Context } from 'hono';
import type { EntityDefinition, ServiceArea } from '../../src/entities/entity-definition';
import type { ServiceBases } from '../../src/entities/derive/api-paths';
import type { Authenticate } from '../http/caller';
import { MANAGED_COMPANY_HEADER } from '../http/acting-company';
import { HttpProblem } from '../http/problem';

/**
 * Each service base's sections (the first entity of each section), for the routes that bundle
 * single calls at a base (`{base}/batch`, `{base}/pull`).
 * @example sectionsByBase(ENTITIES, DEFAULT_SERVICE_BASES).get('/api/v1')?.get('Products')
 */
export function sectionsByBase(
  entities: readonly EntityDefinition[],
  bases: ServiceBases,
): Map<string, Map<string, EntityDefinition>> {
  const byBase = new Map<string, Map<string, EntityDefinition>>();
  for (const entity of entities) {
    const base = bases[entity.service as ServiceArea].replace(/\/+$/, '');
    const sections = byBase.get(base) ?? new Map<string, EntityDefinition>();
    if (!sections.has(entity.section)) sections.set(entity.section, entity);
    byBase.set(base, sections);
  }
  return byBase;
}

/**
 * The headers each bundled single call carries, as the caller sent them (its token and the
 * company it acts for), after the caller is checked signed in (else its 401/403, as alone).
 * @example const headers = await callerHeaders(c, deps.authenticate);
 */
export async function callerHeaders(c: Context, authenticate: Authenticate): Promise<Record<string, string>> {
  const authorization = c.req.header('Authorization');
  const signedIn = await authenticate(authorization);
  if (!signedIn.ok)
    throw new HttpProblem(
      signedIn.status,
      signedIn.message,
      signedIn.reason ? { reason: signedIn.reason } : {},
    );
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization !== undefined) headers.Authorization = authorization;
  const managed = c.req.header(MANAGED_COMPANY_HEADER) ?? c.req.query('proxyID');
  if (managed !== undefined) headers[MANAGED_COMPANY_HEADER] = managed;
  return headers;
}
