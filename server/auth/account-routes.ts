import type { Context, Hono } from 'hono';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import type { Authenticate } from '../http/caller';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE, unstorablePath } from '../http/odd-text';
import type { Store } from '../store/store';
import { NOTIFICATIONS_SECTION } from '../flows/notifications';
import { COMPANIES_SECTION, textField } from './account-records';
import { deleteCompanyAccount, deletionCheck } from './account-deletion';
import { INTEGRATION_SECRETS_SECTION } from '../accounting/integration-connections';
import { IMPORT_STAGING_SECTION } from '../flows/import-staging';
import { IMAGES_SECTION } from '../sections/sync-routes';
import { renderInvitationMessage, renderInvitationPage } from './invitation-page';
import { registerNotificationRoutes } from '../notifications/notification-routes';
import {
  acceptInvitation,
  INVITATIONS_SECTION,
  InvitationProblem,
  inviteUser,
  openInvitation,
} from './invitations';
import { verifyPassword } from './passwords';
import { invitationMail, INVITATION_NOT_SENT_MESSAGE } from './invitation-mail';
import { loggedEmailSender, type EmailSender } from '../notifications/email-port';
import {
  retryAfterSeconds,
  signInAttempt,
  tooManySignInsMessage,
  type SignInAttempt,
  type SignInLimits,
} from './sign-in-limits';
import { bodyOf, deletionBodySchema, inviteBodySchema } from './request-bodies';

export type AccountRoutesDeps = {
  store: Store;
  authenticate: Authenticate;
  clock: () => Date;
  passwordIterations?: number;
  newId?: () => string;
  /**
   * The sign-in service's throttles and hashing gate: a password typed to move an existing
   * sign-in (an invitation to an address that signs in elsewhere) counts as a sign-in attempt.
   */
  limits?: SignInLimits;
  clientAddress?: (c: Context) => string | null;
  /** The e-mail port the invitation link is sent through (the development log by default). */
  sendEmail?: EmailSender;
};

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

// The invitation page needs only its inline style and posts to itself; the token must not leak.
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  ...NO_STORE,
};

// A body that is not a JSON object reads as an empty one: each call then answers what it answers
// a request without its fields.
async function jsonBody(c: Context): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  } catch {
    return {};
  }
}

// Text no store can keep (a NUL, a lone surrogate) is dropped: the form then reads as one
// missing that field, and gets the answer such a form gets.
async function formText(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !isUnstorableText(entry[1]),
    ),
  );
}

/**
 * Every section a company's records may be in: each served entity's, the invitations and
 * notifications, its integrations' keys, its staged imports (names, e-mails, phones) and the
 * images it uploaded.
 */
export function accountSections(): string[] {
  // The integrations' API keys, staged imports and images too: they live in sections no entity serves.
  return [
    ...new Set([
      ...servedEntities(ENTITIES).map((entity) => entity.section),
      INVITATIONS_SECTION,
      NOTIFICATIONS_SECTION,
      INTEGRATION_SECRETS_SECTION,
      IMPORT_STAGING_SECTION,
      IMAGES_SECTION,
    ]),
  ];
}

async function companyName(store: Store, id: string): Promise<string> {
  const company = await store.get(COMPANIES_SECTION, id);
  return company === null ? '' : (textField(company, 'companyName') ?? '');
}

/**
 * The account's own calls on the Auth base: deleting the company account, inviting a user, and
 * the invited person's page to set a password. Register before the Auth app's catch-all.
 * @example registerAccountRoutes(app, { store, authenticate, clock });
 */
