import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Go } from './navigation-link';

/**
 * The router's navigation as a plain href function; menu targets are data (paths with
 * queries), so they go by href rather than by typed route ids.
 * @example const go = useGo(); go('/hub/driving?mode=pickup');
 */
export function useGo(): Go {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate({ href }), [navigate]);
}
