import * as v from 'valibot';
import { normalisePayload } from '../../src/domain/schemas/normalise-payload';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { schemaFields } from '../../src/entities/derive/schema-fields';
import { requireStorable } from '../http/odd-text';
import { HttpProblem, type FieldError } from '../http/problem';
import { normaliseUserName } from '../../src/domain/user-name';
import { textLengthErrors } from './text-limits';
import { isJsonObject, type AnyRecord } from '../../src/domain/unknown-values';

/** Reads a JSON body; malformed JSON, or text no store can keep (a NUL, a lone surrogate), is a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') throw new HttpProblem(400, 'The request needs a JSON body');
  let body: unknown;
  try {
    body = normalisePayload(JSON.parse(text));
  } catch {
    throw new HttpProblem(400, 'The request body is not valid JSON');
  }
  requireStorable(body, 'The request body');
  return body;
}

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '(record)',
    message: issue.message,
  }));
}

/**
 * Checks a record against its entity's schema; a failure is a 422 naming each field. Only the
 * schema's fields are kept (tidyRecordShape), and their text is bounded (textLengthErrors).
 * Server-kept fields (rowVersion, isInactive) are the server's to set, so they are dropped first.
 */
export function validateRecord(entity: EntityDefinition, body: unknown): AnyRecord & { id: string } {
  if (!isJsonObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
  const result = v.safeParse(entity.schema, withoutBookkeeping(body));
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpProblem(
      422,
      `The ${entity.singleLabel} has ${errors.length === 1 ? 'an invalid field' : 'invalid fields'}: ${errors.map((e) => e.field).join(', ')}`,
      { errors },
    );
  }
  const output = result.output;
  if (typeof output.id !== 'string' || output.id === '')
    throw new HttpProblem(422, 'id is required', { errors: [{ field: 'id', message: 'Field is required' }] });
  const tidy = tidyRecordShape(entity, output as AnyRecord & { id: string });
  const tooLong = textLengthErrors(entity, tidy);
  if (tooLong.length > 0) {
    throw new HttpProblem(
      422,
      `The ${entity.singleLabel} has ${tooLong.length === 1 ? 'a field' : 'fields'} too long: ${tooLong.map((e) => e.field).join(', ')}`,
      { errors: tooLong },
    );
  }
  return tidy;
}

// The body without rowVersion and isInactive, which the services keep themselves. Most bodies
// (every imported row) carry neither, and copying a record per row is what an import pays for.
function withoutBookkeeping(body: AnyRecord): AnyRecord {
  if (!('rowVersion' in body) && !('isInactive' in body)) return body;
  const { rowVersion: _rowVersion, isInactive: _isInactive, ...fields } = body;
  return fields;
}

/** The longest record id the services accept: a UUID is 36 characters. */
export const MAX_ID_LENGTH = 100;

/** Said when an id is longer than MAX_ID_LENGTH. */
export const ID_TOO_LONG_MESSAGE = `id must be ${MAX_ID_LENGTH} characters or fewer`;

// Passwords live only in the credential store, an integration's API key only in its secrets
// section (server/accounting): a record never keeps one, whatever its section.
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'apiKey',
]);

/**
 * The shape rules every write goes through after its schema check: the id is bounded
 * (400 beyond MAX_ID_LENGTH); password fields are dropped; companyAccountID is dropped where
 * the schema has it, so the owner is set again from the row (withOwner) and no write can
 * name another company there; only the schema's fields are kept (an undeclared field is
 * dropped, whatever the section); a user name is normalised (see normaliseUserName).
 * @example tidyRecordShape(users, { id: 'u1', userName: 'Sam@Acme.test', password: 'x', companyAccountID: 'other' })
 * // { id: 'u1', userName: 'Sam@Acme.test' }
 */
