import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { appearanceSettingsSchema } from '../../domain/schemas/appearance-settings';
import { memoryStorage } from '../../session/memory-storage';
import { colourShades } from './colour-shades';
import { COSMETICS_KEY, readCosmetics, writeCosmetics } from './cosmetics-storage';
import { activeColours, colourSchemeOf, themeFromCosmetics } from './cosmetics-theme';
import { DEFAULT_COSMETICS } from './default-cosmetics';

describe('default cosmetics', () => {
  it('are valid appearance settings with the spec primaries #192233 (light) and #1d5474 (dark)', () => {
    expect(v.is(appearanceSettingsSchema, DEFAULT_COSMETICS)).toBe(true);
    expect(DEFAULT_COSMETICS.light.primary).toBe('#192233');
    expect(DEFAULT_COSMETICS.dark.primary).toBe('#1d5474');
    expect(DEFAULT_COSMETICS.theme.dark).toBe(false);
  });
});

describe('cosmetics storage', () => {
  it("keeps the settings under the BT-prefixed key 'BTcosmetics' and reads them back", () => {
    const storage = memoryStorage();
    const dark = {
      ...DEFAULT_COSMETICS,
      theme: { dark: true },
      drawerPermanent: true,
      locationID: 'loc-1',
      subscriptionView: 'CUST',
    };
    writeCosmetics(storage, dark);
    expect(COSMETICS_KEY).toBe('BTcosmetics');
    expect(readCosmetics(storage)).toEqual(dark);
  });

  it('falls back to the defaults for nothing stored, damaged text or invalid settings', () => {
    expect(readCosmetics(memoryStorage())).toEqual(DEFAULT_COSMETICS);
    expect(readCosmetics(memoryStorage({ [COSMETICS_KEY]: 'not json' }))).toEqual(DEFAULT_COSMETICS);
    const bad = { ...DEFAULT_COSMETICS, light: { ...DEFAULT_COSMETICS.light, primary: 'navy' } };
    expect(readCosmetics(memoryStorage({ [COSMETICS_KEY]: JSON.stringify(bad) }))).toEqual(DEFAULT_COSMETICS);
  });

  it('refuses to store an invalid colour', () => {
    const storage = memoryStorage();
    const bad = { ...DEFAULT_COSMETICS, dark: { ...DEFAULT_COSMETICS.dark, accent: 'blue' } };
    expect(() => writeCosmetics(storage, bad)).toThrow('Colour must be a hex colour such as #192233');
    expect(storage.getItem(COSMETICS_KEY)).toBeNull();
  });
});

describe('cosmetics theme', () => {
  it('makes ten shades, lightest first, with the colour itself at index 6', () => {
    const shades = colourShades('#192233');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#192233');
    expect(colourShades('#fff')[6]).toBe('#ffffff');
    const lightness = (hex: string) =>
      Number.parseInt(hex.slice(1, 3), 16) +
      Number.parseInt(hex.slice(3, 5), 16) +
      Number.parseInt(hex.slice(5, 7), 16);
    for (let index = 1; index < shades.length; index += 1)
      expect(lightness(shades[index] ?? '')).toBeLessThan(lightness(shades[index - 1] ?? ''));
  });

  it('uses the light set in the light theme and the dark set in the dark theme', () => {
    const dark = { ...DEFAULT_COSMETICS, theme: { dark: true } };
    expect(colourSchemeOf(DEFAULT_COSMETICS)).toBe('light');
    expect(colourSchemeOf(dark)).toBe('dark');
    expect(activeColours(dark)).toBe(DEFAULT_COSMETICS.dark);
    expect(themeFromCosmetics(DEFAULT_COSMETICS).colors?.primary?.[6]).toBe('#192233');
    expect(themeFromCosmetics(dark).colors?.primary?.[6]).toBe('#1d5474');
    const theme = themeFromCosmetics(dark);
    expect(theme.primaryColor).toBe('primary');
    for (const name of ['accent', 'error', 'info', 'success', 'warning'] as const) {
      expect(theme.colors?.[name]?.[6]).toBe(DEFAULT_COSMETICS.dark[name]);
    }
  });
});
