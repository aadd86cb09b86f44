/**
 * Polishing a new best solution of the routing search: intra-route 2-opt on every route (only
 * without time windows: reversing a stretch changes its times).
 */
import { EPS } from './sisr-setup';
import { updateRoute } from './sisr-route';
import type { SearchState } from './sisr-state';

export function localSearch(s: SearchState): void {
  if (s.setup.hasTimeWindows) return;
  for (let r = 0; r < s.setup.V; r++) {
    if (s.routes[r]!.length >= 3 && twoOpt(s, r)) updateRoute(s, r);
  }
}

/** Reverses stretches of route r while that shortens it; true when it changed. */
function twoOpt(s: SearchState, r: number): boolean {
  const { N, dist, symmetric } = s.setup;
  const route = s.routes[r]!;
  const L = route.length;
  const start = s.setup.startNode[r]!;
  const end = s.setup.endNode[r]!;
  const at = (i: number): number => (i < 0 ? start : i >= L ? end : route[i]!);
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
        if (!symmetric)
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
