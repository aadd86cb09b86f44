import type { RecordOf } from '../../data/mirror-row';

type Template = Pick<RecordOf<'journey-templates'>, 'startLocationID' | 'isInactive'>;
type Location = Pick<RecordOf<'locations'>, 'locationName'>;

/**
 * The start locations the day can be planned from: those of the active journey templates,
 * offered once the location is in the mirror (its name to show, its place to plan from).
 * @example startOptions([{ startLocationID: 'loc1' }], new Map([['loc1', { locationName: 'Depot' }]])) // [{ value: 'loc1', label: 'Depot' }]
 */
export function startOptions(
  templates: readonly Template[],
  locations: ReadonlyMap<string, Location>,
): { value: string; label: string }[] {
  const ids = new Set<string>();
  for (const template of templates)
    if (typeof template.startLocationID === 'string' && template.isInactive !== true)
      ids.add(template.startLocationID);
  return [...ids].flatMap((id) => {
    const location = locations.get(id);
    return location === undefined ? [] : [{ value: id, label: location.locationName ?? id }];
  });
}
