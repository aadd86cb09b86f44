import { describe, expect, it } from 'vitest';
import {
  recountTrackedTotals,
  TRACKED_FIELDS,
  TRACKED_SECTIONS,
  trackedKey,
  type TrackedSource,
} from '../../src/domain/tracked-totals';
import { startStandingOrderScheduler } from '../../server/flows/standing-order-scheduler';
import { withTrackedTotals } from '../../server/flows/tracked-totals';
import { TRACKED_ITEMS_SECTION } from '../../server/flows/stock-ledger';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createMemoryStore } from '../../server/store/memory-store';

// The demo data is written as the hosts write it (through the services' store): its tracked
// items must already equal a recount, with something on request, consigned and on order.
describe('stock tracked items of the demo data', () => {
  it('equal a recount of the seeded records, after the standing orders ran', async () => {
    const store = withTrackedTotals(createMemoryStore());
    await seedTrainingData(store, { today: new Date('2026-11-20T00:00:00+11:00'), passwordIterations: 1000 });
    await startStandingOrderScheduler({ store, clock: () => new Date('2026-11-20T00:00:00+11:00') }).runNow();
    const all = { visibleTo: null, conditions: [], includeInactive: true, includeCount: false };
    const rows: TrackedSource[] = [];
    for (const section of TRACKED_SECTIONS) rows.push(...(await store.list(section, all)).rows);
    const expected = new Map<string, Record<string, number>>();
    for (const [key, entry] of recountTrackedTotals(rows)) expected.set(key, { ...entry.totals });
    const actual = new Map<string, Record<string, number>>();
    for (const row of (await store.list(TRACKED_ITEMS_SECTION, all)).rows) {
      actual.set(
        trackedKey(row.companyAccountID, String(row.data.locationID), String(row.data.productID)),
        Object.fromEntries(TRACKED_FIELDS.map((field) => [field, Number(row.data[field] ?? 0)])),
      );
    }
    expect(actual).toEqual(expected);
    const present = TRACKED_FIELDS.filter((field) =>
      [...actual.values()].some((totals) => (totals[field] ?? 0) > 0),
    );
    expect(present).toEqual(TRACKED_FIELDS);
  }, 60_000);
});
