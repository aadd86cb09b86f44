import { useBlocker, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { reloadHolds } from '../blocks/pwa/reload-holds';
import { useSession } from '../session/session-context';
import { HesitateContext, type HesitateApi } from '../navigation/hesitate-context';
import type { RouteMeta } from '../navigation/route-meta';
import { routeGuard } from '../navigation/route-guard';
import { ROOT_META } from '../navigation/use-route-meta';

// The confirm (and Mantine's modal machinery under it) loads the first time it is needed.
const LeaveConfirm = lazy(() =>
  import('./LeaveConfirm').then((module) => ({ default: module.LeaveConfirm })),
);

/**
 * Guard step 6 in the router: blocks leaving a screen whose meta says hesitate (the driver
 * hub) or that holds the hesitate flag (unsaved changes), and asks the confirm. Back and
 * forward are blocked the same way; closing the tab gets the browser's own warning.
 * @example <LeaveGuard><Outlet /></LeaveGuard>
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { session } = useSession();
  const holds = useRef(0);
  const [holdCount, setHoldCount] = useState(0);
  const hesitate = useMemo<HesitateApi>(
    () => ({
      hold() {
        holds.current += 1;
        setHoldCount(holds.current);
        return () => {
          holds.current -= 1;
          setHoldCount(holds.current);
        };
      },
    }),
    [],
  );

  const metaOf = (routeId: string): RouteMeta => {
    const routes: Readonly<Record<string, { options: { staticData?: { meta?: RouteMeta } } } | undefined>> =
      router.routesById;
    return routes[routeId]?.options.staticData?.meta ?? ROOT_META;
  };
  const leavingHesitates = (routeId: string) => metaOf(routeId).hesitate === true || holds.current > 0;

  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      routeGuard({
        meta: metaOf(next.routeId),
        href: next.pathname,
        session,
        flags: { trainingQuery: false, trainingAvailable: false },
        leaving: {
          hesitate: leavingHesitates(current.routeId),
          confirmed: false,
          sameRoute: current.routeId === next.routeId,
        },
      }).kind === 'confirm-leave',
    enableBeforeUnload: () => leavingHesitates(router.state.matches.at(-1)?.routeId ?? ''),
    withResolver: true,
  });

  // An app update waits while a form is open here (a screen's unsaved changes, the driver's stop).
  const currentRoute = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '' });
  const formOpen = holdCount > 0 || metaOf(currentRoute).hesitate === true;
  useEffect(() => {
    reloadHolds().setFormOpen(formOpen);
  }, [formOpen]);

  const blocked = blocker.status === 'blocked';
  // Once asked it stays mounted, so it closes with its transition.
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (blocked && !confirmUsed) setConfirmUsed(true);

  return (
    <HesitateContext value={hesitate}>
      {children}
      {confirmUsed && (
        <Suspense fallback={null}>
          <LeaveConfirm opened={blocked} onNo={() => blocker.reset?.()} onYes={() => blocker.proceed?.()} />
        </Suspense>
      )}
    </HesitateContext>
  );
}
