import type { Blade } from '../blocks/blade-manager';
import { NEW_ID } from './portal-routes';

/**
 * Which record a bespoke detail screen shows: inside a list's detail blade the blade's data
 * names it (the route is the list's, so it has no id); on its own page the route's :id does.
 * Either way 'new' creates.
 * @example detailTargetID({ routeID: undefined, blade: { data: { id: 'sco-1' } } }) // 'sco-1'
 */
export function detailTargetID(input: {
  routeID: string | undefined;
  blade: Pick<Blade, 'data'> | null;
}): string {
  if (input.blade !== null) {
    const id = input.blade.data.id;
    return typeof id === 'string' && id !== '' ? id : NEW_ID;
  }
  return input.routeID !== undefined && input.routeID !== '' ? input.routeID : NEW_ID;
}
