/**
 * Vehicle-routing solver: Slack Induction by String Removals (SISR), the ruin-and-recreate
 * metaheuristic of
 *
 *   J. Christiaens and G. Vanden Berghe, "Slack Induction by String Removals for Vehicle Routing
 *   Problems", Transportation Science 54(2):417-433, 2020. doi:10.1287/trsc.2019.0914
 *
 * Each iteration ruins a few routes by removing strings (runs of consecutive customers, sometimes
 * with a preserved middle part: the "split string") around a random seed customer and its nearest
 * neighbours, then recreates by greedy cheapest insertion with "blinks" (each position skipped
 * with a small probability), in one of four orders (random, demand, far, close). The new solution
 * is accepted by simulated annealing with an exponentially falling temperature.
 *
 * Generalised beyond the CVRP as the product needs it: several capacity dimensions at once
 * (destinations, packages, weight), vehicles of different kinds whose start and end may differ,
 * optional time windows (checked in O(1) per insertion position with forward earliest and backward
 * latest start times), a fixed cost per used vehicle, and jobs that cannot be served returned as
 * unassigned with the reason. After each new best solution, intra-route 2-opt polishes each of
 * its routes (only without time windows, where reversing a stretch would change its times); moves
 * between routes are left to the ruin and recreate.
 *
 * Deterministic for a given seed and iteration limit (the seeded PRNG drives every choice); with
 * a time limit it returns the best solution found when the time is up.
 *
 * Performance: one flat Float64Array cost matrix, typed arrays for loads and positions, a
 * precomputed neighbour list per customer, O(1) insertion deltas, and an undo log so a rejected
 * iteration restores only the routes it touched.
 *
 * This file is the search loop; the parts are functions over the search state (sisr-state.ts):
 * problem setup (sisr-setup.ts), ruin (sisr-ruin.ts), recreate (sisr-recreate.ts), acceptance
 * and the best record (sisr-acceptance.ts), route cost and feasibility (sisr-route.ts), the undo
 * log (sisr-undo.ts), polishing (sisr-polish.ts) and the answer (sisr-result.ts).
 */
import type { RoutingProblem, RoutingProgress, RoutingSolution } from './problem';
import { seededRandom } from './random';
import {
  accepts,
  absenceScore,
  adaptOverloadPrice,
  commitBest,
  isNewBest,
  temperature,
  type SearchClock,
} from './sisr-acceptance';
import { localSearch } from './sisr-polish';
import { recreate } from './sisr-recreate';
import { bestSolution } from './sisr-result';
import { totalCost } from './sisr-route';
import { ruin, type RuinSize } from './sisr-ruin';
import { setUpSearch } from './sisr-setup';
import { createSearchState, type SearchState } from './sisr-state';
import { beginIteration, rollback } from './sisr-undo';

export interface SolveOptions {
  readonly seed?: number;
  /** Stop after this long (wall clock). */
  readonly timeLimitMs?: number;
  /** Stop after this many iterations (use this, not time, when reproducibility matters). */
  readonly iterationLimit?: number;
  /** Called about every `progressEveryMs` with the best so far. */
  readonly onProgress?: (progress: RoutingProgress) => void;
  readonly progressEveryMs?: number;
  /** Polled now and then: true stops the search (the best so far is returned). */
  readonly shouldStop?: () => boolean;
  /** Clock in ms; performance.now by default. */
  readonly now?: () => number;
  /** Average number of customers removed per ruin (SISR's c-bar). */
  readonly averageRemoved?: number;
  /** Longest string removed (SISR's L_max). */
  readonly maxStringLength?: number;
}

/** Solves in one go (until the time or iteration limit, or `shouldStop`). */
export function solveRouting(problem: RoutingProblem, options: SolveOptions = {}): RoutingSolution {
  const search = createRoutingSearch(problem, options);
  while (search.advance(Infinity)) {
    // advance returns false once a limit is reached
  }
  return search.best();
}

/** A search that can run in slices (a worker yields between them so Cancel gets through). */
export interface RoutingSearch {
  /** Runs for at most `sliceMs`; false once finished (limit reached or stopped). */
  advance(sliceMs: number): boolean;
  best(): RoutingSolution;
  progress(): RoutingProgress;
  stop(): void;
}

