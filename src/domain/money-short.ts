import { CURRENCY, LOCALE, round2 } from './money';

// Apart from money.ts, which the home page loads: only the charts need it.
const audCompact = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/**
 * Formats an amount as short Australian dollars, for a chart's axis where cents only crowd the
 * labels (and clip them on a phone): the figures themselves keep formatMoney.
 * @example formatMoneyShort(4500) // "$4.5K"
 */
export function formatMoneyShort(value: number): string {
  return audCompact.format(round2(value));
}
