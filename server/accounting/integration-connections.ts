import type { RecordRow, Store } from '../store/store';
import type { AccountingConnector, ConnectionSettings, ConnectorOption } from './connector';
import { trimmedOf } from '../../src/domain/unknown-values';

/** Where the company's integrations (the spec's credential records) are kept. */
export const INTEGRATIONS_SECTION = 'Account/ExternalPartyIntegrations';

/**
 * Where the integrations' secrets are kept, one row per integration (secretIdOf). No entity
 * serves this section, so no read of the API (get, getAll, changes, matches) can answer it.
 */
export const INTEGRATION_SECRETS_SECTION = 'Account/ExternalPartySecrets';

/** The secret row's id: record ids are unique across sections, so not the integration's own. */
function secretIdOf(integrationID: string): string {
  return `${integrationID}.secret`;
}

/**
 * The company's live integration with a party (option id): active, not switched off (unless
 * `includeOff`, as connecting again turns it back on), the company's own.
 */
export async function integrationOf(
  store: Store,
  company: string,
  partyID: string,
  includeOff = false,
): Promise<RecordRow | null> {
  const { rows } = await store.list(INTEGRATIONS_SECTION, {
    visibleTo: company,
    conditions: [{ field: 'externalPartyOptionID', op: 'eq', value: partyID }],
    includeInactive: false,
    includeCount: false,
  });
  return (
    rows.find((row) => row.companyAccountID === company && (includeOff || row.data.isOn !== false)) ?? null
  );
}

/** The integration's API key, read on the server only. */
export async function secretOf(store: Store, integration: RecordRow): Promise<string | null> {
  const row = await store.get(INTEGRATION_SECRETS_SECTION, secretIdOf(integration.id));
  return row === null || row.companyAccountID !== integration.companyAccountID
    ? null
    : trimmedOf(row.data.apiKey);
}

/**
 * Keeps (or replaces) an integration's API key. Answers null, or why it could not: the key's
 * record id (the integration's id with `.secret`) is taken by another record, or the key
 * changed at the same moment. The caller answers that with a 409.
 * @example await saveSecret(tx, 'comp1', 'int-1', 'sk-…') // null
 */
export async function saveSecret(
  store: Store,
  company: string,
  integrationID: string,
  apiKey: string,
): Promise<string | null> {
  const id = secretIdOf(integrationID);
  const write = {
    section: INTEGRATION_SECRETS_SECTION,
    id,
    companyAccountID: company,
    parties: [],
    isInactive: false,
    data: { apiKey },
  };
  const taken = `The id ${integrationID} cannot be used for an integration (another record holds ${id}); connect without an id, or with another`;
  const existing = await store.get(INTEGRATION_SECRETS_SECTION, id);
  if (existing !== null && existing.companyAccountID !== company) return taken;
  const result =
    existing === null ? await store.insert(write) : await store.update(write, existing.rowVersion);
  if (result.ok) return null;
  // Record ids are unique across sections: an insert meeting a row elsewhere met a taken id.
  if (existing === null && 'existing' in result && result.existing.section !== INTEGRATION_SECRETS_SECTION)
    return taken;
  return `The credentials of integration ${integrationID} changed at the same time; try again`;
}

/** An integration's settings: its base URL (on the record) and API key (kept apart). */
export async function settingsOf(store: Store, integration: RecordRow): Promise<ConnectionSettings> {
  return { baseUrl: trimmedOf(integration.data.baseUrl), apiKey: await secretOf(store, integration) };
}

export type Connection =
  { ok: true; connector: AccountingConnector; integration: RecordRow } | { ok: false; message: string };

/**
 * The connector for the company's integration with a party, or why there is none: the party is
 * unknown here, the company has not connected it (or switched it off), or its settings will not do.
 * @example const connection = await connectionFor(store, options, 'comp1', 'accounting-http');
 */
export async function connectionFor(
  store: Store,
  options: readonly ConnectorOption[],
  company: string,
  partyID: string,
): Promise<Connection> {
  const option = options.find((candidate) => candidate.id === partyID);
  if (option === undefined) return { ok: false, message: `These services cannot connect to ${partyID}` };
  const integration = await integrationOf(store, company, partyID);
  if (integration === null) return { ok: false, message: `Connect ${option.name} first (Integrations)` };
  const settings = await settingsOf(store, integration);
  const problem = option.check(settings);
  if (problem !== null) return { ok: false, message: problem };
  if (option.needsApiKey && settings.apiKey === null)
    return { ok: false, message: `Enter the API key of ${option.name} (Integrations)` };
  return { ok: true, connector: option.connect(settings), integration };
}

/** How often the last-synced stamp is written again when the integration changed meanwhile. */
const STAMP_TRIES = 3;

/**
 * Stamps the integration's lastSyncedOn after a successful upload. A stamp that keeps meeting
 * other writes is given up: the upload itself has landed either way.
 */
export async function markSynced(store: Store, integrationID: string, now: Date): Promise<void> {
  for (let attempt = 0; attempt < STAMP_TRIES; attempt += 1) {
    const row = await store.get(INTEGRATIONS_SECTION, integrationID);
    if (row === null) return;
    const result = await store.update(
      {
        section: row.section,
        id: row.id,
        companyAccountID: row.companyAccountID,
        parties: row.parties,
        isInactive: row.isInactive,
        data: { ...row.data, lastSyncedOn: now.toISOString() },
      },
      row.rowVersion,
    );
    if (result.ok) return;
  }
}
