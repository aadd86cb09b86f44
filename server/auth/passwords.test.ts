import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from './passwords';

const FAST = { iterations: 1000 };

describe('hashPassword', () => {
  it('writes a self-describing PBKDF2-SHA256 string', async () => {
    const hash = await hashPassword('Abcdefgh1!', FAST);
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(hash).not.toContain('Abcdefgh1!');
  });

  it('salts: the same password hashes differently each time, and both verify', async () => {
    const first = await hashPassword('Abcdefgh1!', FAST);
    const second = await hashPassword('Abcdefgh1!', FAST);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Abcdefgh1!', first)).toBe(true);
    expect(await verifyPassword('Abcdefgh1!', second)).toBe(true);
  });

  it('uses the OWASP 600000 iterations unless told otherwise', async () => {
    expect(DEFAULT_PASSWORD_ITERATIONS).toBe(600_000);
    expect(await hashPassword('Abcdefgh1!')).toMatch(/^pbkdf2-sha256\$600000\$/);
  });

  it('refuses a nonsensical iteration count', async () => {
    await expect(hashPassword('x', { iterations: 0 })).rejects.toThrow(RangeError);
    await expect(hashPassword('x', { iterations: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong or differently-cased one', async () => {
    const hash = await hashPassword('Abcdefgh1!', FAST);
    expect(await verifyPassword('Abcdefgh1!', hash)).toBe(true);
    expect(await verifyPassword('abcdefgh1!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('reads the iteration count from the stored hash, so a raised default keeps old hashes working', async () => {
    const hash = await hashPassword('Abcdefgh1!', { iterations: 1500 });
    expect(await verifyPassword('Abcdefgh1!', hash)).toBe(true);
    expect(await verifyPassword('Abcdefgh1!', hash.replace('$1500$', '$1000$'))).toBe(false);
  });

  it('never matches a malformed or foreign hash', async () => {
    const hash = await hashPassword('Abcdefgh1!', FAST);
    const [, , salt, digest] = hash.split('$');
    const verdicts: [string, boolean][] = [];
    for (const bad of [
      '',
      'Abcdefgh1!',
      `bcrypt$1000$${salt}$${digest}`,
      `pbkdf2-sha256$0$${salt}$${digest}`,
      `pbkdf2-sha256$abc$${salt}$${digest}`,
      `pbkdf2-sha256$1000$${salt}`,
      `pbkdf2-sha256$1000$${salt}$${digest}$extra`,
      `pbkdf2-sha256$1000$***$${digest}`,
      `pbkdf2-sha256$1000$${salt}$`,
    ]) {
      verdicts.push([bad, await verifyPassword('Abcdefgh1!', bad)]);
    }
    expect(verdicts.filter(([, matched]) => matched)).toEqual([]);
    expect(verdicts).toHaveLength(9);
  });
});
