/** Shortest accepted password, in characters. */
export const PASSWORD_MIN_LENGTH = 10;
/** The special characters a password must draw at least one from. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&+';

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be 10 or more characters';
export const PASSWORD_LOWERCASE_MESSAGE = 'Password must contain a lowercase letter';
export const PASSWORD_UPPERCASE_MESSAGE = 'Password must contain an uppercase letter';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain a number';
export const PASSWORD_SPECIAL_MESSAGE = 'Password must contain a special character from @$!%*?&+';

// ASCII classes, matching what the sign-up service accepts; accented letters do not count.
const CLASS_RULES: readonly { readonly test: (password: string) => boolean; readonly message: string }[] = [
  { test: (password) => /[a-z]/.test(password), message: PASSWORD_LOWERCASE_MESSAGE },
  { test: (password) => /[A-Z]/.test(password), message: PASSWORD_UPPERCASE_MESSAGE },
  { test: (password) => /[0-9]/.test(password), message: PASSWORD_NUMBER_MESSAGE },
  {
    test: (password) => [...password].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch)),
    message: PASSWORD_SPECIAL_MESSAGE,
  },
];

/**
 * Every password rule that fails, in order: length, lowercase, uppercase, number, special.
 * An empty password gives only 'Password is required'. Spaces are kept as typed.
 * @example passwordProblems('abc') // [length, uppercase, number, special messages]
 */
export function passwordProblems(password: string | null | undefined): string[] {
  if (password == null || password.length === 0) return [PASSWORD_REQUIRED_MESSAGE];
  const problems: string[] = [];
  // Count code points so an emoji is one character, as the user sees it.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_LENGTH_MESSAGE);
  for (const rule of CLASS_RULES) if (!rule.test(password)) problems.push(rule.message);
  return problems;
}

/**
 * The first failing password rule, or null when the password is acceptable.
 * @example validatePassword('Abcdefgh1!') // null
 */
export function validatePassword(password: string | null | undefined): string | null {
  return passwordProblems(password)[0] ?? null;
}
