import { useState } from 'react';
import { useCommand } from '../../blocks/hub/use-command';
import type { MirrorRow } from '../../data/mirror-row';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import type { SupplierCard } from '../../domain/insights/customer-insights';
import { placeRepeatOrder } from './commands/place-repeat-order';
import { repeatLastOrder } from './flow';
import type { Repeat } from './RepeatSummary';

/** A repeat order under way on the dashboard, and the one placed last. */
export type RepeatOrder = {
  /** The repeat shown for confirmation, or none. */
  repeat: Repeat | null;
  /** The order placed last (until it is dismissed), as the mirror holds it now. */
  placedOrder: MirrorRow<'purchase-orders'> | null | undefined;
  busy: boolean;
  /** Makes a repeat of the card's last order at today's prices (not placed yet). */
  start(card: SupplierCard): void;
  place(): Promise<void>;
  cancel(): void;
  dismissPlaced(): void;
};

/**
 * Repeat Last Order in two taps: start makes the repeat from the supplier's last order (priced
 * with the products, tethers and locations on the device), place writes it through the write
 * path (queued while offline) and remembers it to show what was placed.
 * @example const repeat = useRepeatOrder('Australia/Sydney'); repeat.start(card); await repeat.place();
 */
export function useRepeatOrder(timeZone: string): RepeatOrder {
  // What a repeat order is priced with: small tables, read as they are.
  const products = useRecords('products');
  const tethers = useRecords('product-tethers');
  const locations = useRecords('locations');
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const placedOrder = useRecord('purchase-orders', placed);
  const [busy, setBusy] = useState(false);
  // The repeat's id, chosen before it is placed.
  const [repeatID, setRepeatID] = useState(() => crypto.randomUUID());
  const placeRepeat = useCommand(placeRepeatOrder, { id: repeatID, order: repeat?.result.order ?? null });

  return {
    repeat,
    placedOrder,
    busy,
    start(card) {
      const result = repeatLastOrder(
        card,
        {
          products: products ?? [],
          priceTiers: [],
          tethers: tethers ?? [],
          automaticLineItems: [],
          locations: locations ?? [],
          companyID: null,
        },
        new Date(),
        timeZone,
      );
      if (result !== null) setRepeat({ card, result });
    },
    async place() {
      if (repeat === null) return;
      setBusy(true);
      try {
        await placeRepeat.run();
        setPlaced(repeatID);
        setRepeatID(crypto.randomUUID());
        setRepeat(null);
      } finally {
        setBusy(false);
      }
    },
    cancel: () => setRepeat(null),
    dismissPlaced: () => setPlaced(null),
  };
}
