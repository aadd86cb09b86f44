import type { MiddlewareHandler } from 'hono';
import { normaliseUserName } from '../../src/domain/user-name';
import { normalisePayload } from '../../src/domain/schemas/normalise-payload';
import { HttpProblem } from '../http/problem';
import type { Authenticate } from '../http/caller';
import type { Store } from '../store/store';
import type { AnyRecord } from '../../src/domain/unknown-values';

/** Said when a user record names a sign-in that belongs to another user. */
export const USER_NAME_OF_ANOTHER_MESSAGE =
  'That user name is the sign-in of another account. Use the person’s own email.';

async function bodyOf(request: Request): Promise<AnyRecord | null> {
  try {
    const body = normalisePayload(JSON.parse(await request.clone().text()));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as AnyRecord) : null;
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
    const body = await bodyOf(c.req.raw);
    const text = body?.userName;
    if (typeof text !== 'string') return next();
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
