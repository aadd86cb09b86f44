import type { DayMovement } from '../../domain/routing/day-movements';

import type { RecordOf } from '../../data/mirror-row';

export interface CurrentJourney {
  id: string;
  name: string;
  stops: { key: string; name: string }[];
}

/** The day's movements already on journeys, by journey, in stop order (a destination once). */
export function currentJourneys(
  movements: readonly DayMovement[],
  journeys: readonly Pick<RecordOf<'journeys'>, 'id' | 'journeyName'>[] | undefined,
): CurrentJourney[] {
  const byJourney = new Map<string, DayMovement[]>();
  for (const movement of movements) {
    if (movement.journeyID === null) continue;
    byJourney.set(movement.journeyID, [...(byJourney.get(movement.journeyID) ?? []), movement]);
  }
  const names = new Map((journeys ?? []).map((journey) => [journey.id, journey.journeyName ?? journey.id]));
  return [...byJourney.entries()]
    .map(([id, members]) => {
      const ordered = [...members].sort(
        (a, b) =>
          (a.arrivalSortNumber ?? Infinity) - (b.arrivalSortNumber ?? Infinity) || a.id.localeCompare(b.id),
      );
      const stops: { key: string; name: string }[] = [];
      for (const movement of ordered)
        if (stops.at(-1)?.key !== movement.destination.id)
          stops.push({ key: movement.destination.id, name: movement.destination.name });
      return { id, name: names.get(id) ?? id, stops };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}
