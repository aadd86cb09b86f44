import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalDateSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/**
 * A shareable link (GET {auth base}/Links/get/{id}) that opens one record of a
 * navigation name, e.g. a public order or invoice view.
 */
export const linkRecordSchema = v.looseObject({
  ...genericItemEntries,
  linkName: optionalStringSchema,
  navigation: optionalStringSchema,
  itemID: linkSchema,
  url: optionalStringSchema,
  companyAccountID: linkSchema,
  expiresOn: optionalDateSchema,
});
export type LinkRecord = v.InferOutput<typeof linkRecordSchema>;
