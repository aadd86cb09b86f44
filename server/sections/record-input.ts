import * as v from 'valibot';
import { normalisePayload } from '../../src/domain/schemas/normalise-payload';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { schemaFields } from '../../src/entities/derive/schema-fields';
import { requireStorable } from '../http/odd-text';
import { HttpProblem, type FieldError } from '../http/problem';

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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '(record)',
    message: issue.message,
  }));
}

/**
 * Checks a record against its entity's schema; a failure is a 422 naming each field.
 * Server-kept fields (rowVersion, isInactive) are the server's to set, so they are dropped first.
 */
export function validateRecord(entity: EntityDefinition, body: unknown): Record<string, unknown> & { id: string } {
  if (!isObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
  const { rowVersion: _rowVersion, isInactive: _isInactive, ...fields } = body;
  const result = v.safeParse(entity.schema, fields);
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpProblem(422, `The ${entity.singleLabel} has ${errors.length === 1 ? 'an invalid field' : 'invalid fields'}: ${errors.map((e) => e.field).join(', ')}`, { errors });
  }
  const output = result.output;
  if (typeof output.id !== 'string' || output.id === '') throw new HttpProblem(422, 'id is required', { errors: [{ field: 'id', message: 'Field is required' }] });
  return output as Record<string, unknown> & { id: string };
}

/** The company ids a record names in its party fields, other than its owner. */
export function partiesOf(entity: EntityDefinition, data: Readonly<Record<string, unknown>>, owner: string): string[] {
  const parties = new Set<string>();
  for (const field of entity.parties ?? []) {
    const value = data[field];
    if (typeof value === 'string' && value !== '' && value !== owner) parties.add(value);
  }
  return [...parties].sort();
}

/** Sets companyAccountID to the owner where the entity has that field. */
export function withOwner(entity: EntityDefinition, data: Record<string, unknown>, owner: string): Record<string, unknown> {
  return schemaFields(entity).has('companyAccountID') && !data.companyAccountID ? { ...data, companyAccountID: owner } : data;
}

/** Reads a rowVersion the client must send with every change. */
export function requireRowVersion(body: Record<string, unknown>): number {
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
  data: Record<string, unknown>,
  stored: { data: Readonly<Record<string, unknown>> } | null,
): Record<string, unknown> {
  const kept = [...(entity.serverKeptFields ?? []), ...(caller.isGlobalAdmin ? [] : (entity.adminOnlyFields ?? []))];
  if (kept.length === 0) return data;
  const result = { ...data };
  for (const field of kept) {
    if (stored !== null && field in stored.data) result[field] = stored.data[field];
    else delete result[field];
  }
  return result;
}
