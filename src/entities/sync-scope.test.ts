import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry';
import { archiveWindow, DRIVER_JOURNEYS } from './families/sync-scopes';
import { byScopePriority, heldHistoryOf, isInWindow, scopeDay, windowBounds } from './sync-scope';

describe('sync scope windows', () => {
  it("runs from the local midnight days back to the midnight after the last day ahead, in the company's zone", () => {
    const bounds = windowBounds(
      { field: 'dueStartOn', daysBack: 7, daysAhead: 14 },
      '2026-11-20',
      'Australia/Melbourne',
    );
    expect(bounds).toEqual({
      from: '2026-11-12T13:00:00.000Z',
      to: '2026-12-04T13:00:00.000Z',
      day: '2026-11-20',
    });
    expect(isInWindow('2026-11-12T13:00:00Z', bounds)).toBe(true);
    expect(isInWindow('2026-11-12T12:59:59Z', bounds)).toBe(false);
    expect(isInWindow('2026-12-04T13:00:00Z', bounds)).toBe(false);
    expect(isInWindow('0001-01-01T00:00:00Z', bounds)).toBe(false);
    expect(windowBounds({ field: 'dueDate', daysBack: 90 }, '2026-11-20', 'UTC').to).toBeNull();
  });

  it("takes today as the company's local day", () => {
    expect(scopeDay(new Date('2026-11-19T14:00:00Z'), 'Australia/Melbourne')).toBe('2026-11-20');
  });

  it('orders sections by the priority the role gives them, keeping the rest as listed', () => {
    const names = byScopePriority(
      [
        { name: 'archives', syncScope: { driver: { priority: 9 } } },
        { name: 'products' },
        { name: 'stops', syncScope: { driver: { priority: 2 } } },
        { name: 'journeys', syncScope: { driver: { priority: 1 } } },
      ],
      'driver',
    ).map((entity) => entity.name);
    expect(names).toEqual(['journeys', 'stops', 'products', 'archives']);
  });

  it('gives every device, the office too, a window on the archives', () => {
    const archives = ENTITIES.filter((entity) => entity.name.endsWith('-archives'));
    expect(archives.length).toBeGreaterThan(5);
    const windows = archives.map((archive) => [
      archive.name,
      archive.syncScope?.office?.window?.daysBack ?? 'whole',
      archive.syncScope?.driver?.window?.daysBack,
    ]);
    expect(windows).toEqual(archives.map((archive) => [archive.name, 90, 90]));
  });
});

describe('heldHistoryOf', () => {
  it("says where a device's history of a windowed section begins, and nothing for a whole one", () => {
    expect(heldHistoryOf(archiveWindow('deliveredOn'), 'office', '2026-11-27', 'UTC')).toEqual({
      field: 'deliveredOn',
      from: '2026-08-29T00:00:00.000Z',
      days: 90,
    });
    // A window ahead as well as back (a driver's journeys) is not a window on history.
    expect(heldHistoryOf(DRIVER_JOURNEYS, 'driver', '2026-11-27', 'UTC')).toBeNull();
    expect(heldHistoryOf(undefined, 'office', '2026-11-27', 'UTC')).toBeNull();
  });
});
