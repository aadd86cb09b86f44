/**
 * Australian business identifiers with their real rules: the ABN's checksum (the ATO's weights,
 * modulus 89), a BSB's six digits and a postcode's four. Spaces (and a BSB's hyphen) are how
 * people write them and are allowed. Each answers what is wrong in a person's words, or null.
 */

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

function digitsOf(text: string): string {
  return text.replace(/\s/g, '');
}

/**
 * Whether eleven digits are an ABN: subtract 1 from the first digit, weight each digit, and the
 * sum divides by 89 (the ATO's published check).
 * @example isAbnChecksumValid('51824753556') // true
 * @example isAbnChecksumValid('12345678901') // false
 */
export function isAbnChecksumValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/**
 * What is wrong with an ABN as typed, or null when it is one (or left empty).
 * @example abnProblem('12 345 678 901') // 'This ABN is not valid: check its digits'
 */
export function abnProblem(text: string): string | null {
  const digits = digitsOf(text);
  if (digits === '') return null;
  if (!/^\d{11}$/.test(digits)) return 'An ABN has 11 digits';
  return isAbnChecksumValid(digits) ? null : 'This ABN is not valid: check its digits';
}

/**
 * What is wrong with a BSB as typed (063-000 or 063000), or null.
 * @example bsbProblem('63') // 'A BSB has 6 digits'
 */
export function bsbProblem(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || /^\d{3}-?\d{3}$/.test(trimmed) ? null : 'A BSB has 6 digits';
}

/**
 * What is wrong with an Australian postcode, or null.
 * @example postcodeProblem('800') // 'A postcode has 4 digits'
 */
export function postcodeProblem(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || /^\d{4}$/.test(trimmed) ? null : 'A postcode has 4 digits';
}
