import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { optionalStringSchema } from '../../domain/schemas/field-types';

/** A named set of permissions (the token's comma-separated list) given to users. */
export const roleSchema = v.looseObject({
  ...genericItemEntries,
  roleName: optionalStringSchema,
  roleDescription: optionalStringSchema,
  permissions: optionalStringSchema,
});
export type Role = v.InferOutput<typeof roleSchema>;