export function createRoutingSearch(problem: RoutingProblem, options: SolveOptions = {}): RoutingSearch {
  return new SisrSearch(problem, options);
}

class SisrSearch implements RoutingSearch {
  private readonly state: SearchState;
  private readonly clock: SearchClock;
  private readonly size: RuinSize;
  private lastProgressAt: number;
  private stopped = false;

  constructor(
    problem: RoutingProblem,
    private readonly options: SolveOptions,
  ) {
    const random = seededRandom(options.seed ?? 1);
    const now = options.now ?? (() => performance.now());
    const startedAt = now();
    this.lastProgressAt = startedAt;
    this.clock = {
      now,
      startedAt,
      iterationLimit: options.iterationLimit ?? Infinity,
      timeLimitMs: options.timeLimitMs ?? (options.iterationLimit === undefined ? 1000 : Infinity),
    };
    this.size = {
      averageRemoved: options.averageRemoved ?? 10,
      maxStringLength: options.maxStringLength ?? 10,
    };
    const setup = setUpSearch(problem);
    const s = createSearchState(setup, random);
    this.state = s;

    // Initial solution: everything inserted once, in random order (hard capacities, so the
    // first best is always feasible).
    const all: number[] = [];
    for (let j = 0; j < setup.J; j++) {
      if (!setup.searchable[j]) continue;
      all.push(j);
      s.unassignedCount++;
      s.unassignedPenalty += setup.jobPenalty[j]!;
    }
    beginIteration(s);
    recreate(s, all);
    s.currentCost = totalCost(s);
    commitBest(s);
    s.allowOverload = setup.soft;
  }

  advance(sliceMs: number): boolean {
    if (this.stopped) return false;
    const { clock, state } = this;
    const sliceEnd = clock.now() + sliceMs;
    const progressEvery = this.options.progressEveryMs ?? 100;
    for (;;) {
      if (state.iteration >= clock.iterationLimit) return this.finish();
      const now = (state.iteration & 15) === 0 ? clock.now() : 0;
      if (now) {
        const elapsed = now - clock.startedAt;
        if (elapsed >= clock.timeLimitMs) return this.finish();
        if (this.options.shouldStop?.()) return this.finish();
        if (this.options.onProgress && now - this.lastProgressAt >= progressEvery) {
          this.lastProgressAt = now;
          this.options.onProgress(this.progress());
        }
        if (now >= sliceEnd) return true;
      }
      this.iterate();
    }
  }

  stop(): void {
    this.stopped = true;
  }

  private finish(): boolean {
    this.stopped = true;
    this.options.onProgress?.(this.progress());
    return false;
  }

  progress(): RoutingProgress {
    const s = this.state;
    return {
      bestCost: s.bestCost,
      iterations: s.iteration,
      unassigned: s.bestUnassigned + s.setup.excluded.length,
      elapsedMs: this.clock.now() - this.clock.startedAt,
    };
  }

  best(): RoutingSolution {
    return bestSolution(this.state);
  }

  /** One ruin and recreate, accepted or rolled back. */
  private iterate(): void {
    const s = this.state;
    const { J, searchable } = s.setup;
    if ((s.iteration & 15) === 0) s.temperatureCache = temperature(s, this.clock);
    s.iteration++;
    if (s.setup.searchableCount === 0) return;
    beginIteration(s);
    const absent = s.unassignedCount;
    // With jobs left out and a fleet that has no room for them, the first half of the search
    // looks for a packing that serves everyone before it minds the distance: SISR's fleet
    // minimisation acceptance (fewer absent jobs, or absent jobs that were absent less often).
    const packing = absent > 0 && s.progressCache < 0.5 ? { absent, score: absenceScore(s) } : null;
    const removed = ruin(s, this.size);
    if (absent > 0) {
      // Jobs left out earlier get another chance with every recreate.
      for (let j = 0; j < J; j++)
        if (searchable[j] && s.routeOf[j]! < 0 && !removed.includes(j)) removed.push(j);
    }
    recreate(s, removed);
    const cost = totalCost(s);
    if (accepts(s, cost, packing)) {
      s.currentCost = cost;
      if (isNewBest(s, cost)) {
        localSearch(s);
        s.currentCost = totalCost(s);
        commitBest(s);
      }
    } else {
      rollback(s);
    }
    if (s.allowOverload) adaptOverloadPrice(s);
  }
}
