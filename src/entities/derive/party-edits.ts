import type { AnyRecord } from '../../domain/unknown-values';
import type { EntityDefinition } from '../entity-definition';

/** What a company may do to a record: everything as its owner, else what its party roles are granted now. */
export type PartyEdits = { owner: boolean; fields: readonly string[] };

/**
 * What `company` may change on a record, by the entity's party access (the rule the services
 * enforce on every write, server/sections/party-access.ts): its owner (or a record naming no
 * owner, the company's own new one) anything and may delete it; a party only the fields its
 * roles are granted while no closing flag is set, and never delete or restore it.
 * @example partyEdits(customerConsignments, { companyAccountID: 'tpl', sellerID: 'cider' }, 'cider') // { owner: false, fields: [] }
 */
export function partyEdits(
  entity: Pick<EntityDefinition, 'parties' | 'partyAccess'>,
  record: Readonly<AnyRecord>,
  company: string | null | undefined,
): PartyEdits {
  const owner = record.companyAccountID;
  if (typeof owner !== 'string' || owner === '' || company == null || owner === company)
    return { owner: true, fields: [] };
  const edits = entity.partyAccess?.edits ?? {};
  const fields = new Set<string>();
  for (const role of entity.parties ?? []) {
    if (record[role] !== company) continue;
    const edit = edits[role];
    if (edit === undefined || (edit.closedBy ?? []).some((flag) => record[flag] === true)) continue;
    for (const field of edit.fields) fields.add(field);
  }
  return { owner: false, fields: [...fields] };
}
