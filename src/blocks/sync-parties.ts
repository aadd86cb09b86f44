/**
 * Syncing a list with an external party (spec doc 2, sections 3, 4 and 7): which parties the
 * company is connected to, which lists sync, and a row's reference for the chosen party.
 */

import type { EntityDefinition } from '../entities/entity-definition';
import { trimmedOf, type AnyRecord } from '../domain/unknown-values';

/** A party the list can sync with: its id (sent as partyID) and the name shown. */
export type SyncParty = { id: string; name: string };

/** One external reference of a record (the spec's generic item externalReferences). */
export type ExternalReference = {
  externalParty?: string;
  externalID?: string;
  localID?: string;
  externalPartyID?: string;
  externalItemID?: string;
};

/**
 * Whether a list syncs with external parties: its registry declaration says so
 * (`externalSync`, set on products, trading partners, orders and invoices).
 * @example syncsExternally(entityByName('products')) // true
 */
export function syncsExternally(entity: Pick<EntityDefinition, 'externalSync'>): boolean {
  return entity.externalSync === true;
}

/**
 * The parties the company is connected to, from its integration (credential) records: one
 * per externalPartyOptionID of an integration that is active and not switched off, named by
 * the integration (else the party's name), in name order.
 * @example syncPartiesFrom([{ id: 'i1', externalPartyOptionID: 'xero', integrationName: 'Xero', isOn: true }]) // [{ id: 'xero', name: 'Xero' }]
 */
export function syncPartiesFrom(integrations: readonly Readonly<AnyRecord>[]): SyncParty[] {
  const parties = new Map<string, SyncParty>();
  for (const integration of integrations) {
    const id = trimmedOf(integration.externalPartyOptionID) ?? '';
    if (id === '' || integration.isInactive === true || integration.isOn === false || parties.has(id))
      continue;
    parties.set(id, {
      id,
      name:
        (trimmedOf(integration.integrationName) ?? '') || (trimmedOf(integration.externalParty) ?? '') || id,
    });
  }
  return [...parties.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}

/**
 * A record's reference for a party, or null when it is not uploaded to it.
 * @example externalReferenceOf({ externalReferences: [{ externalPartyID: 'xero', externalItemID: 'x-1' }] }, 'xero')?.externalItemID // 'x-1'
 */
export function externalReferenceOf(record: Readonly<AnyRecord>, partyID: string): ExternalReference | null {
  const references = record.externalReferences;
  if (!Array.isArray(references)) return null;
  for (const reference of references) {
    if (typeof reference !== 'object' || reference === null) continue;
    const candidate = reference as ExternalReference;
    if (candidate.externalPartyID === partyID && (trimmedOf(candidate.externalItemID) ?? '') !== '')
      return candidate;
  }
  return null;
}

/**
 * The party the list syncs with: the one chosen while it is still connected, else the first
 * connected one, else none (the sync column is hidden).
 * @example chosenParty([{ id: 'a', name: 'A' }], 'gone') // 'a'
 */
export function chosenParty(parties: readonly SyncParty[], chosen: string | null): string | null {
  if (chosen !== null && parties.some((party) => party.id === chosen)) return chosen;
  return parties[0]?.id ?? null;
}

/**
 * Why the record's last upload to a party failed, as the services kept it on the record (its
 * entry for the party without an externalItemID), or null.
 * @example uploadFailureOf({ externalReferences: [{ externalPartyID: 'xero', message: 'No account code' }] }, 'xero') // 'No account code'
 */
export function uploadFailureOf(record: Readonly<AnyRecord>, partyID: string): string | null {
  const references = record.externalReferences;
  if (!Array.isArray(references) || externalReferenceOf(record, partyID) !== null) return null;
  for (const reference of references) {
    if (typeof reference !== 'object' || reference === null) continue;
    const candidate = reference as ExternalReference & { message?: unknown };
    if (candidate.externalPartyID === partyID && (trimmedOf(candidate.message) ?? '') !== '')
      return trimmedOf(candidate.message) ?? '';
  }
  return null;
}

/**
 * The ids of the rows not yet uploaded to a party, in the rows' order: what Upload All sends.
 * @example notUploaded([{ id: 'a' }, { id: 'b', externalReferences: [{ externalPartyID: 'x', externalItemID: '1' }] }], 'x') // ['a']
 */
export function notUploaded(
  rows: readonly Readonly<AnyRecord & { id: string }>[],
  partyID: string,
): string[] {
  return rows
    .filter((row) => row.isInactive !== true && externalReferenceOf(row, partyID) === null)
    .map((row) => row.id);
}
