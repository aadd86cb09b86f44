/** Message for a required field left empty. */
export const FIELD_REQUIRED_MESSAGE = 'Field is required';
/** Message for an empty email field. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
/** Message for an email that is not local@domain. */
export const EMAIL_INVALID_MESSAGE = 'Email must be valid';

// Basic local@domain.tld: no spaces, exactly one @, a dot somewhere after the @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a form value counts as filled in. Blank text, empty lists, NaN, null,
 * undefined and false (an unticked required box) are empty; 0 is a real value.
 * @example hasValue(0) // true
 * @example hasValue('  ') // false
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Required-field rule: the message when empty, otherwise null.
 * @example validateRequired('') // 'Field is required'
 */
export function validateRequired(value: unknown): string | null {
  return hasValue(value) ? null : FIELD_REQUIRED_MESSAGE;
}

/**
 * Whether text is a basic local@domain email address (surrounding spaces ignored).
 * @example isValidEmail('sam@shop.com.au') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Email rule: 'Email is required' when blank, 'Email must be valid' when malformed, else null.
 * @example validateEmail('sam@') // 'Email must be valid'
 */
export function validateEmail(value: string | null | undefined): string | null {
  if (value == null || value.trim().length === 0) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
}

/**
 * The email format rule the entity schemas hold (optionalEmailSchema): blank passes (whether
 * the field must be filled in is the form's rule), malformed text says 'Email must be valid'.
 * @example emailProblem('sam@') // 'Email must be valid'
 * @example emailProblem('') // null
 */
export function emailProblem(value: string): string | null {
  if (value.trim().length === 0) return null;
  return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
}
