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
 * unassigned with the reason. After each new best solution, a short local search (intra-route
 * 2-opt and relocate, then inter-route 2-opt*) polishes it.
 *
 * Deterministic for a given seed and iteration limit (the seeded PRNG drives every choice); with
 * a time limit it returns the best solution found when the time is up.
 *
 * Performance: one flat Float64Array cost matrix, typed arrays for loads and positions, a
 * precomputed neighbour list per customer, O(1) insertion deltas, and an undo log so a rejected
 * iteration restores only the routes it touched.
 */
import type {
  RoutingProblem,
  RoutingProgress,
  RoutingRoute,
  RoutingSolution,
  UnassignedJob,
} from './problem';
import { seededRandom, type Random } from './random';
import { EPS, setUpSearch } from './sisr-setup';

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

const SPLIT_RATE = 0.5;
const SPLIT_DEPTH = 0.01;
const BLINK_RATE = 0.01;

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
  private readonly random: Random;
  private readonly now: () => number;
  private readonly startedAt: number;
  private lastProgressAt: number;
  private stopped = false;

  // Problem, compiled.
  private readonly J: number; // jobs; job j is node j
  private readonly N: number; // nodes: jobs, then distinct vehicle locations
  private readonly V: number; // vehicle units
  private readonly dims: number;
  private readonly dist: Float64Array;
  private readonly time: Float64Array;
  private readonly demand: Float64Array;
  private readonly capacity: Float64Array;
  private readonly startNode: Int32Array;
  private readonly endNode: Int32Array;
  private readonly fixedCost: Float64Array;
  private readonly unitVehicle: Int32Array;
  private readonly unitIndex: Int32Array;
  private readonly typeUnits: number[][]; // vehicle units grouped by kind
  private readonly hasTimeWindows: boolean;
  private readonly twEarly: Float64Array; // per node
  private readonly twLate: Float64Array;
  private readonly service: Float64Array;
  private readonly shiftEarly: Float64Array; // per unit
  private readonly shiftLate: Float64Array;
  private readonly neighbours: Int32Array; // J x K, nearest first (includes self)
  private readonly symmetric: boolean;
  private readonly K: number;
  private readonly depotDistance: Float64Array;
  private readonly demandSize: Float64Array;
  private readonly jobPenalty: Float64Array;
  private readonly absences: Float64Array;
  /** Tight fleet: when no vehicle has room, a job may overload a route at a price (see recreate). */
  private readonly soft: boolean;
  private readonly capacityScale: Float64Array;
  private overloadPrice = 0;
  private readonly routeExcess: Float64Array;
  private readonly savedExcess: Float64Array;
  private overloadedIterations = 0;
  private allowOverload = false;
  private readonly excluded: UnassignedJob[];
  private readonly searchable: Uint8Array;
  private readonly searchableCount: number;

  // Current solution.
  private readonly routes: number[][];
  private readonly routeOf: Int32Array;
  private readonly load: Float64Array;
  private readonly routeCost: Float64Array;
  private currentCost = 0;
  private unassignedCount = 0;
  private unassignedPenalty = 0;
  // Schedules for time windows, per route (valid while schedVersion === routeVersion).
  private readonly earliest: number[][];
  private readonly latest: number[][];
  private readonly routeVersion: Int32Array;
  private readonly schedVersion: Int32Array;

  // Undo log of the running iteration.
  private readonly touchedAt: Int32Array;
  private readonly touched: number[] = [];
  private readonly savedRoutes: number[][];
  private readonly savedLoad: Float64Array;
  private readonly savedCost: Float64Array;
  private readonly ruinedAt: Int32Array;
  private savedUnassigned = 0;
  private savedUnassignedPenalty = 0;

  // Best.
  private bestRoutes: number[][];
  private bestCost = Infinity;
  private bestUnassigned = Infinity;

  private iteration = 0;
  private readonly iterationLimit: number;
  private readonly timeLimitMs: number;
  private readonly averageRemoved: number;
  private readonly maxStringLength: number;
  private readonly t0: number;
  private readonly tf: number;

  constructor(
    problem: RoutingProblem,
    private readonly options: SolveOptions,
  ) {
    this.random = seededRandom(options.seed ?? 1);
    this.now = options.now ?? (() => performance.now());
    this.startedAt = this.now();
    this.lastProgressAt = this.startedAt;
    this.iterationLimit = options.iterationLimit ?? Infinity;
    this.timeLimitMs = options.timeLimitMs ?? (options.iterationLimit === undefined ? 1000 : Infinity);
    this.averageRemoved = options.averageRemoved ?? 10;
    this.maxStringLength = options.maxStringLength ?? 10;

    const setup = setUpSearch(problem);
    this.J = setup.J;
    this.N = setup.N;
    this.V = setup.V;
    this.dims = setup.dims;
    this.dist = setup.dist;
    this.time = setup.time;
    this.demand = setup.demand;
    this.capacity = setup.capacity;
    this.startNode = setup.startNode;
    this.endNode = setup.endNode;
    this.fixedCost = setup.fixedCost;
    this.unitVehicle = setup.unitVehicle;
    this.unitIndex = setup.unitIndex;
    this.typeUnits = setup.typeUnits;
    this.hasTimeWindows = setup.hasTimeWindows;
    this.twEarly = setup.twEarly;
    this.twLate = setup.twLate;
    this.service = setup.service;
    this.shiftEarly = setup.shiftEarly;
    this.shiftLate = setup.shiftLate;
    this.symmetric = setup.symmetric;
    this.K = setup.K;
    this.neighbours = setup.neighbours;
    this.depotDistance = setup.depotDistance;
    this.demandSize = setup.demandSize;
    this.jobPenalty = setup.jobPenalty;
    this.excluded = setup.excluded;
    this.searchable = setup.searchable;
    this.searchableCount = setup.searchableCount;
    this.soft = setup.soft;
    this.capacityScale = setup.capacityScale;
    this.overloadPrice = setup.overloadPrice;
    this.t0 = setup.t0;
    this.tf = setup.tf;
    const { J, V, dims } = setup;
    this.absences = new Float64Array(J);

    this.routes = Array.from({ length: V }, () => []);
    this.routeOf = new Int32Array(J).fill(-1);
    this.load = new Float64Array(V * dims);
    this.routeCost = new Float64Array(V);
    this.earliest = Array.from({ length: V }, () => []);
    this.latest = Array.from({ length: V }, () => []);
    this.routeVersion = new Int32Array(V);
    this.schedVersion = new Int32Array(V).fill(-1);
    this.touchedAt = new Int32Array(V).fill(-1);
    this.ruinedAt = new Int32Array(V).fill(-1);
    this.savedRoutes = Array.from({ length: V }, () => []);
    this.savedLoad = new Float64Array(V * dims);
    this.savedCost = new Float64Array(V);
    this.bestRoutes = Array.from({ length: V }, () => []);

    this.routeExcess = new Float64Array(V);
    this.savedExcess = new Float64Array(V);

    // Initial solution: everything inserted once, in random order (hard capacities, so the
    // first best is always feasible).
    const all: number[] = [];
    for (let j = 0; j < J; j++) {
      if (!this.searchable[j]) continue;
      all.push(j);
      this.unassignedCount++;
      this.unassignedPenalty += this.jobPenalty[j]!;
    }
    this.beginIteration();
    this.recreate(all);
    this.currentCost = this.totalCost();
    this.commitBest();
    this.allowOverload = this.soft;
  }

  // ---------------------------------------------------------------- the main loop

  advance(sliceMs: number): boolean {
    if (this.stopped) return false;
    const sliceEnd = this.now() + sliceMs;
    const progressEvery = this.options.progressEveryMs ?? 100;
    for (;;) {
      if (this.iteration >= this.iterationLimit) return this.finish();
      const now = (this.iteration & 15) === 0 ? this.now() : 0;
      if (now) {
        const elapsed = now - this.startedAt;
        if (elapsed >= this.timeLimitMs) return this.finish();
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
    return {
      bestCost: this.bestCost,
      iterations: this.iteration,
      unassigned: this.bestUnassigned + this.excluded.length,
      elapsedMs: this.now() - this.startedAt,
    };
  }

  private temperature(): number {
    const byIterations = Number.isFinite(this.iterationLimit) ? this.iteration / this.iterationLimit : 0;
    const byTime = Number.isFinite(this.timeLimitMs) ? (this.now() - this.startedAt) / this.timeLimitMs : 0;
    const progress = Math.min(1, Math.max(byIterations, byTime));
    this.progressCache = progress;
    // Cooling starts once every job is served (at once, unless a tight fleet needs packing first).
    if (this.unassignedCount > 0 && progress < 0.5) this.coolingFrom = progress;
    const cooling =
      this.coolingFrom >= 1 ? 1 : Math.max(0, (progress - this.coolingFrom) / (1 - this.coolingFrom));
    return this.t0 * Math.pow(this.tf / this.t0, cooling);
  }

  private temperatureCache = 0;
  private progressCache = 0;
  private coolingFrom = 0;

  private iterate(): void {
    if ((this.iteration & 15) === 0) this.temperatureCache = this.temperature();
    this.iteration++;
    if (this.searchableCount === 0) return;
    this.beginIteration();
    const absent = this.unassignedCount;
    // With jobs left out and a fleet that has no room for them, the first half of the search
    // looks for a packing that serves everyone before it minds the distance: SISR's fleet
    // minimisation acceptance (fewer absent jobs, or absent jobs that were absent less often).
    const packing = absent > 0 && this.progressCache < 0.5;
    const absentScore = packing ? this.absenceScore() : 0;
    const removed = this.ruin();
    if (absent > 0) {
      // Jobs left out earlier get another chance with every recreate.
      for (let j = 0; j < this.J; j++)
        if (this.searchable[j] && this.routeOf[j]! < 0 && !removed.includes(j)) removed.push(j);
    }
    this.recreate(removed);
    const cost = this.totalCost();
    let accept: boolean;
    if (packing) {
      accept = this.unassignedCount < absent || this.absenceScore() < absentScore;
      for (let j = 0; j < this.J; j++) if (this.searchable[j] && this.routeOf[j]! < 0) this.absences[j]!++;
    } else {
      accept = cost < this.currentCost - this.temperatureCache * Math.log(1 - this.random.next());
    }
    if (accept) {
      this.currentCost = cost;
      const excess = this.totalExcess();
      if (
        excess < EPS &&
        (this.unassignedCount < this.bestUnassigned ||
          (this.unassignedCount === this.bestUnassigned &&
            cost - this.unassignedPenalty < this.bestCost - EPS))
      ) {
        this.localSearch();
        this.currentCost = this.totalCost();
        this.commitBest();
      }
    } else {
      this.rollback();
    }
    if (this.allowOverload) this.adaptOverloadPrice();
  }

  private totalExcess(): number {
    let excess = 0;
    for (let r = 0; r < this.V; r++) excess += this.routeExcess[r]!;
    return excess;
  }

  private adaptOverloadPrice(): void {
    if (this.totalExcess() > EPS) this.overloadedIterations++;
    if (this.iteration % 100 !== 0) return;
    const share = this.overloadedIterations / 100;
    this.overloadedIterations = 0;
    const before = this.overloadPrice;
    if (share > 0.45) this.overloadPrice *= 1.25;
    else if (share < 0.25) this.overloadPrice *= 0.85;
    this.overloadPrice = Math.min(1e12, Math.max(1e-6, this.overloadPrice));
    if (this.overloadPrice === before) return;
    for (let r = 0; r < this.V; r++)
      this.routeCost[r]! += (this.overloadPrice - before) * this.routeExcess[r]!;
    this.currentCost = this.totalCost();
  }

  private absenceScore(): number {
    let score = 0;
    for (let j = 0; j < this.J; j++)
      if (this.searchable[j] && this.routeOf[j]! < 0) score += this.absences[j]!;
    return score;
  }

  private totalCost(): number {
    let cost = this.unassignedPenalty;
    for (let r = 0; r < this.V; r++) cost += this.routeCost[r]!;
    return cost;
  }

  private commitBest(): void {
    this.bestCost = this.currentCost - this.unassignedPenalty;
    this.bestUnassigned = this.unassignedCount;
    for (let r = 0; r < this.V; r++) {
      const route = this.routes[r]!;
      if (route.length > 0 || this.bestRoutes[r]!.length > 0) this.bestRoutes[r] = route.slice();
    }
  }

  // ---------------------------------------------------------------- undo log

  private beginIteration(): void {
    this.touched.length = 0;
    this.savedUnassigned = this.unassignedCount;
    this.savedUnassignedPenalty = this.unassignedPenalty;
  }

  private touch(r: number): void {
    if (this.touchedAt[r] === this.iteration) return;
    this.touchedAt[r] = this.iteration;
    this.touched.push(r);
    this.savedRoutes[r] = this.routes[r]!.slice();
    const dims = this.dims;
    for (let d = 0; d < dims; d++) this.savedLoad[r * dims + d] = this.load[r * dims + d]!;
    this.savedCost[r] = this.routeCost[r]!;
    this.savedExcess[r] = this.routeExcess[r]!;
  }

  private rollback(): void {
    const dims = this.dims;
    for (const r of this.touched) {
      for (const j of this.routes[r]!) this.routeOf[j] = -1;
    }
    for (const r of this.touched) {
      const route = this.savedRoutes[r]!;
      this.routes[r] = route;
      this.savedRoutes[r] = [];
      for (const j of route) this.routeOf[j] = r;
      for (let d = 0; d < dims; d++) this.load[r * dims + d] = this.savedLoad[r * dims + d]!;
      this.routeCost[r] = this.savedCost[r]!;
      this.routeExcess[r] = this.savedExcess[r]!;
      this.routeVersion[r]!++;
    }
    this.unassignedCount = this.savedUnassigned;
    this.unassignedPenalty = this.savedUnassignedPenalty;
  }

  // ---------------------------------------------------------------- route bookkeeping

  private updateRoute(r: number): void {
    const route = this.routes[r]!;
    const N = this.N;
    const dist = this.dist;
    let cost = 0;
    let previous = this.startNode[r]!;
    for (let i = 0; i < route.length; i++) {
      const node = route[i]!;
      cost += dist[previous * N + node]!;
      previous = node;
      this.routeOf[node] = r;
    }
    if (route.length > 0) cost += dist[previous * N + this.endNode[r]!]! + this.fixedCost[r]!;
    let excess = 0;
    if (this.soft) {
      const dims = this.dims;
      for (let d = 0; d < dims; d++) {
        const over = this.load[r * dims + d]! - this.capacity[r * dims + d]!;
        if (over > EPS) excess += over / this.capacityScale[d]!;
      }
      this.routeExcess[r] = excess;
    }
    this.routeCost[r] = cost + this.overloadPrice * excess;
    this.routeVersion[r]!++;
  }

  private addLoad(r: number, j: number, sign: number): void {
    const dims = this.dims;
    for (let d = 0; d < dims; d++) this.load[r * dims + d]! += sign * this.demand[j * dims + d]!;
  }

  /** Forward earliest and backward latest service starts of route r (positions 0..L+1). */
  private schedule(r: number): void {
    if (this.schedVersion[r] === this.routeVersion[r]) return;
    this.schedVersion[r] = this.routeVersion[r]!;
    const route = this.routes[r]!;
    const L = route.length;
    const N = this.N;
    const time = this.time;
    const earliest = this.earliest[r]!;
    const latest = this.latest[r]!;
    earliest.length = L + 2;
    latest.length = L + 2;
    let previous = this.startNode[r]!;
    let t = this.shiftEarly[r]!;
    earliest[0] = t;
    for (let i = 0; i < L; i++) {
      const node = route[i]!;
      t = Math.max(
        this.twEarly[node]!,
        t + (i === 0 ? 0 : this.service[previous]!) + time[previous * N + node]!,
      );
      earliest[i + 1] = t;
      previous = node;
    }
    earliest[L + 1] = t + (L > 0 ? this.service[previous]! : 0) + time[previous * N + this.endNode[r]!]!;
    let next = this.endNode[r]!;
    let late = this.shiftLate[r]!;
    latest[L + 1] = late;
    for (let i = L - 1; i >= 0; i--) {
      const node = route[i]!;
      late = Math.min(this.twLate[node]!, late - time[node * N + next]! - this.service[node]!);
      latest[i + 1] = late;
      next = node;
    }
    latest[0] = late - time[this.startNode[r]! * N + next]!;
  }

  private fits(r: number, j: number): boolean {
    const dims = this.dims;
    for (let d = 0; d < dims; d++) {
      if (this.load[r * dims + d]! + this.demand[j * dims + d]! > this.capacity[r * dims + d]! + EPS)
        return false;
    }
    return true;
  }

  // ---------------------------------------------------------------- ruin (SISR strings)

  private ruin(): number[] {
    const removed: number[] = [];
    let used = 0;
    let assigned = 0;
    for (let r = 0; r < this.V; r++) {
      const length = this.routes[r]!.length;
      if (length > 0) {
        used++;
        assigned += length;
      }
    }
    if (used === 0) return removed;
    const lsMax = Math.min(this.maxStringLength, assigned / used);
    const ksMax = (4 * this.averageRemoved) / (1 + lsMax) - 1;
    const ks = Math.floor(this.random.next() * ksMax) + 1;
    // A random assigned seed customer.
    let seed = this.random.below(this.J);
    for (let tries = 0; this.routeOf[seed]! < 0 && tries < this.J; tries++) seed = (seed + 1) % this.J;
    if (this.routeOf[seed]! < 0) return removed;
    let ruinedRoutes = 0;
    const K = this.K;
    for (let k = 0; k < K && ruinedRoutes < ks; k++) {
      const c = this.neighbours[seed * K + k]!;
      const r = this.routeOf[c]!;
      if (r < 0 || this.ruinedAt[r] === this.iteration) continue;
      this.ruinedAt[r] = this.iteration;
      ruinedRoutes++;
      const route = this.routes[r]!;
      const lMax = Math.min(route.length, lsMax);
      const l = Math.floor(this.random.next() * lMax) + 1;
      this.touch(r);
      if (l >= route.length || this.random.next() >= SPLIT_RATE || l + 1 > route.length)
        this.removeString(r, c, l, removed);
      else this.removeSplitString(r, c, l, removed);
    }
    return removed;
  }

  private removeString(r: number, c: number, l: number, removed: number[]): void {
    const route = this.routes[r]!;
    const at = route.indexOf(c);
    const from = Math.max(0, at - l + 1);
    const to = Math.min(at, route.length - l);
    const start = from + this.random.below(to - from + 1);
    const gone = route.splice(start, l);
    for (const j of gone) {
      this.routeOf[j] = -1;
      this.addLoad(r, j, -1);
      removed.push(j);
      this.unassignedCount++;
      this.unassignedPenalty += this.jobPenalty[j]!;
    }
    this.updateRoute(r);
  }

  private removeSplitString(r: number, c: number, l: number, removed: number[]): void {
    const route = this.routes[r]!;
    let m = 1;
    while (l + m < route.length && this.random.next() >= SPLIT_DEPTH) m++;
    const span = l + m;
    const at = route.indexOf(c);
    const from = Math.max(0, at - span + 1);
    const to = Math.min(at, route.length - span);
    const start = from + this.random.below(to - from + 1);
    const keepAt = this.random.below(l + 1); // offset of the preserved run inside the string
    const kept: number[] = [];
    const gone: number[] = [];
    for (let i = 0; i < span; i++) {
      const j = route[start + i]!;
      if (i >= keepAt && i < keepAt + m) kept.push(j);
      else gone.push(j);
    }
    route.splice(start, span, ...kept);
    for (const j of gone) {
      this.routeOf[j] = -1;
      this.addLoad(r, j, -1);
      removed.push(j);
      this.unassignedCount++;
      this.unassignedPenalty += this.jobPenalty[j]!;
    }
    this.updateRoute(r);
  }

  // ---------------------------------------------------------------- recreate (greedy with blinks)

  private recreate(removed: number[]): void {
    this.sortRemoved(removed);
    const N = this.N;
    const dist = this.dist;
    const random = this.random;
    const tw = this.hasTimeWindows;
    for (const c of removed) {
      let bestDelta = Infinity;
      let bestRoute = -1;
      let bestPosition = -1;
      for (let r = 0; r < this.V; r++) {
        const route = this.routes[r]!;
        const L = route.length;
        if (L === 0 || !this.fits(r, c)) continue;
        if (tw) this.schedule(r);
        let previous = this.startNode[r]!;
        const end = this.endNode[r]!;
        for (let p = 0; p <= L; p++) {
          const next = p < L ? route[p]! : end;
          if (random.next() >= BLINK_RATE) {
            const delta = dist[previous * N + c]! + dist[c * N + next]! - dist[previous * N + next]!;
            if (delta < bestDelta && (!tw || this.timeFeasible(r, p, previous, c, next))) {
              bestDelta = delta;
              bestRoute = r;
              bestPosition = p;
            }
          }
          previous = next;
        }
      }
      if (bestRoute < 0) {
        // Open a new route: the cheapest empty vehicle of any kind that can take c.
        for (const kind of this.typeUnits) {
          let r = -1;
          for (const unit of kind) {
            if (this.routes[unit]!.length === 0) {
              r = unit;
              break;
            }
          }
          if (r < 0 || !this.fits(r, c)) continue;
          const s = this.startNode[r]!;
          const e = this.endNode[r]!;
          if (tw) this.schedule(r);
          if (tw && !this.timeFeasible(r, 0, s, c, e)) continue;
          const delta = dist[s * N + c]! + dist[c * N + e]! + this.fixedCost[r]!;
          if (delta < bestDelta) {
            bestDelta = delta;
            bestRoute = r;
            bestPosition = 0;
          }
        }
      }
      if (bestRoute < 0 && this.allowOverload) {
        // No room anywhere: the cheapest position counting the price of the excess it adds.
        const dims = this.dims;
        for (let r = 0; r < this.V; r++) {
          const route = this.routes[r]!;
          const L = route.length;
          if (L === 0) continue;
          let added = 0;
          for (let d = 0; d < dims; d++) {
            const cap = this.capacity[r * dims + d]!;
            const before = Math.max(0, this.load[r * dims + d]! - cap);
            const after = Math.max(0, this.load[r * dims + d]! + this.demand[c * dims + d]! - cap);
            added += (after - before) / this.capacityScale[d]!;
          }
          const price = this.overloadPrice * added;
          if (price >= bestDelta) continue;
          if (tw) this.schedule(r);
          let previous = this.startNode[r]!;
          const end = this.endNode[r]!;
          for (let p = 0; p <= L; p++) {
            const next = p < L ? route[p]! : end;
            const delta = price + dist[previous * N + c]! + dist[c * N + next]! - dist[previous * N + next]!;
            if (delta < bestDelta && (!tw || this.timeFeasible(r, p, previous, c, next))) {
              bestDelta = delta;
              bestRoute = r;
              bestPosition = p;
            }
            previous = next;
          }
        }
      }
      if (bestRoute < 0) continue; // stays unassigned (penalised)
      this.touch(bestRoute);
      this.routes[bestRoute]!.splice(bestPosition, 0, c);
      this.addLoad(bestRoute, c, 1);
      this.unassignedCount--;
      this.unassignedPenalty -= this.jobPenalty[c]!;
      this.updateRoute(bestRoute);
    }
  }

  /** Whether c fits between positions p and p+1 (schedule of r is current). */
  private timeFeasible(r: number, p: number, previous: number, c: number, next: number): boolean {
    const earliest = this.earliest[r]!;
    const latest = this.latest[r]!;
    const N = this.N;
    const leave = earliest[p]! + (p === 0 ? 0 : this.service[previous]!);
    const arrive = Math.max(this.twEarly[c]!, leave + this.time[previous * N + c]!);
    if (arrive > this.twLate[c]! + EPS) return false;
    return arrive + this.service[c]! + this.time[c * N + next]! <= latest[p + 1]! + EPS;
  }

  private sortRemoved(removed: number[]): void {
    const pick = this.random.below(11);
    if (pick < 4) {
      for (let i = removed.length - 1; i > 0; i--) {
        const k = this.random.below(i + 1);
        const swap = removed[i]!;
        removed[i] = removed[k]!;
        removed[k] = swap;
      }
    } else if (pick < 8) {
      const size = this.demandSize;
      removed.sort((a, b) => size[b]! - size[a]! || a - b);
    } else if (pick < 10) {
      const far = this.depotDistance;
      removed.sort((a, b) => far[b]! - far[a]! || a - b);
    } else {
      const far = this.depotDistance;
      removed.sort((a, b) => far[a]! - far[b]! || a - b);
    }
  }

  // ---------------------------------------------------------------- polishing a new best

  /** Intra-route 2-opt on every route (only when there are no time windows: reversal changes times). */
  private localSearch(): void {
    if (this.hasTimeWindows) return;
    for (let r = 0; r < this.V; r++) {
      if (this.routes[r]!.length >= 3 && this.twoOpt(r)) this.updateRoute(r);
    }
  }

  private twoOpt(r: number): boolean {
    const route = this.routes[r]!;
    const L = route.length;
    const N = this.N;
    const dist = this.dist;
    const s = this.startNode[r]!;
    const e = this.endNode[r]!;
    const at = (i: number): number => (i < 0 ? s : i >= L ? e : route[i]!);
    let changed = false;
    let improved = true;
    while (improved) {
      improved = false;
      for (let i = 0; i < L - 1; i++) {
        const a = at(i - 1);
        const b = route[i]!;
        for (let k = i + 1; k < L; k++) {
          const c = route[k]!;
          const d = at(k + 1);
          // Reversing i..k; for asymmetric matrices the inner edges flip too.
          let inner = 0;
          if (!this.symmetric)
            for (let x = i; x < k; x++)
              inner += dist[route[x + 1]! * N + route[x]!]! - dist[route[x]! * N + route[x + 1]!]!;
          const delta = dist[a * N + c]! + dist[b * N + d]! - dist[a * N + b]! - dist[c * N + d]! + inner;
          if (delta < -EPS) {
            for (let x = i, y = k; x < y; x++, y--) {
              const swap = route[x]!;
              route[x] = route[y]!;
              route[y] = swap;
            }
            improved = true;
            changed = true;
            break;
          }
        }
        if (improved) break;
      }
    }
    return changed;
  }

  // ---------------------------------------------------------------- result

  best(): RoutingSolution {
    const routes: RoutingRoute[] = [];
    const unassigned: UnassignedJob[] = [...this.excluded];
    const served = new Uint8Array(this.J);
    const dims = this.dims;
    let total = 0;
    for (let r = 0; r < this.V; r++) {
      const jobs = this.bestRoutes[r]!;
      if (jobs.length === 0) continue;
      let cost = 0;
      let previous = this.startNode[r]!;
      const load = new Array<number>(dims).fill(0);
      for (const j of jobs) {
        cost += this.dist[previous * this.N + j]!;
        previous = j;
        served[j] = 1;
        for (let d = 0; d < dims; d++) load[d]! += this.demand[j * dims + d]!;
      }
      cost += this.dist[previous * this.N + this.endNode[r]!]! + this.fixedCost[r]!;
      total += cost;
      routes.push({
        vehicle: this.unitVehicle[r]!,
        unit: this.unitIndex[r]!,
        jobs: jobs.slice(),
        cost,
        load,
      });
    }
    for (let j = 0; j < this.J; j++) {
      if (this.searchable[j] && !served[j]) unassigned.push({ job: j, reason: 'no-vehicle-left' });
    }
    unassigned.sort((a, b) => a.job - b.job);
    return { routes, unassigned, cost: total, iterations: this.iteration };
  }
}
