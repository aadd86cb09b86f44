import type {
  EntityDefinition,
  PartnerRequestRoles,
  PartyAccess,
  PartyField,
  PartyNaming,
} from '../../src/entities/entity-definition';
import { sameValue } from '../../src/domain/same-value';
import { BOOKKEEPING_FIELDS } from '../../src/domain/schemas/generic-item';
import { HttpProblem } from '../http/problem';
import { companyOfFormerParty, formerParty, type RecordRow, type Store } from '../store/store';
import type { AnyRecord } from '../../src/domain/unknown-values';

/**
 * The party-access rule, one for every section (issue: parties get only what the owner granted).
 * - Naming: the owner names another company in a party field only through a relationship that
 *   exists (a request approved by the other side, then an agreement between the two).
 * - Editing: a party changes only the fields its role is granted, while the record's state
 *   allows it; party fields, deletion, restoring and external references are the owner's alone.
 * The registry declares it per entity (`partyAccess`); these functions enforce it.
 */

const DEFAULT_ACCESS: PartyAccess = { naming: 'agreement' };

const ROLE: Readonly<Record<PartyField, string>> = {
  buyerID: 'buyer',
  sellerID: 'seller',
  courierID: 'courier',
  fulfillerID: 'fulfiller',
  fulfillmentBuyerID: 'fulfilment buyer',
};

/** Totals the services derive: a party's write never sets them, whatever it sends. */
const DERIVED_TOTALS = ['subTotal', 'taxTotal', 'amountTotal'] as const;

/** Fields the services derive on every write: never a party's change of its own. */
const DERIVED_FIELDS = new Set<string>([...BOOKKEEPING_FIELDS, ...DERIVED_TOTALS]);

/** A section holding relationships between the companies its party fields name (and, for requests, who asks whom). */
type RelationshipSection = { section: string; parties: readonly PartyField[]; request?: PartnerRequestRoles };

/** Where the services look for the relationships that let one company name another. */
export type Relationships = {
  /** Agreements: customers, suppliers, couriers, clients. */
  agreements: readonly RelationshipSection[];
  /** Partner requests, approved by the company asked. */
  requests: readonly RelationshipSection[];
};

/**
 * The entity's declared rule, or the default: named only through an agreement, read only to parties.
 * @example partyAccessOf(entityByName('products')).naming // 'agreement'
 */
export function partyAccessOf(entity: EntityDefinition): PartyAccess {
  return entity.partyAccess ?? DEFAULT_ACCESS;
}

/**
 * The relationship sections among the served entities, from their declared naming rule.
 * @example relationshipsOf(ENTITIES).agreements.map((a) => a.section) // ['Customers', 'Suppliers', ...]
 */
export function relationshipsOf(entities: readonly EntityDefinition[]): Relationships {
  const sectionsNamed = (naming: PartyNaming): RelationshipSection[] =>
    entities
      .filter((entity) => entity.sharesSectionWith === undefined && entity.partyAccess?.naming === naming)
      .map((entity) => ({
        section: entity.section,
        parties: entity.parties ?? [],
        request: entity.partyAccess?.request,
      }));
  return { agreements: sectionsNamed('approved-request'), requests: sectionsNamed('anyone') };
}

/**
 * Whether a stored record relates exactly `owner` and `other`: one of the two owns it and, for a
 * request, the asking company owns it and asked the other (a third company's request naming both
 * relates nobody). For an agreement, a record of one of the two counts, never a third company's claim.
 */
function relates(
  row: RecordRow,
  request: PartnerRequestRoles | undefined,
  owner: string,
  other: string,
): boolean {
  if (request === undefined) return row.companyAccountID === owner || row.companyAccountID === other;
  const asker = row.data[request.asker];
  const asked = row.data[request.asked];
  return (
    row.companyAccountID === asker &&
    ((asker === owner && asked === other) || (asker === other && asked === owner))
  );
}

async function holdsRelationship(
  store: Store,
  sections: readonly RelationshipSection[],
  owner: string,
  other: string,
  approved: boolean,
): Promise<boolean> {
  for (const { section, parties, request } of sections) {
    for (const field of parties) {
      const { rows } = await store.list(section, {
        visibleTo: owner,
        conditions: [{ field, op: 'eq', value: other }],
        includeInactive: false,
        includeCount: false,
        take: 50,
      });
      const found = rows.some(
        (row) => relates(row, request, owner, other) && (!approved || row.data.isApproved === true),
      );
      if (found) return true;
    }
  }
  return false;
}

