import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry';
import { byScopePriority, isInWindow, scopeDay, windowBounds } from './sync-scope';

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

  it('keeps the archives readable in the office, whole, and gives other devices a window on them', () => {
    const archives = ENTITIES.filter((entity) => entity.name.endsWith('-archives'));
    expect(archives.length).toBeGreaterThan(5);
    const windows = archives.map((archive) => [
      archive.name,
      archive.syncScope?.office?.window?.daysBack ?? 'whole',
      archive.syncScope?.driver?.window?.daysBack,
    ]);
    expect(windows).toEqual(archives.map((archive) => [archive.name, 'whole', 90]));
  });
});
