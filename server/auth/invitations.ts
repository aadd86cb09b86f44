import type { Caller } from '../http/caller';
import type { RecordRow, Store } from '../store/store';
import { canEditArea } from '../../src/domain/permissions';
import { passwordProblems } from '../../src/domain/password-rules';
import { validateEmail } from '../../src/domain/field-validation';
import { normaliseUserName } from '../../src/domain/user-name';
import { textField, userRecord, USERS_SECTION } from './account-records';
import { bytesToBase64Url, randomToken } from './base64';
import type { InviteRequest } from './request-bodies';
import { trimmedOf } from '../../src/domain/unknown-values';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Invitations live in their own section, never served by the generic routes: the record id is
 * the SHA-256 of the one-time token, so the link itself is stored nowhere.
 */
export const INVITATIONS_SECTION = 'Account/Invitations';
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const INVITE_NOT_ALLOWED_MESSAGE = 'Inviting users needs the users edit permission.';
export const INVITE_ROLE_ADMIN_MESSAGE = 'Only a global admin may give an invited user a role.';
export const INVITE_ROLE_MISSING_MESSAGE = 'That role is not one of your company’s roles.';
export const INVITE_USER_MISSING_MESSAGE = 'That user is not an active user of your company.';
export const INVITE_ALREADY_SIGNS_IN_MESSAGE =
  'That user already signs in; they can change their password from My Profile.';
export const INVITE_NAME_TAKEN_MESSAGE = 'That email is already the sign-in of another account.';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid. Ask whoever invited you for a new one.';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation link has expired. Ask whoever invited you for a new one.';
export const INVITATION_USED_MESSAGE =
  'This invitation link has been used already. Sign in with the password you set.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same';
/** Said when the password typed to move a sign-in is not that sign-in's. */
export const MOVE_WRONG_PASSWORD_MESSAGE =
  'That is not the password of this sign-in. Type the password you sign in with now.';
/** Said when the address began to sign in with another company while this page was open. */
export const MOVE_NOW_MESSAGE =
  'This address has just started to sign in with another company. Type that password to move the sign-in here.';
/** Said when a link was tried with too many wrong passwords. */
export const INVITATION_WITHDRAWN_MESSAGE =
  'This invitation link was withdrawn after too many wrong passwords. Ask whoever invited you for a new one.';
/** Said when moving would leave the company the person signs in to now without a global admin. */
export const MOVE_LAST_ADMIN_MESSAGE =
  'You are the only global admin of the company you sign in to now. Make another user a global admin there first, then open this link again.';
/** Wrong passwords one link takes before it is withdrawn. */
export const MOVE_PASSWORD_TRIES = 5;

export class InvitationProblem extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 422 | 503,
    message: string,
    readonly field?: string,
    /** A wrong password of an existing sign-in: it counts against the sign-in's throttle. */
    readonly wrongPassword = false,
  ) {
    super(message);
    this.name = 'InvitationProblem';
  }
}

/**
 * The invitation record id of a link token: its SHA-256, base64url.
 * @example await invitationID('abc') // 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'
 */
export async function invitationID(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return bytesToBase64Url(new Uint8Array(digest));
}

/** Who to invite: an existing user of the company by id, or a new one by email. */

/** `signsInElsewhere`: the address already signs in with another company; the link moves that sign-in here. */
export type Invitation = {
  token: string;
  userID: string;
  userName: string;
  expiresOn: string;
  signsInElsewhere: boolean;
};

async function existingUser(store: Store, caller: Caller, userID: string): Promise<RecordRow> {
  const user = await store.get(USERS_SECTION, userID);
  if (user === null || user.isInactive || user.companyAccountID !== caller.companyAccountID)
    throw new InvitationProblem(404, INVITE_USER_MISSING_MESSAGE);
  return user;
}

async function roleOf(
  store: Store,
  caller: Caller,
  roleID: string | null,
  rolesSection: string,
): Promise<RecordRow | null> {
  if (roleID === null) return null;
  if (!caller.isGlobalAdmin) throw new InvitationProblem(403, INVITE_ROLE_ADMIN_MESSAGE);
  const role = await store.get(rolesSection, roleID);
  if (role === null || role.isInactive || role.companyAccountID !== caller.companyAccountID)
    throw new InvitationProblem(422, INVITE_ROLE_MISSING_MESSAGE, 'roleID');
  return role;
}

