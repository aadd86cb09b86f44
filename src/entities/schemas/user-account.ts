import * as v from 'valibot';
import { userSchema } from '../../domain/schemas/user';
import { optionalStringSchema } from '../../domain/schemas/field-types';

/** A user as the Account/Users section stores it: the user plus its permission list. */
export const userAccountSchema = v.looseObject({
  ...userSchema.entries,
  permissions: optionalStringSchema,
});
export type UserAccount = v.InferOutput<typeof userAccountSchema>;
