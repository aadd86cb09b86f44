import type { Caller } from '../http/caller';
import type { Store } from '../store/store';

/** Where the company's places are kept. */
const LOCATIONS_SECTION = 'Locations';

/**
 * The location a device names with its pull (a warehouse tablet's "This Tablet's Location"),
 * as the services accept it: one of the caller's own company's active locations, where its floor
 * staff may work (the spec gives no narrower per-user list of places). Anything else (another
 * company's location, an inactive or unknown one, none) is null: the device then holds its
 * scope at every location, as before it chose one. The location only ever narrows what the
 * caller's permissions already let it read, so a forged one can hide records from the device
 * that forged it and never show it another company's.
 * @example await deviceLocationOf(store, caller, 'loc-warehouse') // 'loc-warehouse'
 */
export async function deviceLocationOf(
  store: Store,
  caller: Caller,
  named: string | null | undefined,
): Promise<string | null> {
  if (typeof named !== 'string' || named === '' || named.length > 200) return null;
  const row = await store.get(LOCATIONS_SECTION, named);
  return row === null || row.isInactive || row.companyAccountID !== caller.companyAccountID ? null : row.id;
}
