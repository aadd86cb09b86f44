import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_SPECIAL_CHARACTERS, passwordProblems, validatePassword } from './password-rules';

const LOWER = 'Password must contain a lowercase letter';
const UPPER = 'Password must contain an uppercase letter';
const NUMBER = 'Password must contain a number';
const SPECIAL = 'Password must contain a special character from @$!%*?&+';
const LENGTH = 'Password must be 10 or more characters';

const lowers = 'abcdefghijklmnopqrstuvwxyz';
const uppers = lowers.toUpperCase();
const digits = '0123456789';
const specials = '@$!%*?&+';
const others = ' #^()-_=.,;:~`"\'/<>[]{}|\\é';

const charFrom = (chars: string) => fc.constantFrom(...chars.split(''));
const anyChar = charFrom(lowers + uppers + digits + specials + others);

/** A password holding at least one of each class, at least 10 characters, shuffled. */
const goodPassword = fc
  .tuple(
    charFrom(lowers),
    charFrom(uppers),
    charFrom(digits),
    charFrom(specials),
    fc.array(anyChar, { minLength: 6, maxLength: 20 }),
  )
  .chain(([a, b, c, d, rest]) => fc.shuffledSubarray([a, b, c, d, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

describe('validatePassword', () => {
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword(null)).toBe('Password is required');
    expect(passwordProblems(undefined)).toEqual(['Password is required']);
  });

  it('needs 10 or more characters, exactly 10 being enough', () => {
    expect(validatePassword('Abcdefg1!')).toBe(LENGTH);
    expect(validatePassword('Abcdefgh1!')).toBeNull();
  });

  it('names each missing class with its own message', () => {
    expect(validatePassword('ABCDEFGH1!')).toBe(LOWER);
    expect(validatePassword('abcdefgh1!')).toBe(UPPER);
    expect(validatePassword('Abcdefghi!')).toBe(NUMBER);
    expect(validatePassword('Abcdefghi1')).toBe(SPECIAL);
  });

  it('counts only @$!%*?&+ as special characters', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('@$!%*?&+');
    for (const ch of specials) expect(validatePassword(`Abcdefgh1${ch}`)).toBeNull();
    for (const ch of ' #^()-_=.,;:~') expect(validatePassword(`Abcdefgh1${ch}`)).toBe(SPECIAL);
  });

  it('does not count accented letters as lowercase', () => {
    expect(validatePassword('ÉÉÉÉÉÉ1!Aé')).toBe(LOWER);
  });

  it('accepts any long enough password holding every class', () => {
    fc.assert(
      fc.property(goodPassword, (password) => {
        expect(validatePassword(password)).toBeNull();
      }),
    );
  });

  it('fails with the class message when every character of a class is removed', () => {
    const classes = [
      { chars: lowers, message: LOWER },
      { chars: uppers, message: UPPER },
      { chars: digits, message: NUMBER },
      { chars: specials, message: SPECIAL },
    ];
    fc.assert(
      fc.property(goodPassword, fc.constantFrom(...classes), (password, { chars, message }) => {
        const stripped = [...password]
          .filter((ch) => !chars.includes(ch))
          .join('')
          .padEnd(10, '#');
        expect(passwordProblems(stripped)).toEqual([message]);
        expect(validatePassword(stripped)).toBe(message);
      }),
    );
  });

  it('fails on length alone when a good password is cut below 10', () => {
    fc.assert(
      fc.property(goodPassword, fc.integer({ min: 1, max: 9 }), (password, keep) => {
        expect(passwordProblems(password.slice(0, keep))).toContain(LENGTH);
      }),
    );
  });
});

describe('passwordProblems', () => {
  it('lists every failing rule in order', () => {
    expect(passwordProblems('abc')).toEqual([LENGTH, UPPER, NUMBER, SPECIAL]);
    expect(passwordProblems('          ')).toEqual([LOWER, UPPER, NUMBER, SPECIAL]);
  });

  it('starts with what validatePassword reports', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(passwordProblems(password)[0] ?? null).toBe(validatePassword(password));
      }),
    );
  });
});
