import { linkSchema, optionalEmailSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/**
 * How a company knows a trading partner: the name, email and phone it was added with
 * (the customer CSV columns) and its usual location. Kept on the agreement because the
 * partner may not have an account of its own yet.
 */
export const partnerContactEntries = {
  companyName: optionalStringSchema,
  email: optionalEmailSchema,
  phoneNumber: optionalStringSchema,
  locationID: linkSchema,
};
