import { describe, expect, it } from 'vitest';
import { ARCHIVE_AFTER_DAYS, finishedOn, isDueForArchive, isMovedToArchive } from './archiving';

const NOW = new Date('2026-11-25T00:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('archiving', () => {
  it('moves a record finished longer ago than the archive period, and nothing unfinished', () => {
    expect(ARCHIVE_AFTER_DAYS).toBe(7);
    expect(isDueForArchive('deliveries', { deliveredOn: daysAgo(8) }, NOW)).toBe(true);
    expect(isDueForArchive('deliveries', { deliveredOn: daysAgo(6) }, NOW)).toBe(false);
    expect(isDueForArchive('deliveries', { deliveredOn: null }, NOW)).toBe(false);
    expect(isDueForArchive('journeys', { endedOn: daysAgo(8) }, NOW)).toBe(true);
    const startedOnly = { id: 'j1', startedOn: daysAgo(8) };
    expect(isDueForArchive('journeys', startedOnly, NOW)).toBe(false);
    expect(isDueForArchive('releases', { releasedOn: daysAgo(9) }, NOW)).toBe(true);
    expect(isDueForArchive('receivals', { receivedOn: daysAgo(9) }, NOW)).toBe(true);
    expect(isDueForArchive('stock-imports', { performedOn: daysAgo(9) }, NOW)).toBe(true);
  });

  it('leaves a pending or held batch, and anything deleted, where it is', () => {
    expect(finishedOn('batches', { createdOn: daysAgo(30) })?.toISOString()).toBe(daysAgo(30));
    expect(finishedOn('batches', { createdOn: daysAgo(30), isPending: true })).toBeNull();
    expect(finishedOn('batches', { createdOn: daysAgo(30), onHold: true })).toBeNull();
    expect(finishedOn('deliveries', { deliveredOn: daysAgo(30), isInactive: true })).toBeNull();
  });

  it('tells a moved record by what it left behind', () => {
    const moved = { id: 'd1', archivedAs: 'a1' };
    const working = { id: 'd1' };
    expect(isMovedToArchive(moved)).toBe(true);
    expect(isMovedToArchive(working)).toBe(false);
  });
});
