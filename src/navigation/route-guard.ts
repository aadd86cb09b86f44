import { canView, suspensionOf, type AccessSubject } from '../domain/permissions';
import { HESITATE_MESSAGE } from '../blocks/hesitate-message';
import type { RouteMeta } from '../entities/derive/route-meta';

/** The text of the hesitate confirm (guard step 6); the blades ask the same before replacing unsaved edits. */
export { HESITATE_MESSAGE };

/** Route names the guard sends people to. */
export const LOGIN_PATH = '/login';
export const RESTRICTED_PATH = '/restricted';
export const ERROR_PATH = '/error';

/** The session facts the guard reads. */
export type GuardSession = AccessSubject & { isTraining?: boolean };

/** The navigation being guarded. */
export type GuardInput = {
  /** Meta of the target route. */
  meta: RouteMeta;
  /** Target path with its query, kept as the place to return to after sign-in. */
  href: string;
  session: GuardSession | null;
  flags: {
    /** The target carries the query isTraining=true. */
    trainingQuery: boolean;
    /** Training mode can be entered here (its module is present). */
    trainingAvailable: boolean;
  };
  /** Set when the navigation leaves a screen; only then does step 6 apply. */
  leaving?: {
    /** The screen being left warns before leaving (its meta or a runtime unsaved-changes flag). */
    hesitate: boolean;
    /** The person already answered Yes to the confirm. */
    confirmed: boolean;
    /** Moving within the same route (another id of the driver hub) is not leaving it. */
    sameRoute: boolean;
  };
};

/** What the router does with a navigation. */
export type GuardAction =
  | { kind: 'proceed' }
  /** Step 6: ask the hesitate confirm; go on only on Yes. */
  | { kind: 'confirm-leave'; message: typeof HESITATE_MESSAGE }
  /** Step 3: establish a training session (isTraining=true), then guard again. */
  | { kind: 'enter-training' }
  /** Step 4: sign in, then come back to returnTo (restricted when sign-in cannot start). */
  | { kind: 'login'; returnTo: string }
  /** Step 5: the session may not view the route. */
  | { kind: 'restricted'; from: string }
  /** A suspended company sees the suspension message with its reason. */
  | { kind: 'suspended'; message: string; reason: string | null };

/**
 * The route guard of spec doc 1, section 2, as a pure decision (steps 2 to 6; step 1's
 * title, meta tags and history and step 7's go-home are document-title.ts, document-meta.ts,
 * navigation-history.ts and go-home.ts). The hesitate confirm comes first: whatever the
 * target, nothing unsaved is lost without a Yes.
 * @example routeGuard({ meta: { title: 'Demo', requiresLogin: false }, href: '/demo', session: null, flags }) // { kind: 'proceed' }
 */
export function routeGuard(input: GuardInput): GuardAction {
  const { leaving } = input;
  // Step 6: a screen flagged to hesitate asks before it is left.
  if (leaving !== undefined && leaving.hesitate && !leaving.sameRoute && !leaving.confirmed) {
    return { kind: 'confirm-leave', message: HESITATE_MESSAGE };
  }
  // Step 2: routes not marked as needing login open directly.
  if (!input.meta.requiresLogin) return { kind: 'proceed' };

  // Step 3: establish a session; isTraining=true selects training mode when none is held.
  const { session } = input;
  if (session === null && input.flags.trainingQuery && input.flags.trainingAvailable)
    return { kind: 'enter-training' };

  // Step 4: no session: sign in, keeping the target to return to.
  if (session === null) return { kind: 'login', returnTo: input.href };

  // Step 5: the route's subscription level and permissions, checked for view.
  const suspension = suspensionOf(session);
  if (suspension.isSuspended)
    return { kind: 'suspended', message: suspension.message, reason: suspension.reason };
  const requirement = {
    ...(input.meta.subscription === undefined ? {} : { subscriptionCode: input.meta.subscription }),
    ...(input.meta.permissions === undefined ? {} : { permissions: input.meta.permissions }),
  };
  if (!canView(session, requirement)) return { kind: 'restricted', from: input.href };
  return { kind: 'proceed' };
}

/**
 * Whether the query asks for training mode: isTraining=true (a parsed boolean or the text).
 * @example isTrainingQuery({ isTraining: true }) // true
 */
export function isTrainingQuery(search: Readonly<Record<string, unknown>>): boolean {
  // The URL's query.
  const value = search.isTraining;
  return value === true || value === 'true';
}
