import { formatDate } from '../../src/domain/formats';
import type { EmailMessage } from '../notifications/email-port';

/** Said when the invitation could not be sent; a new invitation replaces the one not sent. */
export const INVITATION_NOT_SENT_MESSAGE = 'The invitation e-mail could not be sent. Try again in a moment.';

/**
 * The invitation e-mail: the one place the link (its secret) goes, so only the person who reads
 * the mail of that address can accept it.
 * @example invitationMail({ to: 'pat@acme.test', companyName: 'Acme Wholesale', url: 'https://…?token=…', expiresOn: '2026-11-27T00:00:00Z', signsInElsewhere: false })
 */
export function invitationMail(input: {
  to: string;
  companyName: string;
  url: string;
  expiresOn: string;
  signsInElsewhere: boolean;
}): EmailMessage {
  const company = input.companyName === '' ? 'A company' : input.companyName;
  const how = input.signsInElsewhere
    ? 'You already sign in to Bulktrade with another company. Open the link and type that password to move your sign-in here.'
    : 'Open the link to set your password, then sign in.';
  return {
    to: input.to,
    subject: `${company} invites you to Bulktrade`,
    text: [
      `${company} invites you to work with them on Bulktrade.`,
      how,
      input.url,
      `The link works once, until ${formatDate(input.expiresOn)}. If you did not expect this invitation, ignore this e-mail.`,
    ].join('\n\n'),
  };
}
