import { validateEmail } from '../../domain/field-validation';

/** The invite form's values. */
export type InviteValues = { userName: string; firstName: string; lastName: string; roleID: string };

/** What the services answer: where the invitation went, never its link (only the invited person's mail holds it). */
export type InviteAnswer = {
  userID: string;
  userName: string;
  expiresOn: string;
  /** The address signs in with another company; the link moves that sign-in here, with its password. */
  signsInElsewhere?: boolean;
};

/**
 * The problems of an invite form, by field: the email is the person's sign-in, so it follows the
 * email rules (the services check the same, and more: a name already signing in with this company).
 * @example inviteProblems({ userName: '', firstName: '', lastName: '', roleID: '' }) // { userName: 'Email is required' }
 */
export function inviteProblems(values: InviteValues): Record<string, string> {
  const problem = validateEmail(values.userName.trim());
  return problem === null ? {} : { userName: problem };
}

/**
 * The body of POST account/invite: trimmed, blanks left out; a role only when one is picked.
 * @example inviteBody({ userName: ' sam@acme.com.au ', firstName: 'Sam', lastName: '', roleID: '' }) // { userName: 'sam@acme.com.au', firstName: 'Sam' }
 */
export function inviteBody(values: InviteValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}
