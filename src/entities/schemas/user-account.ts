import * as v from 'valibot';
import { userSchema } from '../../domain/schemas/user';
import { linkSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** A user as the Account/Users section stores it: the user plus its permission list and role. */
export const userAccountSchema = v.looseObject({
  ...userSchema.entries,
  permissions: optionalStringSchema,
  /** The role (Account/Roles) whose permission set the user was given. */
  roleID: linkSchema,
});
export type UserAccount = v.InferOutput<typeof userAccountSchema>;
