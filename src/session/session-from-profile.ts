import * as v from 'valibot';
import { subscriptionCodeSchema } from '../domain/schemas/field-types';
import type { SessionCompany } from '../domain/schemas/session';
import type { AppSession } from './session-context';

const optionalText = v.nullish(v.string());

// What GET /auth/v1/my-profile answers: the user's record merged with the signed-in caller.
const profileSchema = v.looseObject({
  userID: v.pipe(v.string(), v.minLength(1)),
  userName: v.string(),
  companyAccountID: optionalText,
  permissions: v.nullish(v.string()),
  isGlobalAdmin: v.nullish(v.boolean()),
  subscriptionCode: v.nullish(v.union([subscriptionCodeSchema, v.literal('')])),
  subscriptionsInUse: v.nullish(v.union([v.string(), v.array(v.string())])),
  expiresOn: optionalText,
  selectedLocationID: optionalText,
  defaultLocationID: optionalText,
  company: v.nullish(
    v.looseObject({
      companyName: optionalText,
      accountName: optionalText,
      primaryEmail: optionalText,
      subscriptionCode: v.nullish(v.union([subscriptionCodeSchema, v.literal('')])),
      defaultTimeZone: optionalText,
      isSuspended: v.nullish(v.boolean()),
      reasonForSuspension: optionalText,
    }),
  ),
});

/** The profile answer was not a profile. */
export const PROFILE_INVALID_MESSAGE = 'Your profile could not be read. Please sign in again.';

/**
 * Builds the session from the token and the my-profile answer. The profile's expiresOn (the
 * token's own expiry) wins; `fallbackExpiresOn` (now plus expires_in) covers its absence.
 * @example sessionFromProfile(profile, 'eyJ...', '2026-05-01T10:00:00.000Z').userName // 'training@bulktrade.app'
 */
export function sessionFromProfile(profile: unknown, token: string, fallbackExpiresOn: string): AppSession {
  const parsed = v.safeParse(profileSchema, profile);
  if (!parsed.success) throw new Error(PROFILE_INVALID_MESSAGE);
  const p = parsed.output;
  const company: SessionCompany | null =
    p.company == null
      ? null
      : {
          companyName: p.company.companyName ?? null,
          accountName: p.company.accountName ?? null,
          primaryEmail: p.company.primaryEmail ?? null,
          subscriptionCode: p.company.subscriptionCode === '' ? null : (p.company.subscriptionCode ?? null),
          defaultTimeZone: p.company.defaultTimeZone ?? null,
          isSuspended: p.company.isSuspended ?? false,
          reasonForSuspension: p.company.reasonForSuspension ?? null,
        };
  return {
    token,
    userID: p.userID,
    userName: p.userName,
    companyAccountID: p.companyAccountID ?? null,
    expiresOn: p.expiresOn ?? fallbackExpiresOn,
    permissions: p.permissions ?? '',
    subscriptionCode: p.subscriptionCode === '' ? null : (p.subscriptionCode ?? null),
    subscriptionsInUse: p.subscriptionsInUse ?? null,
    isGlobalAdmin: p.isGlobalAdmin ?? false,
    selectedLocationID: p.selectedLocationID ?? p.defaultLocationID ?? null,
    company,
    isTraining: false,
  };
}