/**
 * Refuses (403) a record naming a company in a party field that the owner has no relationship
 * with. Names the record already held are not checked again.
 * @example await checkNamedParties(store, relationships, orders, order, 'comp1', null)
 */
export async function checkNamedParties(
  store: Store,
  relationships: Relationships,
  entity: EntityDefinition,
  data: Readonly<AnyRecord>,
  owner: string,
  stored: RecordRow | null,
): Promise<void> {
  const { naming } = partyAccessOf(entity);
  if (naming === 'anyone') return;
  for (const field of entity.parties ?? []) {
    const named = data[field];
    if (typeof named !== 'string' || named === '' || named === owner || stored?.data[field] === named)
      continue;
    const related =
      naming === 'agreement'
        ? await holdsRelationship(store, relationships.agreements, owner, named, false)
        : await holdsRelationship(store, relationships.requests, owner, named, true);
    if (!related) {
      throw new HttpProblem(
        403,
        naming === 'agreement'
          ? `You have no agreement with company ${named}, so it cannot be this ${entity.singleLabel.toLowerCase()}'s ${ROLE[field]}. Agree terms with it first (a customer, supplier, courier or client request).`
          : `Company ${named} has not approved a request with you, so it cannot be this ${entity.singleLabel.toLowerCase()}'s ${ROLE[field]}. Send it a request and wait for its answer.`,
      );
    }
  }
}

/** The party fields that name `company` on the stored record: its roles there. */
function rolesOf(entity: EntityDefinition, row: RecordRow, company: string): PartyField[] {
  return (entity.parties ?? []).filter((field) => row.data[field] === company);
}

/**
 * Refuses (403) a write by a party, not the owner, that changes anything its roles may not
 * change now. The owner may change anything (subject to the naming rule).
 * @example checkPartyChange(orders, stored, { ...stored.data, isConfirmed: true }, 'buyerCo') // throws: the seller confirms
 */
export function checkPartyChange(
  entity: EntityDefinition,
  stored: RecordRow,
  next: Readonly<AnyRecord>,
  company: string,
): void {
  if (stored.companyAccountID === company) {
    checkOwnerChange(entity, stored, next, company);
    return;
  }
  const { edits = {} } = partyAccessOf(entity);
  const roles = rolesOf(entity, stored, company);
  const allowed = new Set<string>();
  for (const role of roles) {
    const edit = edits[role];
    if (edit === undefined || (edit.closedBy ?? []).some((flag) => stored.data[flag] === true)) continue;
    for (const field of edit.fields) allowed.add(field);
  }
  const keys = new Set([...Object.keys(stored.data), ...Object.keys(next)]);
  const refused = [...keys].filter(
    (key) => !DERIVED_FIELDS.has(key) && !allowed.has(key) && !sameValue(stored.data[key], next[key]),
  );
  if (refused.length === 0) return;
  const role = roles.map((field) => ROLE[field]).join(' and ') || 'party';
  const what = entity.singleLabel.toLowerCase();
  throw new HttpProblem(
    403,
    allowed.size === 0
      ? `This ${what} is ${stored.companyAccountID}'s: as its ${role} you can see it but not change it (${refused.join(', ')}).`
      : `As this ${what}'s ${role} you may change only ${[...allowed].join(', ')} now, not ${refused.join(', ')}.`,
    { errors: refused.map((field) => ({ field, message: `Only the ${what}'s owner may change this` })) },
  );
}

/**
 * Refuses (403) an owner's change of what another company answers in its role (answeredBy: a
 * seller's confirmation of the buyer's purchase order), and, once the owner's own role's edit
 * is closed (the seller confirmed), of that role's fields. An owner no other company answers
 * to changes anything.
 * @example checkOwnerChange(purchaseOrders, poWithSellerComp1, { ...po, isConfirmed: true }, 'alpha') // throws: the seller confirms
 */
