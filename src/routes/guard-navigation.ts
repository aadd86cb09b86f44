import { redirect } from '@tanstack/react-router';
import { errorHref } from '../session/session-error';
import type { RouteMeta } from '../entities/derive/route-meta';
import {
  isTrainingQuery,
  LOGIN_PATH,
  RESTRICTED_PATH,
  routeGuard,
  type GuardAction,
} from '../navigation/route-guard';
import type { RouterContext } from './router-context';
import { hrefWithQuery } from '../navigation/route-search';

type NavigationTarget = {
  meta: RouteMeta;
  href: string;
  search: Readonly<Record<string, unknown>>; // The URL's query.
};

/**
 * Runs the route guard for a navigation and carries out its answer: proceeds, establishes a
 * training session (isTraining=true) and guards again, or throws the router's redirect to
 * login (with returnTo), restricted (with from) or the error screen (suspended account).
 * @example beforeLoad: ({ context, location, matches }) => guardNavigation(context, { meta, href: location.href, search: location.search })
 */
export async function guardNavigation(context: RouterContext, target: NavigationTarget): Promise<void> {
  const decide = (trainingAvailable: boolean): GuardAction =>
    routeGuard({
      meta: target.meta,
      href: target.href,
      session: context.sessions.current(),
      flags: { trainingQuery: isTrainingQuery(target.search), trainingAvailable },
    });
  let action = decide(context.training.available);
  if (action.kind === 'enter-training') {
    const training = await context.training.load();
    if (training !== null) context.sessions.set(await training.enter('staff'));
    action = decide(false);
  }
  switch (action.kind) {
    case 'proceed':
    case 'confirm-leave':
    case 'enter-training':
      return;
    case 'login':
      throw redirect({ href: hrefWithQuery(LOGIN_PATH, { returnTo: action.returnTo }), replace: true });
    case 'restricted':
      throw redirect({ href: hrefWithQuery(RESTRICTED_PATH, { from: action.from }), replace: true });
    case 'suspended':
      throw redirect({ href: errorHref(action.message, action.reason), replace: true });
  }
}
