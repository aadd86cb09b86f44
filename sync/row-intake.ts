import * as v from 'valibot';
import { entitySchema } from '../src/entities/entity-schemas';
import type { FieldProblem, ServerRecord } from './mirror-types';
import { asServerRecord } from './pull-apply';

/**
 * The schema's issues with a row the services sent, each as the field and the schema's words;
 * empty when the row fits its entity's schema.
 * @example shapeIssues('products', { id: 'p1', rowVersion: 1, productName: 42 }) // [{ field: 'productName', message: … }]
 */
export function shapeIssues(entity: string, row: ServerRecord): FieldProblem[] {
  const result = v.safeParse(entitySchema(entity), row);
  if (result.success) return [];
  return result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '(record)', message: issue.message }));
}

/**
 * A row from the services as it enters the mirror (a page of changes, the answer to a pushed
 * write, a record a service call returned), read once with its entity's schema: so what the
 * mirror holds is the entity's RecordOf<N>. A row that does not fit (an older app meeting a newer
 * field shape) is never dropped: it is kept as the services sent it, marked with `_shapeIssues`,
 * a mirror field that never travels (docs/design-notes.md, "Rows that do not fit their schema").
 * The row itself is kept, not the parse's output: the schemas transform nothing, and the row keeps
 * any field a newer service added. Null when the value is not a record at all (no string id or
 * numeric rowVersion).
 * @example intakeRow('products', { id: 'p1', rowVersion: 1, productName: 'Milk' }) // the row as sent
 */
export function intakeRow(entity: string, value: unknown): ServerRecord | null {
  const row = asServerRecord(value);
  if (row === null) return null;
  const issues = shapeIssues(entity, row);
  return issues.length === 0 ? row : { ...row, _shapeIssues: issues };
}

/**
 * The rows of a page that did not fit their schema, for the sync log.
 * @example misfitsOf(rows).length // 0
 */
export function misfitsOf(rows: readonly ServerRecord[]): ServerRecord[] {
  return rows.filter((row) => row._shapeIssues !== undefined);
}
