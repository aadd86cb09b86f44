import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { useCallback, useEffect, useRef } from 'react';
import type { RoutingProblem, RoutingProgress, RoutingSolution } from '../domain/routing/problem';
import type { OptimiseOptions, OptimiserApi } from '../../workers/optimiser-api';
import type { PlanTemplate } from '../domain/routing/journey-plan';
import type { HistoryMovement, WeekdayProposal } from '../domain/routing/template-proposal';

/**
 * The optimiser worker for a screen: started on first use, ended when the screen goes.
 * solve() reports progress through the callback; cancel() makes the running solve resolve
 * with the best plan so far.
 */
export function useOptimiser(): {
  solve: (
    problem: RoutingProblem,
    options: OptimiseOptions,
    onProgress: (progress: RoutingProgress) => void,
  ) => Promise<RoutingSolution>;
  cancel: () => void;
  proposeTemplates: (
    history: readonly HistoryMovement[],
    template: PlanTemplate,
  ) => Promise<WeekdayProposal[]>;
} {
  const worker = useRef<{ worker: Worker; api: Remote<OptimiserApi>; failed: Promise<never> } | null>(null);

  const connect = useCallback(() => {
    if (worker.current === null) {
      const instance = new Worker(new URL('../../workers/optimiser.worker.ts', import.meta.url), {
        type: 'module',
        name: 'bulktrade-optimiser',
      });
      // A worker that cannot load (its script unreachable) would leave a solve waiting forever.
      const failed = new Promise<never>((_, reject) =>
        instance.addEventListener('error', () => reject(new Error('The optimiser could not start.'))),
      );
      failed.catch(() => undefined);
      worker.current = { worker: instance, api: wrap<OptimiserApi>(instance), failed };
    }
    return worker.current;
  }, []);

  useEffect(() => {
    // Started with the screen, so its script is loaded while the connection is still there.
    connect();
    return () => {
      const current = worker.current;
      worker.current = null;
      if (current) {
        current.api[releaseProxy]();
        current.worker.terminate();
      }
    };
  }, [connect]);

  const solve = useCallback(
    (problem: RoutingProblem, options: OptimiseOptions, onProgress: (progress: RoutingProgress) => void) => {
      const { api, failed } = connect();
      return Promise.race([api.solve(problem, options, proxy(onProgress)), failed]);
    },
    [connect],
  );
  const cancel = useCallback(() => {
    void worker.current?.api.cancel();
  }, []);
  const proposeTemplates = useCallback(
    (history: readonly HistoryMovement[], template: PlanTemplate) => {
      const { api, failed } = connect();
      return Promise.race([api.proposeTemplates(history, template), failed]);
    },
    [connect],
  );
  return { solve, cancel, proposeTemplates };
}
