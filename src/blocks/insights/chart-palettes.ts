/**
 * The chart palettes of the spec (doc 1 section 9, doc 2 section 9): one of 16 colours for
 * categories (products, customers: the top 15 and "Other") and one of 13 for series stacked
 * over time (the top 12 suppliers and "Other"). The spec gives the sizes, not the colours:
 * these start from the brand's primaries (#1d5474, #192233) and alternate hue and lightness so
 * neighbours stay apart, each readable as a bar on white and on the dark theme's #1a1b1e.
 */
export const PALETTE_16: readonly string[] = [
  '#1d5474',
  '#e07a1f',
  '#2e9e6a',
  '#c2185b',
  '#5c6bc0',
  '#b8860b',
  '#00838f',
  '#8e44ad',
  '#6d8f1f',
  '#d84315',
  '#3f7fbf',
  '#a1887f',
  '#ad1457',
  '#00897b',
  '#7b6fd0',
  '#78909c',
];

export const PALETTE_13: readonly string[] = [
  '#192233',
  '#1d5474',
  '#2e86ab',
  '#4fb0c6',
  '#2e9e6a',
  '#8bc34a',
  '#f2a541',
  '#e07a1f',
  '#c0392b',
  '#c2185b',
  '#8e44ad',
  '#5c6bc0',
  '#90a4ae',
];

/**
 * The colour of the `index`th series from a palette, wrapping round when there are more.
 * @example paletteColour(PALETTE_16, 16) // '#1d5474'
 */
export function paletteColour(palette: readonly string[], index: number): string {
  return palette[((index % palette.length) + palette.length) % palette.length] ?? '#1d5474';
}
