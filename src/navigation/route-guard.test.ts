import { describe, expect, it } from 'vitest';
import type { RouteMeta } from './route-meta';
import {
  HESITATE_MESSAGE,
  isTrainingQuery,
  routeGuard,
  type GuardInput,
  type GuardSession,
} from './route-guard';

const noFlags = { trainingQuery: false, trainingAvailable: true };
const publicMeta: RouteMeta = { title: 'Demo', requiresLogin: false };
const dispatchHub: RouteMeta = { title: 'Dispatch Hub', requiresLogin: true, permissions: ['dispatcher'] };
const supplierDashboard: RouteMeta = {
  title: 'Supplier Dashboard',
  requiresLogin: true,
  subscription: 'SUPP',
};
const dispatcher: GuardSession = {
  permissions: 'dispatcher,journeys.edit',
  subscriptionCode: 'SUPP',
  company: { isSuspended: false },
};

const guard = (input: Partial<GuardInput>) =>
  routeGuard({ meta: dispatchHub, href: '/hub/dispatch', session: null, flags: noFlags, ...input });

describe('routeGuard', () => {
  it('step 2: opens a route without login directly, signed in or not', () => {
    expect(guard({ meta: publicMeta, href: '/demo' })).toEqual({ kind: 'proceed' });
    expect(guard({ meta: publicMeta, session: { permissions: '' } })).toEqual({ kind: 'proceed' });
  });

  it('step 3: isTraining=true establishes a training session when none is held', () => {
    expect(guard({ flags: { trainingQuery: true, trainingAvailable: true } })).toEqual({
      kind: 'enter-training',
    });
    // A signed-in person is not switched into training by a link.
    expect(guard({ session: dispatcher, flags: { trainingQuery: true, trainingAvailable: true } })).toEqual({
      kind: 'proceed',
    });
    // Without training mode in the build, the flag falls through to sign-in.
    expect(guard({ flags: { trainingQuery: true, trainingAvailable: false } }).kind).toBe('login');
  });

  it('step 4: without a session goes to login, keeping the target to return to', () => {
    expect(guard({ href: '/hub/dispatch?filterBy=Today' })).toEqual({
      kind: 'login',
      returnTo: '/hub/dispatch?filterBy=Today',
    });
  });

  it('step 5: checks the permissions for view and sends the rest to restricted', () => {
    expect(guard({ session: dispatcher })).toEqual({ kind: 'proceed' });
    const sales: GuardSession = { permissions: 'sales-manager,customers.edit', subscriptionCode: 'SUPP' };
    expect(guard({ session: sales })).toEqual({ kind: 'restricted', from: '/hub/dispatch' });
    expect(guard({ session: { permissions: 'everything.view', subscriptionCode: 'SUPP' } })).toEqual({
      kind: 'proceed',
    });
    expect(guard({ session: { permissions: '', isGlobalAdmin: true, subscriptionCode: 'CUST' } })).toEqual({
      kind: 'proceed',
    });
  });

  it('step 5: checks the subscription level, a higher level covering lower ones', () => {
    const withCode = (subscriptionCode: string): GuardSession => ({
      permissions: 'everything.edit',
      subscriptionCode,
    });
    expect(
      guard({ meta: supplierDashboard, href: '/dashboard/supplier', session: withCode('SUPP') }).kind,
    ).toBe('proceed');
    expect(
      guard({ meta: supplierDashboard, href: '/dashboard/supplier', session: withCode('COUR') }).kind,
    ).toBe('restricted');
    const procurement: RouteMeta = {
      title: 'Procurement Dashboard',
      requiresLogin: true,
      subscription: 'CUST',
    };
    expect(guard({ meta: procurement, session: withCode('SUPP') }).kind).toBe('proceed');
    expect(guard({ meta: procurement, session: withCode('CUSTFREE') }).kind).toBe('restricted');
  });

  it('step 5: shows a suspended company the suspension with its reason', () => {
    const suspended: GuardSession = {
      ...dispatcher,
      isGlobalAdmin: true,
      company: { isSuspended: true, reasonForSuspension: 'Unpaid invoices' },
    };
    expect(guard({ session: suspended })).toEqual({
      kind: 'suspended',
      message: 'Your account has been suspended!',
      reason: 'Unpaid invoices',
    });
  });

  it('step 6: asks before leaving a hesitating screen and goes on only once answered Yes', () => {
    const leaving = { hesitate: true, confirmed: false, sameRoute: false };
    expect(guard({ meta: publicMeta, leaving })).toEqual({
      kind: 'confirm-leave',
      message: HESITATE_MESSAGE,
    });
    expect(HESITATE_MESSAGE).toBe(
      'Are you sure you want to leave? Make sure everything is saved before leaving.',
    );
    expect(guard({ meta: publicMeta, leaving: { ...leaving, confirmed: true } })).toEqual({
      kind: 'proceed',
    });
    // Answered Yes, the target's own checks still apply.
    expect(guard({ leaving: { ...leaving, confirmed: true } }).kind).toBe('login');
  });

  it('step 6: does not ask when the screen does not hesitate or the navigation stays on it', () => {
    expect(
      guard({ meta: publicMeta, leaving: { hesitate: false, confirmed: false, sameRoute: false } }),
    ).toEqual({ kind: 'proceed' });
    expect(
      guard({ meta: publicMeta, leaving: { hesitate: true, confirmed: false, sameRoute: true } }),
    ).toEqual({ kind: 'proceed' });
  });
});

describe('isTrainingQuery', () => {
  it('reads isTraining=true as parsed by the router or as text', () => {
    expect(isTrainingQuery({ isTraining: true })).toBe(true);
    expect(isTrainingQuery({ isTraining: 'true' })).toBe(true);
    expect(isTrainingQuery({ isTraining: false })).toBe(false);
    expect(isTrainingQuery({})).toBe(false);
  });
});
