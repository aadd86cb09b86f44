/**
 * The planner's work that is not a mirror write of its own: solving the day with the optimiser
 * worker, and applying a proposal (the apply-journeys command's writes, in the order the mirror
 * needs them).
 */
import { writesOf } from '../../blocks/hub/command';
import { applyWrites } from '../../data/apply-writes';
import type { WritePath } from '../../data/write-path';
import type { DayMovement } from '../../domain/routing/day-movements';
import { planFromSolution, type JourneyPlan, type PlanProblem } from '../../domain/routing/journey-plan';
import type { RoutingProgress } from '../../domain/routing/problem';
import type { useOptimiser } from '../../data/use-optimiser';
import { applyJourneys, type ApplyJourneysState } from './commands/apply-journeys';

import type { RecordOf } from '../../data/mirror-row';

/** A movement of the day as its due departure is read. */
type Departing = Pick<RecordOf<'deliveries'> | RecordOf<'courier-movements'>, 'id' | 'dueDepartureOn'>;

/** Solves the day's plan problem (see planProblem) with `seconds` of search, as journeys. */
export async function solvePlan(
  optimiser: ReturnType<typeof useOptimiser>,
  problem: PlanProblem,
  seconds: number,
  onProgress: (progress: RoutingProgress) => void,
): Promise<JourneyPlan> {
  const solution = await optimiser.solve(
    problem.problem,
    { seed: 1, timeLimitMs: seconds * 1000 },
    onProgress,
  );
  return planFromSolution(problem, solution);
}

/** Creates the proposal's journeys, then places every movement; the new journeys' ids in order. */
export async function applyPlan(
  path: WritePath,
  input: Omit<ApplyJourneysState, 'newIDs'>,
): Promise<string[]> {
  const ids = input.journeys.map((journey) => (journey.stops.length === 0 ? '' : crypto.randomUUID()));
  // The new journeys in order, then every movement's placement queued together (each is its own
  // write: mirror and outbox in one transaction), as before the command.
  const all = writesOf(applyJourneys, { ...input, newIDs: ids });
  await applyWrites(
    path,
    all.filter((write) => write.op === 'create'),
  );
  await Promise.all(all.filter((write) => write.op !== 'create').map((write) => applyWrites(path, [write])));
  return ids;
}

/** The earliest due departure among the day's movements (ISO), when the company sets no start time. */
export function firstDeparture(
  deliveries: readonly Departing[] | undefined,
  courierMovements: readonly Departing[] | undefined,
  movements: readonly DayMovement[],
): string | null {
  const ids = new Set(movements.map((movement) => movement.id));
  const times = [...(deliveries ?? []), ...(courierMovements ?? [])]
    .flatMap((row) => (ids.has(row.id) && typeof row.dueDepartureOn === 'string' ? [row.dueDepartureOn] : []))
    .sort();
  return times[0] ?? null;
}
