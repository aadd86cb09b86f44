import type * as v from 'valibot';
import type * as definitions from './definitions';
import type { BookkeepingField } from '../domain/schemas/generic-item';

/** The names of the bookkeeping fields (listed once, beside the schemas' shared entries). */
export { BOOKKEEPING_FIELDS } from '../domain/schemas/generic-item';

type Definitions = (typeof definitions)[keyof typeof definitions];

/** Every navigation name the app knows, as a type. */
export type EntityName = Definitions['name'];

/** The declaration of one navigation name, with its schema's own type. */
export type DefinitionOf<N extends EntityName> = Extract<Definitions, { name: N }>;

/** The fields every stored record has beside its schema's (BOOKKEEPING_FIELDS), with their types. */
export type RecordBookkeeping = {
  id: string;
  /** The services' version of the record; absent on a record the device made and has not sent yet. */
  rowVersion?: number;
  isInactive?: boolean;
};

/** RecordBookkeeping names exactly the BOOKKEEPING_FIELDS: a field added to one fails to compile until the other has it. */
export type BookkeepingListed = [keyof RecordBookkeeping] extends [BookkeepingField]
  ? [BookkeepingField] extends [keyof RecordBookkeeping]
    ? true
    : never
  : never;
true satisfies BookkeepingListed;

/**
 * One record of a navigation name: its schema's output plus the bookkeeping fields. A renamed
 * field is a compile error wherever the record is read or written.
 * @example const product: RecordOf<'products'> = { id: 'p1', productName: 'Milk' };
 */
export type RecordOf<N extends EntityName> = KnownFields<v.InferOutput<DefinitionOf<N>['schema']>> &
  RecordBookkeeping;

/**
 * The declared fields of a schema's output, without the index signature a loose schema adds: so
 * reading or writing a field the schema does not declare is a compile error.
 */
type KnownFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** The fields a write may change on a record of a navigation name (never its id). */
export type FieldsOf<N extends EntityName> = Partial<Omit<RecordOf<N>, 'id'>>;
