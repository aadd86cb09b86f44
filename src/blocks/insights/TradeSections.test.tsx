import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import type { TradeInsights } from '../../domain/insights/trade-insights';
import { TradeSections } from './TradeSections';

// jsdom lays nothing out: every box answers a phone-sized panel (360 x 260), and words measure
// 7 px a letter (recharts measures them in a span of its own), so the charts draw their axes as
// they would on a phone, where labels crowd and recharts leaves some out unless told not to.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [width, height] =
      this.id === 'recharts_measurement_span' ? [(this.textContent ?? '').length * 7, 14] : [360, 260];
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
  });
});
afterEach(() => vi.restoreAllMocks());

const WEEKS = [
  '7 Sep',
  '14 Sep',
  '21 Sep',
  '28 Sep',
  '5 Oct',
  '12 Oct',
  '19 Oct',
  '26 Oct',
  '2 Nov',
  '9 Nov',
  '16 Nov',
  '23 Nov',
];
const MOVERS = [
  'Barista Milk 1L',
  'Full Cream Milk 2L',
  'Sourdough Loaf',
  'Butter Croissant',
  'Cold Brew 250ml',
  'Orange Juice 2L',
  'House Blend 1kg',
  'Cola Can',
  'Greek Yoghurt',
  'Free Range Eggs',
];

const insights: TradeInsights = {
  weeks: WEEKS.map((week, index) => ({
    week,
    weekStart: index,
    amount: 1000 + index * 100,
    orders: 3 + index,
  })),
  byProduct: [
    { id: 'milk', name: 'Barista Milk 1L', amount: 5200, quantity: 2600 },
    { id: 'bread', name: 'Sourdough Loaf', amount: 3100, quantity: 700 },
    { id: 'other', name: 'Other', amount: 900, quantity: 150 },
  ],
  byParty: [
    { id: 'a', name: 'Brunswick Street Espresso', amount: 6000, quantity: 40 },
    { id: 'b', name: 'Swan Street Kitchen', amount: 3200, quantity: 22 },
  ],
  movers: MOVERS.map((name, index) => ({
    id: `m${index}`,
    name,
    recent: 100 + index,
    previous: 50,
    change: 50 + index,
  })),
  invoices: {
    outstanding: 0,
    outstandingCount: 0,
    overdue: 0,
    overdueCount: 0,
    ageing: [],
    oldestOverdue: [],
  },
  totals: { amount: 14_000, orders: 90, averageOrder: 155.56 },
};

const wording = { trade: 'Sales', party: 'Customer', invoiceRoute: 'customer-invoice' };

/** The words drawn on a chart's axes (SVG text), in order. */
function axisWords(chart: string): string[] {
  const panel = document.querySelector(`[data-chart="${chart}"]`);
  return [...(panel?.querySelectorAll('.recharts-cartesian-axis-tick-value') ?? [])].map(
    (tick) => tick.textContent ?? '',
  );
}

describe('TradeSections charts', () => {
  it('names every week under the weekly chart, none skipped', () => {
    renderWithMantine(<TradeSections insights={insights} wording={wording} timeZone="Australia/Melbourne" />);
    expect(axisWords('Sales by week').filter((word) => WEEKS.includes(word))).toEqual(WEEKS);
  });

  it('names every bar of the top movers', () => {
    renderWithMantine(<TradeSections insights={insights} wording={wording} timeZone="Australia/Melbourne" />);
    expect(axisWords('Top movers').filter((word) => MOVERS.includes(word))).toEqual(MOVERS);
  });

  it('gives each donut a legend: every slice by name beside its colour', () => {
    renderWithMantine(<TradeSections insights={insights} wording={wording} timeZone="Australia/Melbourne" />);
    for (const [chart, names] of [
      ['Sales by product', ['Barista Milk 1L', 'Sourdough Loaf', 'Other']],
      ['Sales by customer', ['Brunswick Street Espresso', 'Swan Street Kitchen']],
    ] as const) {
      const legend = document.querySelector(`[data-chart="${chart}"] [data-legend]`);
      expect(
        [...(legend?.querySelectorAll('[data-legend-item]') ?? [])].map((item) => item.textContent),
      ).toEqual(names);
      for (const swatch of legend?.querySelectorAll('[data-legend-item] .mantine-ColorSwatch-root') ?? [])
        expect(swatch).toBeInTheDocument();
    }
    expect(screen.getAllByText('Barista Milk 1L').length).toBeGreaterThan(0);
  });
});
