import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  const full =
    digits.length <= 4 ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (!/^[0-9a-f]{6}$/i.test(full) || Number.isNaN(value))
    throw new Error(`Colour must be a hex colour such as #192233, not ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, toward: Rgb, amount: number): Rgb {
  const step = (from: number, to: number) => from + (to - from) * amount;
  return [step(colour[0], toward[0]), step(colour[1], toward[1]), step(colour[2], toward[2])];
}

// How far shades 0 to 5 move toward white and shades 7 to 9 toward black; shade 6 is the colour.
const TINTS = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14];
const SHADES = [0.16, 0.32, 0.48];

/**
 * Mantine's ten shades of one colour, lightest first, with the colour itself at index 6
 * (the shade filled buttons use).
 * @example colourShades('#192233')[6] // '#192233'
 */
export function colourShades(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = TINTS.map((amount) => toHex(mix(base, white, amount)));
  const shades = SHADES.map((amount) => toHex(mix(base, black, amount)));
  const [t0 = '', t1 = '', t2 = '', t3 = '', t4 = '', t5 = ''] = tints;
  const [s7 = '', s8 = '', s9 = ''] = shades;
  return [t0, t1, t2, t3, t4, t5, toHex(base), s7, s8, s9];
}
