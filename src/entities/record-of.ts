import type * as v from 'valibot';
import type * as definitions from './definitions';

type Definitions = (typeof definitions)[keyof typeof definitions];

/** Every navigation name the app knows, as a type. */
export type EntityName = Definitions['name'];

/** The declaration of one navigation name, with its schema's own type. */
export type DefinitionOf<N extends EntityName> = Extract<Definitions, { name: N }>;

/** The fields every stored record has beside its schema's: listed here once. */
export type RecordBookkeeping = {
  id: string;
  /** The services' version of the record; absent on a record the device made and has not sent yet. */
  rowVersion?: number;
  isInactive?: boolean;
};

/** The names of the bookkeeping fields, for code that strips or copies them. */
export const BOOKKEEPING_FIELDS = [
  'id',
  'rowVersion',
  'isInactive',
] as const satisfies readonly (keyof RecordBookkeeping)[];

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
