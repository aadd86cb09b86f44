import * as v from 'valibot';
import { countSchema, idSchema, optionalFlagSchema, optionalStringSchema } from './field-types';

/** A link between a local record and its copy at an external party (e.g. an accounting system). */
export const externalReferenceSchema = v.looseObject({
  externalParty: optionalStringSchema,
  externalID: optionalStringSchema,
  localID: optionalStringSchema,
  externalPartyID: optionalStringSchema,
  externalItemID: optionalStringSchema,
  /** Why the last upload to the party failed; the entry then has no externalItemID. */
  message: optionalStringSchema,
});
export type ExternalReference = v.InferOutput<typeof externalReferenceSchema>;

/**
 * The bookkeeping fields every stored record has beside its own: listed here once, for code that
 * strips, copies or protects them.
 * @example BOOKKEEPING_FIELDS.includes('rowVersion') // true
 */
export const BOOKKEEPING_FIELDS = ['id', 'rowVersion', 'isInactive'] as const;
export type BookkeepingField = (typeof BOOKKEEPING_FIELDS)[number];

/**
 * Fields every stored server record has: the bookkeeping fields and its links to external
 * parties; spread into each entity schema. rowVersion is optional because a record created
 * offline has none until the server's save returns it.
 */
export const genericItemEntries = {
  id: idSchema,
  rowVersion: v.optional(countSchema),
  isInactive: optionalFlagSchema,
  externalReferences: v.nullish(v.array(externalReferenceSchema)),
} satisfies Record<BookkeepingField, v.GenericSchema> & Record<string, v.GenericSchema>;

export const genericItemSchema = v.looseObject(genericItemEntries);
export type GenericItem = v.InferOutput<typeof genericItemSchema>;

/** A record offered for syncing with an external party. */
export const syncRecordSchema = v.looseObject({
  localID: idSchema,
  externalPartyID: idSchema,
});
export type SyncRecord = v.InferOutput<typeof syncRecordSchema>;

/** Tells which external parties the company has connected. */
export const credentialRecordSchema = v.looseObject({
  externalPartyOptionID: idSchema,
});
export type CredentialRecord = v.InferOutput<typeof credentialRecordSchema>;

/** Client-only state a list keeps per row; never stored or sent. */
export type ListRowState = {
  loadingCount?: number;
  errorMsg?: string | null;
};

/** A record as shown in a list panel. */
export type ListRow<T extends GenericItem> = T & ListRowState;

/**
 * Drops the client-only list fields so a row can be stored or sent.
 * Loose schemas keep unknown keys, so they must be removed explicitly.
 * @example stripListRowState({ id: 'p1', loadingCount: 1, errorMsg: null }) // { id: 'p1' }
 */
export function stripListRowState<T extends object>(row: T & ListRowState): Omit<T, keyof ListRowState> {
  const { loadingCount: _loadingCount, errorMsg: _errorMsg, ...rest } = row;
  return rest;
}
