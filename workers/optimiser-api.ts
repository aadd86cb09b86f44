import type { RoutingProblem, RoutingProgress, RoutingSolution } from '../src/domain/routing/problem';
import { createRoutingSearch } from '../src/domain/routing/sisr-solver';
import type { PlanTemplate } from '../src/domain/routing/journey-plan';
import {
  proposeTemplates,
  type HistoryMovement,
  type WeekdayProposal,
} from '../src/domain/routing/template-proposal';

export interface OptimiseOptions {
  readonly seed?: number;
  readonly timeLimitMs?: number;
  readonly iterationLimit?: number;
}

/** What the optimiser worker exposes (through comlink). */
export interface OptimiserApi {
  /** Solves, reporting progress now and then; resolves with the best plan when done or cancelled. */
  solve(
    problem: RoutingProblem,
    options: OptimiseOptions,
    onProgress?: (progress: RoutingProgress) => void,
  ): Promise<RoutingSolution>;
  /** Stops the running solve (it resolves with the best so far). */
  cancel(): void;
  /** Journeys and zones per weekday of past movements (template optimisation). */
  proposeTemplates(
    history: readonly HistoryMovement[],
    template: PlanTemplate,
    options?: { seed?: number; iterationLimit?: number },
  ): Promise<WeekdayProposal[]>;
}

/** Time the search runs before it lets messages (Cancel) in. */
const SLICE_MS = 40;

/**
 * The optimiser's API: the search runs in slices with a macrotask between them, so a cancel()
 * message reaches the worker while it solves; progress goes out after each slice.
 * @example const api = createOptimiserApi(); const plan = await api.solve(problem, { timeLimitMs: 2000 }, console.log);
 */
export function createOptimiserApi(
  yieldToMessages: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): OptimiserApi {
  let cancelled = false;
  return {
    async solve(problem, options, onProgress) {
      cancelled = false;
      const search = createRoutingSearch(problem, {
        seed: options.seed ?? 1,
        ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
        ...(options.iterationLimit === undefined ? {} : { iterationLimit: options.iterationLimit }),
        shouldStop: () => cancelled,
      });
      while (search.advance(SLICE_MS)) {
        onProgress?.(search.progress());
        await yieldToMessages();
      }
      onProgress?.(search.progress());
      return search.best();
    },
    cancel() {
      cancelled = true;
    },
    async proposeTemplates(history, template, options) {
      return proposeTemplates(history, template, options);
    },
  };
}
