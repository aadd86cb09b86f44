import { describe, expect, it } from 'vitest';
import { addressProblem, isUnstorableText, unstorablePath } from './odd-text';

describe('text a store cannot keep', () => {
  it('is a NUL or a lone surrogate, not a well-formed pair', () => {
    expect(isUnstorableText('a\u0000')).toBe(true);
    expect(isUnstorableText('\uD800x')).toBe(true);
    expect(isUnstorableText('x\uDC00')).toBe(true);
    expect(isUnstorableText('🥛 Café')).toBe(false);
  });

  it('is found by its path in a body, keys included', () => {
    expect(unstorablePath({ a: 1, lines: [{ note: 'ok' }, { note: 'x\u0000' }] })).toBe('lines.1.note');
    expect(unstorablePath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(unstorablePath({ a: ['fine'] })).toBeNull();
  });

  it('is found in an address path or query', () => {
    expect(addressProblem(new URL('http://x/api?searchString=%00'))).toContain('searchString');
    expect(addressProblem(new URL('http://x/api/get/a%00b'))).toContain('address');
    expect(addressProblem(new URL('http://x/api/get/%E0%A4%A'))).toBeNull();
    expect(addressProblem(new URL('http://x/api?q=caf%C3%A9'))).toBeNull();
  });
});
