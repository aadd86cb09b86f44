import type { Hono } from 'hono';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath, SECTION_CALLS, type ServiceBases } from '../../src/entities/derive/api-paths';
import { isJsonObject } from '../../src/domain/unknown-values';
import type { Authenticate } from '../http/caller';
import { HttpProblem } from '../http/problem';
import { callerHeaders, sectionsByBase } from './bundled-calls';
import { MAX_CHANGES } from './list-params';
import { readJson } from './record-input';

/** Sections one pull may ask for; a device syncs fewer than this (89 for an office user). */
export const MAX_PULL_SECTIONS = 200;

/** One section of a pull: its path (as in its URL), the cursor to read after, and whether to count it. */
export type PullSection = { section: string; after: string; count?: boolean };

export type PullDeps = {
  authenticate: Authenticate;
  bases: ServiceBases;
  entities: readonly EntityDefinition[];
};

function readSection(value: unknown): PullSection | string {
  if (!isJsonObject(value)) return 'Each section must be a JSON object';
  const { section, after, count } = value;
  if (typeof section !== 'string' || section === '') return 'Each section needs its path';
  if (after !== undefined && typeof after !== 'string') return 'after must be a cursor as text';
  if (count !== undefined && typeof count !== 'boolean') return 'count must be true or false';
  return { section, after: after ?? '0', ...(count === true ? { count: true } : {}) };
}

/** A single call's body as JSON text, passed on as it came (a page is not parsed and written again). */
async function jsonTextOf(response: Response): Promise<string> {
  const text = await response.text();
  if (text === '') return 'null';
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) return text;
  return JSON.stringify({ message: text });
}

/**
 * `POST {base}/pull` at each service base: one page of changes of many sections at once (a
 * device's pull round asks every section it syncs), and on request each section's count (the
 * first pull's progress). Each section is read through its own calls (`changes`, `get/count`;
 * app.fetch with the caller's headers), so each checks the caller's permission, the acting
 * company and the session's sync scope exactly as it does alone, and answers as it does alone:
 * a section the caller may not see is its 403 or 404 inside a 200, never the whole pull's.
 */
export function registerPullRoutes(app: Hono, deps: PullDeps): void {
  const byBase = sectionsByBase(deps.entities, deps.bases);

  for (const [base, sections] of byBase) {
    app.post(`${base}/pull`, async (c) => {
      const headers = await callerHeaders(c, deps.authenticate);
      const body = await readJson(c.req.raw);
      const asked = isJsonObject(body) ? body.sections : undefined;
      if (!Array.isArray(asked))
        throw new HttpProblem(400, 'Send { sections: [{ section, after, count }], take, location }');
      if (asked.length > MAX_PULL_SECTIONS)
        throw new HttpProblem(413, `A pull asks for at most ${MAX_PULL_SECTIONS} sections`);
      const take = isJsonObject(body) && typeof body.take === 'number' ? body.take : MAX_CHANGES;
      if (!Number.isInteger(take) || take < 1)
        throw new HttpProblem(400, `take must be a whole number from 1 to ${MAX_CHANGES}`);
      const location = isJsonObject(body) && typeof body.location === 'string' ? body.location : '';
      const locationParam = location === '' ? '' : `&location=${encodeURIComponent(location)}`;
      const origin = new URL(c.req.url).origin;
      const single = async (path: string) => {
        const response = await app.fetch(new Request(`${origin}${path}`, { headers }), c.env);
        return { status: response.status, text: await jsonTextOf(response) };
      };

      // Each result is written as JSON text around the single call's own body.
      const results: string[] = [];
      const answer = (section: string, status: number, bodyText: string, count?: number) =>
        results.push(
          `{"section":${JSON.stringify(section)},"status":${status}${count === undefined ? '' : `,"count":${count}`},"body":${bodyText}}`,
        );
      for (const value of asked) {
        const wanted = readSection(value);
        if (typeof wanted === 'string') {
          const section = isJsonObject(value) && typeof value.section === 'string' ? value.section : '';
          answer(section, 400, JSON.stringify({ message: wanted }));
          continue;
        }
        const entity = sections.get(wanted.section);
        if (entity === undefined) {
          answer(
            wanted.section,
            404,
            JSON.stringify({ message: `No section ${wanted.section} is served at ${base}` }),
          );
          continue;
        }
        const path = sectionBasePath(entity, deps.bases);
        const changes = await single(
          `${path}/${SECTION_CALLS.changes}?after=${encodeURIComponent(wanted.after)}&take=${Math.min(take, MAX_CHANGES)}${locationParam}`,
        );
        const counted =
          wanted.count === true && changes.status === 200
            ? await single(`${path}/${SECTION_CALLS.count}?includeInactive=true${locationParam}`)
            : null;
        const countBody: unknown = counted?.status === 200 ? JSON.parse(counted.text) : null;
        const count =
          isJsonObject(countBody) && typeof countBody.count === 'number' ? countBody.count : undefined;
        answer(wanted.section, changes.status, changes.text, count);
      }
      return c.body(`{"results":[${results.join(',')}]}`, 200, { 'Content-Type': 'application/json' });
    });
  }
}
