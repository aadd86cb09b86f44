import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalEmailSchema, optionalFlagSchema, optionalStringSchema } from './field-types';

/** A user of a company account. */
export const userSchema = v.looseObject({
  ...genericItemEntries,
  firstName: optionalStringSchema,
  lastName: optionalStringSchema,
  userName: optionalStringSchema,
  email: optionalEmailSchema,
  companyAccountID: linkSchema,
  isGlobalAdmin: optionalFlagSchema,
});
export type User = v.InferOutput<typeof userSchema>;
