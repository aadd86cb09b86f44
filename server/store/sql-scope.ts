import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { SqlClient } from './sql-client';
import { PLAIN_FIELD, type Binder } from './sql-record-query';
import type { ChangeFilter } from './store';

/**
 * The fields of a section its sync scopes filter on (a stop's journeyID, a journey's driver and
 * date): the store keeps an index for each, so a device's first pull reads its own records, not
 * the section's, and costs the same in a company of 100,000 records and of 1,000,000.
 */
export type ScopeIndexSpec = { section: string; field: string };

// The field's text with the byte order the window's text comparison uses, as the index holds it.
function scopedText(field: string): string {
  return `((records.data ->> '${field}') COLLATE "C")`;
}

/**
 * The WHERE clauses of a change filter, each served by a scope index (a field name that is not
 * plain is compared through a parameter and scans).
 * @example scopeFilterSql({ clauses: [{ field: 'journeyID', values: ['j1'] }] }, binder()) // " AND ((records.data ->> 'journeyID') COLLATE \"C\") = ANY($1::text[])"
 */
export function scopeFilterSql(filter: ChangeFilter, params: Binder): string {
  const parts: string[] = [];
  const textOf = (field: string) =>
    PLAIN_FIELD.test(field)
      ? scopedText(field)
      : `((records.data ->> ${params.bind(field)}::text) COLLATE "C")`;
  for (const clause of filter.clauses) {
    if ('anyField' in clause) {
      // Each field's own index answers its arm (a bitmap OR), so a tablet reads its location's rows only.
      const values = params.bind([...clause.values]);
      parts.push(
        `(${clause.anyField.map((field) => `${textOf(field)} = ANY(${values}::text[])`).join(' OR ')})`,
      );
      continue;
    }
    const text = textOf(clause.field);
    if ('values' in clause) {
      parts.push(`${text} = ANY(${params.bind([...clause.values])}::text[])`);
    } else {
      parts.push(`${text} >= ${params.bind(clause.from)}::text`);
      if (clause.to !== null) parts.push(`${text} < ${params.bind(clause.to)}::text`);
    }
  }
  if (filter.throughSeq !== undefined)
    parts.push(`records.seq <= ${params.bind(Math.floor(filter.throughSeq))}::bigint`);
  return parts.map((part) => ` AND ${part}`).join('');
}

const SCOPE_PREFIX = 'records_scope_';

function hashOf(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}

/**
 * One btree per scoped field over (section, the field's text, seq), partial to the sections
 * that scope by it: a scoped pull reads the index in the field's order and sorts its few rows by seq.
 * @example scopeIndexStatements([{ section: 'Courier/Deliveries', field: 'journeyID' }])[0]?.name // 'records_scope_journeyid_…'
 */
export function scopeIndexStatements(specs: readonly ScopeIndexSpec[]): { name: string; sql: string }[] {
  const byField = new Map<string, Set<string>>();
  for (const spec of specs) {
    if (!PLAIN_FIELD.test(spec.field)) continue;
    byField.set(spec.field, (byField.get(spec.field) ?? new Set()).add(spec.section));
  }
  return [...byField].map(([field, sections]) => {
    const predicate = `section IN (${[...sections]
      .sort()
      .map((section) => `'${section.replace(/'/g, "''")}'`)
      .join(', ')})`;
    const columns = `section, ${scopedText(field).replaceAll('records.', '')}, seq`;
    const name = `${SCOPE_PREFIX}${field.toLowerCase().slice(0, 30)}_${hashOf(`${columns} ${predicate}`)}`;
    return { name, sql: `CREATE INDEX IF NOT EXISTS ${name} ON records (${columns}) WHERE ${predicate}` };
  });
}

/** Makes the scope indexes the registry asks for (safe at every start). */
export async function prepareScopeIndexes(
  client: SqlClient,
  specs: readonly ScopeIndexSpec[],
): Promise<void> {
  for (const statement of scopeIndexStatements(specs)) await client.query(statement.sql, []);
}

/**
 * The scope indexes the registry's sync scopes ask for: every field a rule filters on, per section.
 * @example scopeIndexSpecs(servedEntities(ENTITIES)).some((spec) => spec.field === 'journeyID') // true
 */
export function scopeIndexSpecs(
  entities: readonly Pick<EntityDefinition, 'section' | 'syncScope'>[],
): ScopeIndexSpec[] {
  const specs: ScopeIndexSpec[] = [];
  for (const entity of entities) {
    for (const rule of Object.values(entity.syncScope ?? {})) {
      for (const field of [
        rule.window?.field,
        rule.userField,
        rule.within?.field,
        ...(rule.location?.fields ?? []),
      ])
        if (field !== undefined) specs.push({ section: entity.section, field });
    }
  }
  return specs;
}
