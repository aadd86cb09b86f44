import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { homePathFor } from './go-home';

/**
 * The go-home action (guard step 7): home, or inside a '-portal' path that portal's home first.
 * @example const goHome = useGoHome(); <Button onClick={goHome}>Home</Button>
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback(() => {
    void navigate({ href: homePathFor(pathname) });
  }, [navigate, pathname]);
}
