/** Currency of every price in Bulktrade. */
export const CURRENCY = 'AUD';
/** Locale for money and dates. */
export const LOCALE = 'en-AU';

/**
 * Rounds to 2 decimals, half away from zero, without binary-float surprises.
 * @example round2(1.005) // 1.01
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  // 1.005 * 100 is 100.49999999999999 in binary floats; 15 significant digits drop that noise.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const result = (sign * cents) / 100;
  return Object.is(result, -0) ? 0 : result;
}

/** Sums amounts and rounds the total to 2 decimals. */
export function sumMoney(values: readonly number[]): number {
  return round2(values.reduce((total, value) => total + round2(value), 0));
}

const audFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount as Australian dollars with two decimals.
 * @example formatMoney(1234.5) // "$1,234.50"
 */
export function formatMoney(value: number): string {
  return audFormat.format(round2(value));
}
