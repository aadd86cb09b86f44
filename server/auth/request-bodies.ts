import * as v from 'valibot';

/**
 * A text field of an auth request: a string, else read as missing, as these routes have always
 * answered a value of the wrong type (a number where a name belongs is a name left out, and gets
 * that field's own message).
 */
export const textField = v.fallback(v.optional(v.string()), undefined);

/** The token endpoint's parameters (RFC 6749 4.1.3 and 6), from a form or a JSON object. */
export const tokenParamsSchema = v.object({
  grant_type: textField,
  client_id: textField,
  code: textField,
  redirect_uri: textField,
  code_verifier: textField,
  refresh_token: textField,
  device_id: textField,
});
export type TokenParams = v.InferOutput<typeof tokenParamsSchema>;

/** A revocation's parameters (RFC 7009 2.1). */
export const revokeParamsSchema = v.object({ token: textField, client_id: textField });

/** A sign-up: the subscription code is checked against the codes, with its own message, by validateRegistration. */
export const registrationBodySchema = v.object({
  companyName: textField,
  userName: textField,
  password: textField,
  subscriptionCode: v.optional(v.unknown()),
});
export type RegistrationBody = v.InferOutput<typeof registrationBodySchema>;

/** Deleting the company account: the company's name typed to confirm it. */
export const deletionBodySchema = v.object({ confirmation: textField });

/** Inviting a user: a new user by userName (and names), or an existing one by userID; a role optionally. */
export const inviteBodySchema = v.object({
  userID: textField,
  userName: textField,
  firstName: textField,
  lastName: textField,
  roleID: textField,
});
export type InviteRequest = v.InferOutput<typeof inviteBodySchema>;

/**
 * A request body read by its schema, or null when it is not an object (a list too): the routes
 * answer 400 with their message for a body that is not a JSON object or a form.
 * @example bodyOf(deletionBodySchema, { confirmation: 'Acme' }) // { confirmation: 'Acme' }
 */
export function bodyOf<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> | null {
  if (Array.isArray(body)) return null;
  const parsed = v.safeParse(schema, body);
  return parsed.success ? parsed.output : null;
}
