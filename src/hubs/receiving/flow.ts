import type { MirrorRow } from '../../data/mirror-row';
import { needsTemperature } from '../../domain/delivery/delivery-temperature';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import { waitingReceivals } from './receival-flow';

/** A receival waiting at the door, as its card shows it. */
export type WaitingReceival = {
  receival: MirrorRow<'receivals'>;
  /** Where the goods come from. */
  from: string;
  /** Its packages in one line. */
  packages: string;
  /** Chilled: the count asks for a temperature. */
  temperatureNeeded: boolean;
};

/**
 * The receiving hub's view model: the receivals waiting to be counted in, each with its sender,
 * packages and whether it needs a temperature.
 * @example receivingFlow(receivals, new Set(['milk']))[0].temperatureNeeded
 */
export function receivingFlow(
  receivals: readonly MirrorRow<'receivals'>[],
  sensitiveProductIDs: ReadonlySet<string>,
): WaitingReceival[] {
  return waitingReceivals(receivals).map((receival) => ({
    receival,
    from: (receival.departureLocation as { locationName?: string } | null)?.locationName ?? 'Sender',
    packages: packagesText(packagedItemsOf(receival)),
    temperatureNeeded: needsTemperature(receival, sensitiveProductIDs),
  }));
}
