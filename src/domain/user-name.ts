/** Said when a user name holds invisible characters. */
export const USER_NAME_INVISIBLE_MESSAGE =
  'User name must not contain invisible characters (zero-width spaces, joiners or direction marks)';

// Zero-width and formatting characters: they make two names look alike that are not the same.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/;

/**
 * A user name in the one form the services keep: Unicode NFKC (full-width and compatibility
 * forms folded, so 'ｓａｍ@acme.test' is 'sam@acme.test') and trimmed; one holding zero-width
 * or direction characters is refused.
 * @example normaliseUserName(' ｓａｍ@acme.test ') // { ok: true, userName: 'sam@acme.test' }
 * @example normaliseUserName('sam\u200B@acme.test').ok // false
 */
export function normaliseUserName(
  text: string,
): { ok: true; userName: string } | { ok: false; message: string } {
  if (INVISIBLE.test(text)) return { ok: false, message: USER_NAME_INVISIBLE_MESSAGE };
  return { ok: true, userName: text.normalize('NFKC').trim() };
}
