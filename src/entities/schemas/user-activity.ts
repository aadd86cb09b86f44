import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalDateSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** One thing an ordering user did (opened, saved, confirmed), recorded by the server. */
export const userActivitySchema = v.looseObject({
  ...genericItemEntries,
  userID: linkSchema,
  userName: optionalStringSchema,
  activity: optionalStringSchema,
  navigation: optionalStringSchema,
  itemID: linkSchema,
  createdOn: optionalDateSchema,
});
export type UserActivity = v.InferOutput<typeof userActivitySchema>;
