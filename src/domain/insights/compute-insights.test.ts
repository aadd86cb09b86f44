import { describe, expect, it } from 'vitest';
import { computeInsights, withArchived } from './compute-insights';

const NOW = Date.parse('2026-11-25T02:00:00.000Z');
const DAY = 86_400_000;

describe('statistics over archived work', () => {
  it('count the deliveries the services moved to the archive with the working ones', () => {
    const delivered = (id: string, daysAgo: number) => ({
      id,
      deliveredOn: new Date(NOW - daysAgo * DAY).toISOString(),
      isFulfilled: true,
    });
    const tables = {
      deliveries: [delivered('d-recent', 2)],
      'delivery-archives': [{ ...delivered('archived-1', 20), archivedFromID: 'd-old' }],
      'customer-orders': [],
    };
    const insights = computeInsights(
      { kind: 'delivery', now: NOW, timeZone: 'Australia/Melbourne', from: NOW - 30 * DAY, to: NOW },
      tables,
    );
    expect(insights.totals.delivered).toBe(2);
  });

  it('find an archived journey under the id its movements name', () => {
    const rows = withArchived(
      {
        journeys: [{ id: 'j-now' }],
        'journey-archives': [{ id: 'archived-1', archivedFromID: 'j-old' }, { id: 'seeded-archive' }],
      },
      'journeys',
      'journey-archives',
    );
    expect(rows.map((row) => row.id)).toEqual(['j-now', 'j-old', 'seeded-archive']);
  });
});
