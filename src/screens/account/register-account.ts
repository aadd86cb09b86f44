import { AUTH_BASE } from '../../session/auth-config';
import { refusalOf, type RegisterOutcome, type RegisterValues } from './register-form';

/** Shown when the sign-up service cannot be reached. */
export const REGISTER_OFFLINE_MESSAGE =
  'The sign-up service could not be reached. Check your connection and try again.';

/**
 * Posts a sign-up to POST /auth/v1/account/post.
 * @example await registerAccount(values, fetch) // { ok: true }
 */
export async function registerAccount(
  values: RegisterValues,
  fetcher: typeof fetch,
): Promise<RegisterOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${AUTH_BASE}/account/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        ...values,
        companyName: values.companyName.trim(),
        userName: values.userName.trim(),
      }),
    });
  } catch {
    return { ok: false, message: REGISTER_OFFLINE_MESSAGE, errors: {} };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => null);
  return refusalOf(body, response.status);
}
