import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { AppearanceSettings, ColourSet } from '../../domain/schemas/appearance-settings';
import { DEFAULT_PRIMARY_LIGHT, FONT_FAMILY, THEME_COMPONENTS } from './theme';
import { colourShades } from './colour-shades';

/** The colour scheme the cosmetics choose. */
export function colourSchemeOf(cosmetics: AppearanceSettings): 'light' | 'dark' {
  return cosmetics.theme.dark ? 'dark' : 'light';
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The colour set in use: the dark set in the dark theme, the light set otherwise. The company's
 * Theme Colour (company settings) is the light set's primary unless this device chose its own
 * primary; the dark set keeps its own, which reads on a dark page.
 * @example activeColours(DEFAULT_COSMETICS, '#6d4c41').primary // '#6d4c41'
 */
export function activeColours(cosmetics: AppearanceSettings, companyColour: string | null = null): ColourSet {
  if (cosmetics.theme.dark) return cosmetics.dark;
  const useCompany =
    companyColour !== null &&
    HEX_COLOUR.test(companyColour) &&
    cosmetics.light.primary.toLowerCase() === DEFAULT_PRIMARY_LIGHT.toLowerCase();
  return useCompany ? { ...cosmetics.light, primary: companyColour } : cosmetics.light;
}

/**
 * The Mantine theme of the cosmetics: the active set's six colours as named palettes
 * (primary, accent, error, info, success, warning), primary the theme's primary colour (the
 * company's Theme Colour in the light theme, see activeColours).
 * @example themeFromCosmetics(DEFAULT_COSMETICS).colors?.primary?.[6] // '#192233'
 */
export function themeFromCosmetics(
  cosmetics: AppearanceSettings,
  companyColour: string | null = null,
): MantineThemeOverride {
  const colours = activeColours(cosmetics, companyColour);
  return createTheme({
    primaryColor: 'primary',
    primaryShade: 6,
    colors: {
      primary: colourShades(colours.primary),
      accent: colourShades(colours.accent),
      error: colourShades(colours.error),
      info: colourShades(colours.info),
      success: colourShades(colours.success),
      warning: colourShades(colours.warning),
    },
    fontFamily: FONT_FAMILY,
    components: THEME_COMPONENTS,
  });
}