export function registerAccountRoutes(app: Hono, deps: AccountRoutesDeps): void {
  const newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
  const sendEmail = deps.sendEmail ?? loggedEmailSender();
  registerNotificationRoutes(app, deps);

  app.post('/account/delete', async (c) => {
    const signedIn = await deps.authenticate(c.req.header('Authorization'));
    if (!signedIn.ok)
      return c.json({ message: signedIn.message, reason: signedIn.reason ?? null }, signedIn.status);
    const body = bodyOf(deletionBodySchema, await jsonBody(c));
    const check = deletionCheck(signedIn.caller, body?.confirmation);
    if (!check.ok)
      return c.json(
        { message: check.message, errors: [{ field: 'confirmation', message: check.message }] },
        check.status,
      );
    const report = await deleteCompanyAccount(
      deps.store,
      signedIn.caller.companyAccountID,
      accountSections(),
      deps.clock(),
    );
    return c.json(report, 200, NO_STORE);
  });

  app.post('/account/invite', async (c) => {
    const signedIn = await deps.authenticate(c.req.header('Authorization'));
    if (!signedIn.ok)
      return c.json({ message: signedIn.message, reason: signedIn.reason ?? null }, signedIn.status);
    const raw = await jsonBody(c);
    // A NUL or a lone surrogate no store can keep is refused here, naming the field, not met by the store.
    const odd = unstorablePath(raw);
    if (odd !== null) {
      const message = `The ${odd} ${UNSTORABLE_TEXT_MESSAGE}`;
      return c.json({ message, errors: [{ field: odd, message }] }, 400);
    }
    try {
      const invitation = await inviteUser(deps.store, signedIn.caller, bodyOf(inviteBodySchema, raw) ?? {}, {
        now: deps.clock(),
        newId,
        rolesSection: entityByName('roles').section,
      });
      const url = new URL(c.req.url);
      url.pathname = url.pathname.replace(/\/invite$/, '/invitation');
      url.search = new URLSearchParams({ token: invitation.token }).toString();
      // The link goes only to the invited address: whoever accepts it reads that mail. The
      // inviter is told where it went, never the link (issue 21, item 9).
      const mail = invitationMail({
        to: invitation.userName,
        companyName: await companyName(deps.store, signedIn.caller.companyAccountID),
        url: url.toString(),
        expiresOn: invitation.expiresOn,
        signsInElsewhere: invitation.signsInElsewhere,
      });
      try {
        await sendEmail(mail);
      } catch (error) {
        console.error('The invitation e-mail could not be sent:', error);
        return c.json({ message: INVITATION_NOT_SENT_MESSAGE }, 503, NO_STORE);
      }
      return c.json(
        {
          userID: invitation.userID,
          userName: invitation.userName,
          expiresOn: invitation.expiresOn,
          signsInElsewhere: invitation.signsInElsewhere,
        },
        201,
        NO_STORE,
      );
    } catch (error) {
      if (!(error instanceof InvitationProblem)) throw error;
      return c.json(
        {
          message: error.message,
          ...(error.field === undefined ? {} : { errors: [{ field: error.field, message: error.message }] }),
        },
        error.status,
      );
    }
  });

  app.get('/account/invitation', async (c) => {
    const token = c.req.query('token') ?? '';
    try {
      const open = await openInvitation(deps.store, token, deps.clock());
      return c.html(
        renderInvitationPage({
          token,
          userName: open.userName,
          companyName: await companyName(deps.store, open.user.companyAccountID),
          moving: open.signsInElsewhere,
        }),
        200,
        PAGE_HEADERS,
      );
    } catch (error) {
      if (!(error instanceof InvitationProblem)) throw error;
      return c.html(
        renderInvitationMessage({ title: 'Invitation', message: error.message, signInHref: '/login' }),
        error.status,
        PAGE_HEADERS,
      );
    }
  });

  app.post('/account/invitation', async (c) => {
    const fields = await formText(c);
    const token = fields['token'] ?? '';
    const { limits } = deps;
    let attempt: SignInAttempt | null = null;
    try {
      // Moving an existing sign-in checks its password: throttled as a sign-in is, so links
      // (an inviter can make many) give no way round the sign-in's waits.
      const open = await openInvitation(deps.store, token, deps.clock());
      if (open.signsInElsewhere && limits !== undefined) {
        attempt = await signInAttempt(limits, open.userName, deps.clientAddress?.(c) ?? null);
        const account = await limits.accounts.check([attempt.accountKey]);
        const address = await limits.addresses.check([attempt.addressKey]);
        const wait = Math.max(account.ok ? 0 : account.retryAfterMs, address.ok ? 0 : address.retryAfterMs);
        if (wait > 0) {
          const page = renderInvitationPage({
            token,
            userName: open.userName,
            companyName: await companyName(deps.store, open.user.companyAccountID),
            moving: true,
            error: tooManySignInsMessage(wait),
            field: 'password',
          });
          return c.html(page, 429, { ...PAGE_HEADERS, 'Retry-After': retryAfterSeconds(wait) });
        }
      }
      const priority = attempt?.priority;
      const accepted = await acceptInvitation(
        deps.store,
        token,
        { password: fields['password'] ?? '', confirm: fields['confirm'] ?? '' },
        {
          now: deps.clock(),
          ...(deps.passwordIterations === undefined ? {} : { passwordIterations: deps.passwordIterations }),
          ...(limits === undefined
            ? {}
            : {
                checkPassword: async (password: string, passwordHash: string) => {
                  const checked = await limits.hashing.run(
                    () => verifyPassword(password, passwordHash),
                    priority,
                  );
                  return checked.ok ? checked.value : null;
                },
              }),
        },
      );
      if (attempt !== null) await limits?.accounts.clear(attempt.accountKey);
      if (accepted.moved) {
        const joined = await companyName(
          deps.store,
          (await deps.store.findCredential(accepted.userName))?.companyAccountID ?? '',
        );
        return c.html(
          renderInvitationMessage({
            title: 'Sign-in moved',
            message: `Your sign-in now opens ${joined}. Sign in with your password to start.`,
            signInHref: '/login',
          }),
          200,
          PAGE_HEADERS,
        );
      }
      return c.html(
        renderInvitationMessage({
          title: 'Password set',
          message: 'Your password is set. Sign in to start.',
          signInHref: '/login',
        }),
        200,
        PAGE_HEADERS,
      );
    } catch (error) {
      if (!(error instanceof InvitationProblem)) throw error;
      if (error.wrongPassword && attempt !== null) {
        limits?.accounts.fail([attempt.accountKey]);
        limits?.addresses.fail([attempt.addressKey]);
      }
      if (error.field === undefined)
        return c.html(
          renderInvitationMessage({ title: 'Invitation', message: error.message, signInHref: '/login' }),
          error.status,
          PAGE_HEADERS,
        );
      const open = await openInvitation(deps.store, token, deps.clock());
      const page = renderInvitationPage({
        token,
        userName: open.userName,
        companyName: await companyName(deps.store, open.user.companyAccountID),
        moving: open.signsInElsewhere,
        error: error.message,
        field: error.field,
      });
      return c.html(page, error.status, PAGE_HEADERS);
    }
  });
}
