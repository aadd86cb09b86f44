import type { Hono } from 'hono';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { HttpProblem } from '../http/problem';
import { readJson } from '../sections/record-input';
import { isJsonObject } from '../../src/domain/unknown-values';
import { recordOf } from '../sections/record-view';
import { createActorResolver, type SectionDeps } from '../sections/section-routes';
import type { RecordRow } from '../store/store';
import { INTEGRATIONS_SECTION, integrationOf, saveSecret, secretOf } from './integration-connections';
import { trimmedOf } from '../../src/domain/unknown-values';

/** The longest API key accepted. */
const MAX_API_KEY_LENGTH = 2000;

function invalid(field: string, message: string): HttpProblem {
  return new HttpProblem(422, message, { errors: [{ field, message }] });
}

/**
 * `POST {integrations}/connect`: connects the company to an outside service in one call, body
 * `{ externalPartyOptionID, integrationName?, baseUrl?, apiKey? }`. It makes (or updates) the
 * company's integration record and keeps the API key apart from it, in a section no read serves;
 * the record only says `hasCredentials`. A base URL the host does not allow, or a missing key the
 * service needs, is refused with the field's message.
 */
export function registerIntegrationRoutes(
  app: Hono,
  entities: readonly EntityDefinition[],
  deps: SectionDeps,
): void {
  const entity = entities.find((candidate) => candidate.section === INTEGRATIONS_SECTION);
  if (entity === undefined) return;
  const actor = createActorResolver(deps);
  const base = sectionBasePath(entity, deps.bases);
  const { store } = deps;

  app.post(`${base}/connect`, async (c) => {
    const { company } = await actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isJsonObject(body))
      throw new HttpProblem(400, 'Send { externalPartyOptionID, integrationName, baseUrl, apiKey }');
    const option = (deps.connectors ?? []).find((candidate) => candidate.id === body.externalPartyOptionID);
    if (option === undefined)
      throw invalid('externalPartyOptionID', 'Choose a service these services can connect to');
    const apiKey = trimmedOf(body.apiKey);
    if (apiKey !== null && apiKey.length > MAX_API_KEY_LENGTH)
      throw invalid('apiKey', `The API key must be ${MAX_API_KEY_LENGTH} characters or fewer`);

    const existing: RecordRow | null = await integrationOf(store, company, option.id, true);
    const baseUrl = body.baseUrl === undefined ? trimmedOf(existing?.data.baseUrl) : trimmedOf(body.baseUrl);
    const key = apiKey ?? (existing === null ? null : await secretOf(store, existing));
    if (option.needsBaseUrl) {
      const problem = option.check({ baseUrl, apiKey: key });
      if (problem !== null) throw invalid('baseUrl', problem);
    }
    if (option.needsApiKey && key === null) throw invalid('apiKey', 'Field is required');

    const data = {
      ...(existing?.data ?? {}),
      externalPartyOptionID: option.id,
      externalParty: option.name,
      integrationName:
        trimmedOf(body.integrationName) ?? trimmedOf(existing?.data.integrationName) ?? option.name,
      isOn: true,
      baseUrl: option.needsBaseUrl ? baseUrl : null,
      hasCredentials: key !== null,
      companyAccountID: company,
    };
    const saved = await store.transaction(async (tx) => {
      const id = existing?.id ?? trimmedOf(body.id) ?? deps.newId();
      const write = {
        section: INTEGRATIONS_SECTION,
        id,
        companyAccountID: company,
        parties: [],
        isInactive: false,
        data: { ...data, id },
      };
      const result = existing === null ? await tx.insert(write) : await tx.update(write, existing.rowVersion);
      if (!result.ok && existing === null)
        throw new HttpProblem(
          409,
          `The id ${id} is taken by another record; connect without an id, or with another`,
        );
      if (!result.ok) throw new HttpProblem(409, 'This integration was changed at the same time. Try again.');
      const secretProblem = apiKey === null ? null : await saveSecret(tx, company, id, apiKey);
      // Thrown inside the transaction, so the integration written above rolls back with it.
      if (secretProblem !== null) throw new HttpProblem(409, secretProblem);
      return result.row;
    });
    return c.json(
      { id: saved.id, rowVersion: saved.rowVersion, data: recordOf(saved) },
      existing === null ? 201 : 200,
    );
  });
}
