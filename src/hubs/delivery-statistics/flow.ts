import type { Figure } from '../../blocks/insights/FigureCards';
import type { DeliveryDay, DeliveryInsights } from '../../domain/insights/delivery-insights';

/** A day of deliveries with its on-time share in whole percent (null when none was judged). */
export type DeliveryDayView = DeliveryDay & { share: number | null };

export interface DeliveryStatisticsView {
  readonly figures: readonly Figure[];
  /** Every day of the range, for the charts. */
  readonly days: DeliveryDayView[];
  /** The days something was delivered, for the table under the deliveries chart. */
  readonly deliveredDays: DeliveryDayView[];
  /** The days with an on-time share, for the table under the share chart. */
  readonly judgedDays: DeliveryDayView[];
  readonly flagged: DeliveryInsights['flaggedDeliveries'];
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/**
 * The delivery statistics' view of the worker's figures: the headline figures, each day's
 * on-time share, and the rows of each panel's table.
 * @example deliveryStatisticsFlow(data).figures[1] // { label: 'On time', value: '92%', note: '46 on time, 4 late' }
 */
export function deliveryStatisticsFlow(data: DeliveryInsights): DeliveryStatisticsView {
  const days = data.days.map((day) => ({
    ...day,
    share: day.onTime + day.late === 0 ? null : Math.round((day.onTime / (day.onTime + day.late)) * 100),
  }));
  return {
    figures: [
      { label: 'Delivered', value: data.totals.delivered.toLocaleString('en-AU') },
      {
        label: 'On time',
        value: percent(data.totals.onTimeShare),
        note: `${data.totals.onTime} on time, ${data.totals.late} late`,
      },
      {
        label: 'Flagged',
        value: data.totals.flagged.toLocaleString('en-AU'),
        ...(data.totals.flagged > 0 ? { tone: 'alert' as const } : {}),
      },
      {
        label: 'Overdue',
        value: data.totals.overdue.toLocaleString('en-AU'),
        note: 'due, not yet delivered',
      },
    ],
    days,
    deliveredDays: days.filter((day) => day.delivered > 0),
    judgedDays: days.filter((day) => day.share !== null),
    flagged: data.flaggedDeliveries,
  };
}
