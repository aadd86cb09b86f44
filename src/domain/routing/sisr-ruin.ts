/**
 * Ruin of the routing search (SISR's string removals): around a random assigned seed customer
 * and its nearest neighbours, a few routes each lose a string of consecutive customers, sometimes
 * with a preserved middle part (the "split string").
 */
import { addLoad, updateRoute } from './sisr-route';
import type { SearchState } from './sisr-state';
import { touch } from './sisr-undo';

const SPLIT_RATE = 0.5;
const SPLIT_DEPTH = 0.01;

/** How much one ruin removes: SISR's c-bar (average customers removed) and L_max (longest string). */
export interface RuinSize {
  readonly averageRemoved: number;
  readonly maxStringLength: number;
}

/** Removes strings from a few routes near a random customer; returns the removed jobs. */
export function ruin(s: SearchState, size: RuinSize): number[] {
  const { V, J, K, neighbours } = s.setup;
  const removed: number[] = [];
  let used = 0;
  let assigned = 0;
  for (let r = 0; r < V; r++) {
    const length = s.routes[r]!.length;
    if (length > 0) {
      used++;
      assigned += length;
    }
  }
  if (used === 0) return removed;
  const lsMax = Math.min(size.maxStringLength, assigned / used);
  const ksMax = (4 * size.averageRemoved) / (1 + lsMax) - 1;
  const ks = Math.floor(s.random.next() * ksMax) + 1;
  // A random assigned seed customer.
  let seed = s.random.below(J);
  for (let tries = 0; s.routeOf[seed]! < 0 && tries < J; tries++) seed = (seed + 1) % J;
  if (s.routeOf[seed]! < 0) return removed;
  let ruinedRoutes = 0;
  for (let k = 0; k < K && ruinedRoutes < ks; k++) {
    const c = neighbours[seed * K + k]!;
    const r = s.routeOf[c]!;
    if (r < 0 || s.ruinedAt[r] === s.iteration) continue;
    s.ruinedAt[r] = s.iteration;
    ruinedRoutes++;
    const route = s.routes[r]!;
    const lMax = Math.min(route.length, lsMax);
    const l = Math.floor(s.random.next() * lMax) + 1;
    touch(s, r);
    if (l >= route.length || s.random.next() >= SPLIT_RATE || l + 1 > route.length)
      removeString(s, r, c, l, removed);
    else removeSplitString(s, r, c, l, removed);
  }
  return removed;
}

function removeString(s: SearchState, r: number, c: number, l: number, removed: number[]): void {
  const route = s.routes[r]!;
  const at = route.indexOf(c);
  const from = Math.max(0, at - l + 1);
  const to = Math.min(at, route.length - l);
  const start = from + s.random.below(to - from + 1);
  const gone = route.splice(start, l);
  leaveOut(s, r, gone, removed);
}

function removeSplitString(s: SearchState, r: number, c: number, l: number, removed: number[]): void {
  const route = s.routes[r]!;
  let m = 1;
  while (l + m < route.length && s.random.next() >= SPLIT_DEPTH) m++;
  const span = l + m;
  const at = route.indexOf(c);
  const from = Math.max(0, at - span + 1);
  const to = Math.min(at, route.length - span);
  const start = from + s.random.below(to - from + 1);
  const keepAt = s.random.below(l + 1); // offset of the preserved run inside the string
  const kept: number[] = [];
  const gone: number[] = [];
  for (let i = 0; i < span; i++) {
    const j = route[start + i]!;
    if (i >= keepAt && i < keepAt + m) kept.push(j);
    else gone.push(j);
  }
  route.splice(start, span, ...kept);
  leaveOut(s, r, gone, removed);
}

/** The jobs taken out of route r become unassigned (and penalised) until recreate places them. */
function leaveOut(s: SearchState, r: number, gone: readonly number[], removed: number[]): void {
  for (const j of gone) {
    s.routeOf[j] = -1;
    addLoad(s, r, j, -1);
    removed.push(j);
    s.unassignedCount++;
    s.unassignedPenalty += s.setup.jobPenalty[j]!;
  }
  updateRoute(s, r);
}
