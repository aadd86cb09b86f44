import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToBase64Url, constantTimeEqual, randomToken } from './base64';

describe('base64 helpers', () => {
  it('round-trips bytes through standard base64', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('refuses text that is not base64', () => {
    expect(base64ToBytes('not base64!')).toBeNull();
    expect(base64ToBytes('abc')).toBeNull();
  });

  it('writes base64url with - and _ and no padding', () => {
    expect(bytesToBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
    expect(bytesToBase64(new Uint8Array([251, 255]))).toBe('+/8=');
  });

  it('makes 32-byte random tokens of 43 url-safe characters, different each time', () => {
    const a = randomToken(32);
    const b = randomToken(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('compares bytes for equality, including length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
