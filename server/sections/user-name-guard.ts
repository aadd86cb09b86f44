import type { MiddlewareHandler } from 'hono';
import { normaliseUserName } from '../../src/domain/user-name';
import { normalisePayload } from '../../src/domain/schemas/normalise-payload';
import { HttpProblem } from '../http/problem';
import type { Authenticate } from '../http/caller';
import type { Store } from '../store/store';
import * as v from 'valibot';
import { bodyOf, textField } from '../auth/request-bodies';

/** Said when a user record names a sign-in that belongs to another user. */
export const USER_NAME_OF_ANOTHER_MESSAGE =
  'That user name is the sign-in of another account. Use the person’s own email.';

/** What the guard reads of a user write: the user's id and the sign-in it names. */
const userWriteSchema = v.object({ id: textField, userName: textField });

async function userWriteOf(request: Request): Promise<v.InferOutput<typeof userWriteSchema> | null> {
  try {
    return bodyOf(userWriteSchema, normalisePayload(JSON.parse(await request.clone().text())));
  } catch {
    // The section itself answers a malformed body.
    return null;
  }
}

/**
 * Guards the user records' userName: a post or patch of Account/Users may not name a sign-in
 * (a credential) that belongs to another user, in this company or any other. The section's
 * own rules (permissions, tenancy, the shape) still apply after it.
 * Only a signed-in caller's write is looked at (the section answers anyone else).
 * @example app.use('/api/v1/Account/Users/*', userNameGuard({ store, authenticate }, '/api/v1/Account/Users'));
 */
export function userNameGuard(
  deps: { store: Store; authenticate: Authenticate },
  base: string,
): MiddlewareHandler {
  const writes = new Set([`${base}/post`, `${base}/patch`, `${base}/patch/partial`]);
  return async (c, next) => {
    if (!writes.has(c.req.path) || c.req.query('partyID') !== undefined) return next();
    if (!(await deps.authenticate(c.req.header('Authorization'))).ok) return next();
    const body = await userWriteOf(c.req.raw);
    const text = body?.userName;
    if (text === undefined) return next();
    const normalised = normaliseUserName(text);
    if (!normalised.ok || normalised.userName === '') return next();
    const credential = await deps.store.findCredential(normalised.userName);
    if (credential !== null && credential.userID !== body?.id) {
      throw new HttpProblem(409, USER_NAME_OF_ANOTHER_MESSAGE, {
        errors: [{ field: 'userName', message: USER_NAME_OF_ANOTHER_MESSAGE }],
      });
    }
    return next();
  };
}
