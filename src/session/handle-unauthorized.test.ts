import { describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, unauthorizedOutcome, type UnauthorizedDeps } from './handle-unauthorized';

const now = new Date('2026-03-02T10:00:00.000Z');
const live = { expiresOn: '2026-03-02T20:00:00.000Z' };
const expired = { expiresOn: '2026-03-02T09:00:00.000Z' };

function deps() {
  return {
    now: () => now,
    login: vi.fn<UnauthorizedDeps['login']>(),
    goTo: vi.fn<UnauthorizedDeps['goTo']>(),
    log: vi.fn<UnauthorizedDeps['log']>(),
  } satisfies UnauthorizedDeps;
}

describe('HTTP 401 (error catalogue)', () => {
  it('logged in with an expired token: back to login, keeping the current path', () => {
    const ports = deps();
    expect(handleUnauthorized(expired, '/hub/sales?page=2', ports)).toEqual({
      kind: 'login',
      returnTo: '/hub/sales?page=2',
    });
    expect(ports.login).toHaveBeenCalledWith('/hub/sales?page=2');
    expect(ports.goTo).not.toHaveBeenCalled();
  });

  it('logged in with a live token: only logged', () => {
    const ports = deps();
    expect(handleUnauthorized(live, '/hub/sales', ports).kind).toBe('log');
    expect(ports.log).toHaveBeenCalledTimes(1);
    expect(ports.login).not.toHaveBeenCalled();
    expect(ports.goTo).not.toHaveBeenCalled();
  });

  it("not logged in: the error screen with 'Not Authorized To Access'", () => {
    const ports = deps();
    expect(handleUnauthorized(null, '/hub/sales', ports)).toEqual({
      kind: 'error',
      message: 'Not Authorized To Access',
    });
    expect(ports.goTo).toHaveBeenCalledWith('/error?message=Not+Authorized+To+Access');
    expect(unauthorizedOutcome(null, '/', now).kind).toBe('error');
  });

  it('during the sign-in callback: only logged, so the ended session never interrupts the next sign-in', () => {
    const ports = deps();
    expect(handleUnauthorized(expired, '/authentication?code=c&state=s', ports).kind).toBe('log');
    expect(ports.login).not.toHaveBeenCalled();
    expect(ports.goTo).not.toHaveBeenCalled();
  });
});
