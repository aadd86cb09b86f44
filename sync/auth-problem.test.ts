import { describe, expect, it } from 'vitest';
import { authAction, authProblemOf, NOT_AUTHORIZED_MESSAGE } from './auth-problem';

const now = Date.parse('2026-11-20T10:00:00Z');

describe('401 per the error catalogue', () => {
  it('logged in with an expired token: back to login, keeping the current path', () => {
    const problem = authProblemOf({ token: 't', expiresOn: '2026-11-20T09:59:59Z' }, now);
    expect(problem).toBe('token-expired');
    expect(authAction(problem)).toEqual({ kind: 'relogin', keepPath: true });
  });

  it('logged in with a token that has not expired: nothing, only logged', () => {
    const problem = authProblemOf({ token: 't', expiresOn: '2026-11-21T00:00:00Z' }, now);
    expect(problem).toBe('token-refused');
    expect(authAction(problem)).toEqual({ kind: 'log' });
    expect(authProblemOf({ token: 't' }, now)).toBe('token-refused');
  });

  it("not logged in: the error screen with 'Not Authorized To Access'", () => {
    expect(authProblemOf(null, now)).toBe('not-logged-in');
    expect(authAction('not-logged-in')).toEqual({
      kind: 'error-screen',
      message: 'Not Authorized To Access',
    });
    expect(NOT_AUTHORIZED_MESSAGE).toBe('Not Authorized To Access');
  });
});
