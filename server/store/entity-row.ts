import { entityByName } from '../../src/entities/registry';
import type { EntityName, RecordOf } from '../../src/entities/record-of';
import type { ListQuery, RecordRow, Store } from './store';

/**
 * A stored row of a known navigation name: its data typed as that entity's record, so a flow or a
 * section reading `row.data.productName` fails to compile when the schema renames the field.
 * @example const product: EntityRow<'products'> | null = await getEntityRow(store, 'products', 'milk');
 */
export type EntityRow<N extends EntityName> = Omit<RecordRow, 'data'> & {
  readonly data: Readonly<RecordOf<N>>;
};

/**
 * A stored row viewed as its entity's record. The ONE place the services take a stored row's type
 * on trust instead of parsing it: every write reaches a section either through validateRecord
 * (server/sections/record-input.ts, the registry's valibot schema, the same the client validates
 * forms with) or from the services' own flows and seeds, which build their records as RecordOf<N>
 * (the standing orders' and imports' orders, SeedData<N> in server/seed/training-types.ts). Parsing
 * again on every read would only repeat that check on the hot path. The schemas are loose, so a
 * field a schema does not declare stays in the row, untyped: a reader that needs one declares it
 * beside its code (StoredAgreement in server/sections/supplier-catalogue.ts).
 * @example const order = entityRow('customer-orders', context.after);
 */
export function entityRow<N extends EntityName>(_name: N, row: RecordRow): EntityRow<N> {
  return row as EntityRow<N>;
}

/**
 * The section a navigation name stores its records in.
 * @example sectionOf('products') // 'Products'
 */
export function sectionOf(name: EntityName): string {
  return entityByName(name).section;
}

/**
 * A record of a navigation name by id, whoever owns it (callers check visibility), or null.
 * @example (await getEntityRow(store, 'companies', 'comp1'))?.data.companyName
 */
export async function getEntityRow<N extends EntityName>(
  store: Store,
  name: N,
  id: string | null,
): Promise<EntityRow<N> | null> {
  const row = id === null ? null : await store.get(sectionOf(name), id);
  return row === null ? null : entityRow(name, row);
}

/**
 * The rows of a navigation name a list query answers.
 * @example await listEntityRows(store, 'products', { visibleTo: 'comp1', conditions: [], includeInactive: false, includeCount: false })
 */
export async function listEntityRows<N extends EntityName>(
  store: Store,
  name: N,
  query: ListQuery,
): Promise<EntityRow<N>[]> {
  const { rows } = await store.list(sectionOf(name), query);
  return rows.map((row) => entityRow(name, row));
}

/**
 * The records of a navigation name a company owns, read from the entity's section or the one the
 * caller's deps name (a test's or a proxy's): what a company's own catalogue, pricing or import
 * reads. Inactive ones too when asked (their changes move a pull's cursor).
 * @example await ownEntityRows(store, 'zones', 'comp1', { includeInactive: true })
 */
export async function ownEntityRows<N extends EntityName>(
  store: Store,
  name: N,
  owner: string,
  options: { includeInactive: boolean; section?: string | undefined },
): Promise<EntityRow<N>[]> {
  const { rows } = await store.list(options.section ?? sectionOf(name), {
    visibleTo: owner,
    conditions: [],
    includeInactive: options.includeInactive,
    includeCount: false,
  });
  return rows.filter((row) => row.companyAccountID === owner).map((row) => entityRow(name, row));
}
