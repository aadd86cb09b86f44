import { NativeSelect } from '@mantine/core';
import { useCosmetics } from '../../blocks/cosmetics/CosmeticsProvider';
import { useRecords } from '../../data/use-records';
import { useOwnCompany } from '../../data/use-own-company';
import { tabletLocation } from '../../domain/warehouse/tablet-floor';

/** The tablet's pick/pack location and the places it may choose, with their names. */
export type TabletFloor = {
  locationID: string;
  options: { value: string; label: string }[];
  choose: (id: string) => void;
};

/**
 * The pick/pack location this device works at, remembered on the device (its stored appearance
 * settings, so a shared tablet keeps its place across sign-ins and restarts) and named with each
 * pull, so the tablet holds that location's consignments (src/entities/families/sync-scopes.ts):
 * the company's own locations and those with work (`withWork`) are its choices.
 * @example const floor = useTabletFloor(['loc-warehouse']);
 */
export function useTabletFloor(withWork: readonly string[]): TabletFloor {
  const { cosmetics, update } = useCosmetics();
  const locations = useRecords('locations');
  const own = useOwnCompany();
  const ownIDs = (locations ?? [])
    .filter((row) => own != null && row.companyAccountID === own.id && row.isInactive !== true)
    .map((row) => row.id);
  const ids = [...new Set([...ownIDs, ...withWork])];
  const nameOf = (id: string) =>
    locations === undefined ? 'Loading…' : locations.find((row) => row.id === id)?.locationName || id;
  // A tablet told where it stands holds only that place's consignments (its sync scope): it
  // cannot know whether the others have work, so it says nothing of them.
  const knowsEveryPlace = !ownIDs.includes(cosmetics.locationID ?? '');
  return {
    locationID: tabletLocation(cosmetics.locationID, ownIDs, withWork),
    options: ids.map((id) => ({
      value: id,
      label: withWork.includes(id) || !knowsEveryPlace ? nameOf(id) : `${nameOf(id)} (nothing to do)`,
    })),
    choose: (id) => update({ locationID: id }),
  };
}

/**
 * The field a warehouse tablet is told where it stands with; the choice stays on the device. The
 * browser's own select (Mantine's NativeSelect, large as the hubs' touch targets): the tablet's
 * own list of places, opened by the system, and no dropdown code (Mantine's Combobox and
 * floating-ui, about 30 KB gzipped) in the picking and packing hubs' first load.
 * @example <TabletLocationField floor={floor} />
 */
export function TabletLocationField({ floor }: { floor: TabletFloor }) {
  const unset = floor.locationID === '';
  return (
    <NativeSelect
      label="This Tablet's Location"
      size="lg"
      data={
        unset ? [{ value: '', label: 'Choose a location', disabled: true }, ...floor.options] : floor.options
      }
      value={floor.locationID}
      onChange={(event) => {
        if (event.currentTarget.value !== '') floor.choose(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
