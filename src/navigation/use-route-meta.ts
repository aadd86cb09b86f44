import { useRouterState } from '@tanstack/react-router';
import type { RouteMeta } from './route-meta';

/** Meta of the not-found page, shown for any unmatched path. */
export const NOT_FOUND_META: RouteMeta = { title: 'Page not found', requiresLogin: false };

/** Meta when no route says anything (the root alone). */
export const ROOT_META: RouteMeta = { title: '', requiresLogin: false };

type MatchLike = { staticData: { meta?: RouteMeta }; status: string; _notFound?: boolean };

/**
 * The meta of the deepest matched route that has one; the not-found meta for an unmatched path.
 * @example metaOfMatches([{ staticData: { meta }, status: 'success' }]) === meta // true
 */
export function metaOfMatches(matches: readonly MatchLike[]): RouteMeta {
  if (matches.some((match) => match.status === 'notFound' || match._notFound === true)) return NOT_FOUND_META;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const meta = matches[index]?.staticData.meta;
    if (meta !== undefined) return meta;
  }
  return ROOT_META;
}

/**
 * The current route's meta (title, access, app bar, navigation, hesitate, background).
 * @example const { appBar = true } = useRouteMeta();
 */
export function useRouteMeta(): RouteMeta {
  return useRouterState({ select: (state) => metaOfMatches(state.matches) });
}