/**
 * Invites a user: checks the caller may (users.edit; a role needs a global admin, as the user
 * form's admin-only fields do), makes the user when new (the role's permissions given with its
 * roleID), and keeps a one-time link that works for INVITATION_DAYS. Earlier links of the same
 * user stop working. All in one transaction.
 * @example const { token } = await inviteUser(store, caller, { userName: 'sam@acme.com.au', roleID: 'r1' }, { now, newId, rolesSection: 'Account/Roles' });
 */
export async function inviteUser(
  store: Store,
  caller: Caller,
  request: InviteRequest,
  deps: { now: Date; newId: () => string; rolesSection: string },
): Promise<Invitation> {
  if (!canEditArea(caller, 'users')) throw new InvitationProblem(403, INVITE_NOT_ALLOWED_MESSAGE);
  const token = randomToken(32);
  const id = await invitationID(token);
  const expiresOn = new Date(deps.now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return store.transaction(async (tx) => {
    const role = await roleOf(tx, caller, trimmedOf(request.roleID), deps.rolesSection);
    let user: RecordRow;
    const userID = trimmedOf(request.userID);
    if (userID !== null) {
      user = await existingUser(tx, caller, userID);
      if (role !== null) {
        const updated = await tx.update(
          {
            ...user,
            data: { ...user.data, roleID: role.id, permissions: textField(role, 'permissions') ?? '' },
          },
          user.rowVersion,
        );
        if (!updated.ok) throw new InvitationProblem(409, 'The user changed at the same moment; try again.');
        user = updated.row;
      }
    } else {
      const normalised = normaliseUserName(request.userName ?? '');
      const userName = normalised.ok ? normalised.userName : '';
      const problem = normalised.ok ? validateEmail(userName) : normalised.message;
      if (problem !== null) throw new InvitationProblem(422, problem, 'userName');
      // The address may sign in with another company (or be invited by several): the person who
      // opens this link and types that sign-in's password moves it here (acceptInvitation).
      const signsIn = await tx.findCredential(userName);
      if (signsIn !== null && signsIn.companyAccountID === caller.companyAccountID)
        throw new InvitationProblem(409, INVITE_NAME_TAKEN_MESSAGE, 'userName');
      const made = userRecord(
        {
          id: deps.newId(),
          userName,
          email: userName,
          firstName: trimmedOf(request.firstName),
          lastName: trimmedOf(request.lastName),
          permissions: role === null ? '' : (textField(role, 'permissions') ?? ''),
        },
        caller.companyAccountID,
      );
      const inserted = await tx.insert({
        ...made,
        data: { ...made.data, id: made.id, roleID: role?.id ?? null },
      });
      if (!inserted.ok) throw new InvitationProblem(409, 'A new user id collided; try again.');
      user = inserted.row;
    }
    const userName = textField(user, 'userName') ?? '';
    const credential = await tx.findCredential(userName);
    if (credential !== null && credential.userID === user.id)
      throw new InvitationProblem(409, INVITE_ALREADY_SIGNS_IN_MESSAGE);
    if (credential !== null && credential.companyAccountID === caller.companyAccountID)
      throw new InvitationProblem(409, INVITE_NAME_TAKEN_MESSAGE);
    const earlier = await tx.list(INVITATIONS_SECTION, {
      visibleTo: caller.companyAccountID,
      conditions: [{ field: 'userID', op: 'eq', value: user.id }],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of earlier.rows) await tx.update({ ...row, isInactive: true }, row.rowVersion);
    await tx.insert({
      section: INVITATIONS_SECTION,
      id,
      companyAccountID: caller.companyAccountID,
      parties: [],
      isInactive: false,
      data: {
        userID: user.id,
        userName,
        expiresOn,
        invitedByUserID: caller.userID,
        invitedOn: deps.now.toISOString(),
        acceptedOn: null,
      },
    });
    return { token, userID: user.id, userName, expiresOn, signsInElsewhere: credential !== null };
  });
}

/**
 * An invitation link that may be used now, with the user it is for. `signsInElsewhere`: the
 * address already signs in with another company (it accepted that company's invitation, or
 * signed up), so the link moves that sign-in here once its password is typed.
 */
export type OpenInvitation = { row: RecordRow; user: RecordRow; userName: string; signsInElsewhere: boolean };

/**
 * Reads the invitation of a link token: unknown or revoked, used, expired, or its user gone are
 * each refused with a message the invited person can act on.
 */
export async function openInvitation(store: Store, token: string, now: Date): Promise<OpenInvitation> {
  if (token === '') throw new InvitationProblem(404, INVITATION_INVALID_MESSAGE);
  const row = await store.get(INVITATIONS_SECTION, await invitationID(token));
  if (row === null) throw new InvitationProblem(404, INVITATION_INVALID_MESSAGE);
  if (typeof row.data['acceptedOn'] === 'string') throw new InvitationProblem(410, INVITATION_USED_MESSAGE);
  if (row.isInactive) throw new InvitationProblem(404, INVITATION_INVALID_MESSAGE);
  const expiresOn = textField(row, 'expiresOn');
  if (expiresOn === null || Date.parse(expiresOn) <= now.getTime())
    throw new InvitationProblem(410, INVITATION_EXPIRED_MESSAGE);
  const user = await store.get(USERS_SECTION, textField(row, 'userID') ?? '');
  if (user === null || user.isInactive || user.companyAccountID !== row.companyAccountID)
    throw new InvitationProblem(404, INVITATION_INVALID_MESSAGE);
  const userName = textField(user, 'userName') ?? '';
  const credential = await store.findCredential(userName);
  // The person already signs in as this user (through another link of it): nothing to accept.
  if (credential !== null && credential.userID === user.id)
    throw new InvitationProblem(410, INVITATION_USED_MESSAGE);
  return { row, user, userName, signsInElsewhere: credential !== null };
}

export type AcceptDeps = {
  now: Date;
  passwordIterations?: number;
  /**
   * Checks an existing sign-in's password (moving it); the sign-in service runs it through its
   * hashing gate, and answers null when that is full.
   */
  checkPassword?: (password: string, passwordHash: string) => Promise<boolean | null>;
};

/** How an invitation was accepted: a new password set, or a sign-in of another company moved here. */
export type Accepted = { userName: string; moved: boolean };

/**
 * The invited person accepts. An address without a sign-in sets a password: it follows the
 * sign-up rules and is typed twice; the login is saved and the link used up in one transaction,
 * so a link works once. Several companies may invite one address, and accepting one leaves the
 * others working: a sign-in belongs to one company, so an address that already signs in with
 * another company moves that sign-in here when the person types its password (proving it is
 * theirs, as the link proves the mail is); its user there is deactivated, which ends its
 * sessions. A link takes MOVE_PASSWORD_TRIES wrong passwords, then it is withdrawn; the only
 * global admin of a company is not moved out of it.
 * @example await acceptInvitation(store, token, { password: 'New-pass9!', confirm: 'New-pass9!' }, { now })
 */
export async function acceptInvitation(
  store: Store,
  token: string,
  passwords: { password: string; confirm: string },
  deps: AcceptDeps,
): Promise<Accepted> {
  const open = await openInvitation(store, token, deps.now);
  if (open.signsInElsewhere) return moveSignIn(store, token, open, passwords.password, deps);
  const [problem] = passwordProblems(passwords.password);
  if (problem !== undefined) throw new InvitationProblem(422, problem, 'password');
  if (passwords.password !== passwords.confirm)
    throw new InvitationProblem(422, PASSWORDS_DIFFER_MESSAGE, 'confirm');
  const passwordHash = await hashPassword(passwords.password, { iterations: deps.passwordIterations });
  return store.transaction(async (tx) => {
    const again = await openInvitation(tx, token, deps.now);
    // Another company's invitation was accepted meanwhile: the page asks for that password now.
    if (again.signsInElsewhere) throw new InvitationProblem(409, MOVE_NOW_MESSAGE, 'password');
    const saved = await tx.saveCredential({
      userName: again.userName,
      userID: again.user.id,
      companyAccountID: again.user.companyAccountID,
      passwordHash,
    });
    if (!saved) throw new InvitationProblem(409, INVITE_NAME_TAKEN_MESSAGE);
    await useUp(tx, again.row, deps.now);
    return { userName: again.userName, moved: false };
  });
}

async function useUp(tx: Store, row: RecordRow, now: Date): Promise<void> {
  const used = await tx.update(
    { ...row, isInactive: true, data: { ...row.data, acceptedOn: now.toISOString() } },
    row.rowVersion,
  );
  if (!used.ok) throw new InvitationProblem(410, INVITATION_USED_MESSAGE);
}

/** Whether the user is its company's only active global admin. */
async function isOnlyGlobalAdmin(store: Store, user: RecordRow): Promise<boolean> {
  if (user.isInactive || user.data['isGlobalAdmin'] !== true) return false;
  const { rows } = await store.list(USERS_SECTION, {
    visibleTo: user.companyAccountID,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  return !rows.some(
    (row) =>
      row.id !== user.id &&
      row.companyAccountID === user.companyAccountID &&
      !row.isInactive &&
      row.data['isGlobalAdmin'] === true,
  );
}

/** Said when the sign-in service is too busy to check a password. */
export const INVITATION_BUSY_MESSAGE = 'The sign-in service is busy. Please try again in a few seconds.';

async function moveSignIn(
  store: Store,
  token: string,
  open: OpenInvitation,
  password: string,
  deps: AcceptDeps,
): Promise<Accepted> {
  const now = deps.now;
  const credential = await store.findCredential(open.userName);
  if (credential === null)
    throw new InvitationProblem(409, 'The sign-in changed at the same moment; open the link again.');
  const matches = await (deps.checkPassword ?? verifyPassword)(password, credential.passwordHash);
  if (matches === null) throw new InvitationProblem(503, INVITATION_BUSY_MESSAGE);
  if (!matches) {
    const tries =
      (typeof open.row.data['wrongPasswords'] === 'number' ? open.row.data['wrongPasswords'] : 0) + 1;
    const withdrawn = tries >= MOVE_PASSWORD_TRIES;
    await store.update(
      {
        ...open.row,
        isInactive: withdrawn || open.row.isInactive,
        data: { ...open.row.data, wrongPasswords: tries },
      },
      open.row.rowVersion,
    );
    if (withdrawn) throw new InvitationProblem(410, INVITATION_WITHDRAWN_MESSAGE, undefined, true);
    throw new InvitationProblem(422, MOVE_WRONG_PASSWORD_MESSAGE, 'password', true);
  }
  return store.transaction(async (tx) => {
    const again = await openInvitation(tx, token, now);
    const current = await tx.findCredential(again.userName);
    if (current === null || current.userID !== credential.userID)
      throw new InvitationProblem(409, 'The sign-in changed at the same moment; open the link again.');
    const leaving = await tx.get(USERS_SECTION, current.userID);
    if (leaving !== null && (await isOnlyGlobalAdmin(tx, leaving)))
      throw new InvitationProblem(409, MOVE_LAST_ADMIN_MESSAGE);
    const moved = await tx.saveCredential(
      {
        ...current,
        userName: again.userName,
        userID: again.user.id,
        companyAccountID: again.user.companyAccountID,
      },
      { replacing: current.userID },
    );
    if (!moved)
      throw new InvitationProblem(409, 'The sign-in changed at the same moment; open the link again.');
    // The user it leaves no longer signs in: deactivated, so its sessions end at once.
    if (leaving !== null && !leaving.isInactive) {
      const left = await tx.update({ ...leaving, isInactive: true }, leaving.rowVersion);
      if (!left.ok)
        throw new InvitationProblem(409, 'The sign-in changed at the same moment; open the link again.');
    }
    await useUp(tx, again.row, now);
    return { userName: again.userName, moved: true };
  });
}