function checkOwnerChange(
  entity: EntityDefinition,
  stored: RecordRow,
  next: Readonly<AnyRecord>,
  company: string,
): void {
  const { answeredBy = {}, edits = {} } = partyAccessOf(entity);
  const answering = (Object.entries(answeredBy) as [PartyField, readonly string[]][]).filter(([role]) => {
    const named = stored.data[role];
    return typeof named === 'string' && named !== '' && named !== company;
  });
  if (answering.length === 0) return;
  const locked = new Set(answering.flatMap(([, fields]) => fields));
  for (const role of rolesOf(entity, stored, company)) {
    const edit = edits[role];
    if (edit !== undefined && (edit.closedBy ?? []).some((flag) => stored.data[flag] === true))
      for (const field of edit.fields) locked.add(field);
  }
  const refused = [...locked].filter(
    (key) => !DERIVED_FIELDS.has(key) && !sameValue(stored.data[key], next[key]),
  );
  if (refused.length === 0) return;
  const answerers = answering.map(([role]) => `its ${ROLE[role]} ${String(stored.data[role])}`).join(' and ');
  const what = entity.singleLabel.toLowerCase();
  throw new HttpProblem(
    403,
    `This ${what} is answered by ${answerers}: you cannot change ${refused.join(', ')} now.`,
    {
      errors: refused.map((field) => ({
        field,
        message: `Set by the ${what}'s ${answering.map(([role]) => ROLE[role]).join(' and ')}`,
      })),
    },
  );
}

/**
 * Totals are the services' to derive: a party's write (any company but the owner) keeps the
 * stored totals whatever it sends, through any view of the record. Priced orders and invoices
 * with lines are totalled again from their lines after this; an invoice without lines (a bill
 * typed from paper) keeps the owner's.
 * @example keepStoredTotals({ ...invoice.data, amountTotal: 0.05 }, invoice, 'buyerCo').amountTotal // invoice.data.amountTotal
 */
export function keepStoredTotals(data: AnyRecord, stored: RecordRow | null, company: string): AnyRecord {
  if (stored === null || stored.companyAccountID === company) return data;
  const result = { ...data };
  for (const field of DERIVED_TOTALS) {
    if (field in stored.data) result[field] = stored.data[field];
    else delete result[field];
  }
  return result;
}

/**
 * Refuses (403) what only the owner does: delete, restore, attach or detach external references.
 * @example requireOwner(orders, row, 'buyerCo', 'delete')
 */
export function requireOwner(
  entity: EntityDefinition,
  row: RecordRow,
  company: string,
  action: string,
): void {
  if (row.companyAccountID === company) return;
  throw new HttpProblem(
    403,
    `Only the company that owns this ${entity.singleLabel.toLowerCase()} can ${action} it.`,
  );
}

/**
 * Puts back the fields only a named party sets (a request's answer) when the owner writes:
 * the stored answer, or none on a new record; a new record also leaves out what another company
 * it names answers in its role (answeredBy: a new purchase order is not confirmed by its buyer).
 * @example keepPartyAnswers(customerRequests, { isApproved: true }, null) // {}
 */
export function keepPartyAnswers(
  entity: EntityDefinition,
  data: AnyRecord,
  stored: RecordRow | null,
  company: string,
): AnyRecord {
  const access = partyAccessOf(entity);
  // A new record sets nothing another company answers in its role (a seller's confirmation or number).
  const answeredByOthers =
    stored === null
      ? (Object.entries(access.answeredBy ?? {}) as [PartyField, readonly string[]][])
          .filter(([role]) => typeof data[role] === 'string' && data[role] !== '' && data[role] !== company)
          .flatMap(([, fields]) => fields)
      : [];
  const answers = [...(access.answeredByParty ?? []), ...answeredByOthers];
  if (answers.length === 0 || (stored !== null && stored.companyAccountID !== company)) return data;
  const result = { ...data };
  for (const field of answers) {
    if (stored !== null && field in stored.data) result[field] = stored.data[field];
    else delete result[field];
  }
  return result;
}

/**
 * The parties a write stores: those the record names now, and every company it named before,
 * marked as former (formerParty), so that company's next pull removes the record.
 * @example withFormerParties(['charlie'], ['alpha']) // ['charlie', '~alpha']
 */
export function withFormerParties(current: readonly string[], before: readonly string[]): string[] {
  const named = new Set(current);
  const former = before
    .map(companyOfFormerParty)
    .filter((company) => !named.has(company))
    .map(formerParty);
  return [...new Set([...current, ...former])].sort();
}