export function tidyRecordShape(
  entity: EntityDefinition,
  data: AnyRecord & { id: string },
): AnyRecord & { id: string } {
  if (data.id.length > MAX_ID_LENGTH) {
    throw new HttpProblem(400, ID_TOO_LONG_MESSAGE, {
      errors: [{ field: 'id', message: ID_TOO_LONG_MESSAGE }],
    });
  }
  const known = schemaFields(entity);
  const tidy: AnyRecord & { id: string } = { id: data.id };
  for (const field in data) {
    if (SECRET_FIELDS.has(field)) continue;
    if (field === 'companyAccountID' && known.has(field)) continue;
    if (!known.has(field)) continue;
    tidy[field] = data[field];
  }
  if (known.has('userName') && typeof tidy.userName === 'string') {
    const normalised = normaliseUserName(tidy.userName);
    if (!normalised.ok)
      throw new HttpProblem(422, `The ${entity.singleLabel} has an invalid field: userName`, {
        errors: [{ field: 'userName', message: normalised.message }],
      });
    tidy.userName = normalised.userName;
  }
  return tidy;
}

/** The company ids a record names in its party fields, other than its owner. */
export function partiesOf(entity: EntityDefinition, data: Readonly<AnyRecord>, owner: string): string[] {
  const parties = new Set<string>();
  for (const field of entity.parties ?? []) {
    const value = data[field];
    if (typeof value === 'string' && value !== '' && value !== owner) parties.add(value);
  }
  return [...parties].sort();
}

/**
 * Whether a write names its record's owner in companyAccountID: where the entity has that field
 * and the services do not keep it themselves (an invoice's issuer, set by the invoicing flows only).
 * @example namesOwner(entityByName('products')) // true
 */
export function namesOwner(entity: EntityDefinition): boolean {
  return (
    schemaFields(entity).has('companyAccountID') &&
    !(entity.serverKeptFields ?? []).includes('companyAccountID')
  );
}

/** Sets companyAccountID to the owner where a write names it (namesOwner). */
export function withOwner(entity: EntityDefinition, data: AnyRecord, owner: string): AnyRecord {
  return namesOwner(entity) && !data.companyAccountID ? { ...data, companyAccountID: owner } : data;
}

/** Reads a rowVersion the client must send with every change. */
export function requireRowVersion(body: AnyRecord): number {
  const value = body.rowVersion;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new HttpProblem(422, 'rowVersion is required: send the rowVersion you last read', {
      errors: [{ field: 'rowVersion', message: 'Field is required' }],
    });
  }
  return value;
}

/**
 * Puts back what a write may not change: server-kept fields always, admin-only fields unless
 * the caller is a global admin. A new record gets none of them from the client.
 */
export function keepProtectedFields(
  entity: EntityDefinition,
  caller: { isGlobalAdmin: boolean },
  data: AnyRecord,
  stored: { data: Readonly<AnyRecord> } | null,
): AnyRecord {
  const kept = [
    ...(entity.serverKeptFields ?? []),
    ...(caller.isGlobalAdmin ? [] : (entity.adminOnlyFields ?? [])),
  ];
  if (kept.length === 0) return data;
  const result = { ...data };
  for (const field of kept) {
    if (stored !== null && field in stored.data) result[field] = stored.data[field];
    else delete result[field];
  }
  return result;
}

/**
 * A record's fields beyond its schema are the services' own (a flow's links such as
 * standingOrderID, the demo data's extras): a write keeps them as stored, so a client can neither
 * set, change nor remove them (tidyRecordShape already dropped the ones it sent). Passwords are
 * never kept.
 * @example keepUndeclaredFields(customerOrders, { id: 'o1' }, { data: { standingOrderID: 's1' } }) // { id: 'o1', standingOrderID: 's1' }
 */
export function keepUndeclaredFields(
  entity: EntityDefinition,
  data: AnyRecord,
  stored: { data: Readonly<AnyRecord> } | null,
): AnyRecord {
  if (stored === null) return data;
  const known = schemaFields(entity);
  const kept = Object.entries(stored.data).filter(
    ([field]) => !known.has(field) && !SECRET_FIELDS.has(field),
  );
  return kept.length === 0 ? data : { ...data, ...Object.fromEntries(kept) };
}
