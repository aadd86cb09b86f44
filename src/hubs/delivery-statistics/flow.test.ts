import { describe, expect, it } from 'vitest';
import type { DeliveryInsights } from '../../domain/insights/delivery-insights';
import { deliveryStatisticsFlow } from './flow';

const day = (name: string, onTime: number, late: number, flagged = 0) => ({
  day: name,
  dayStart: Date.parse(`2026-11-${name.slice(0, 2)}T00:00:00Z`),
  delivered: onTime + late,
  onTime,
  late,
  flagged,
});

const data: DeliveryInsights = {
  days: [day('24 Nov', 3, 1, 1), day('25 Nov', 0, 0), day('26 Nov', 2, 0)],
  totals: { delivered: 6, onTime: 5, late: 1, unjudged: 0, onTimeShare: 5 / 6, flagged: 1, overdue: 2 },
  flaggedDeliveries: [
    {
      id: 'd1',
      deliveredOn: Date.parse('2026-11-24T01:00:00Z'),
      place: 'Cafe',
      receiverName: 'Sam',
      notes: 'Wet',
    },
  ],
};

describe('the delivery statistics flow', () => {
  it('gives the headline figures, the flagged one marked when any was flagged', () => {
    expect(deliveryStatisticsFlow(data).figures).toEqual([
      { label: 'Delivered', value: '6' },
      { label: 'On time', value: '83%', note: '5 on time, 1 late' },
      { label: 'Flagged', value: '1', tone: 'alert' },
      { label: 'Overdue', value: '2', note: 'due, not yet delivered' },
    ]);
    const quiet = deliveryStatisticsFlow({
      ...data,
      totals: { ...data.totals, flagged: 0, onTimeShare: null },
    }).figures;
    expect(quiet[1]?.value).toBe('–');
    expect(quiet[2]).toEqual({ label: 'Flagged', value: '0' });
  });

  it("works out each day's on-time share and the rows of each table", () => {
    const view = deliveryStatisticsFlow(data);
    expect(view.days.map((row) => row.share)).toEqual([75, null, 100]);
    expect(view.deliveredDays.map((row) => row.day)).toEqual(['24 Nov', '26 Nov']);
    expect(view.judgedDays.map((row) => row.day)).toEqual(['24 Nov', '26 Nov']);
    expect(view.flagged.map((row) => row.id)).toEqual(['d1']);
  });
});
