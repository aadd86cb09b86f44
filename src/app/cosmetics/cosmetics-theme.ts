import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { AppearanceSettings, ColourSet } from '../../domain/schemas/appearance-settings';
import { FONT_FAMILY, THEME_COMPONENTS } from '../theme';
import { colourShades } from './colour-shades';

/** The colour scheme the cosmetics choose. */
export function colourSchemeOf(cosmetics: AppearanceSettings): 'light' | 'dark' {
  return cosmetics.theme.dark ? 'dark' : 'light';
}

/** The colour set in use: the dark set in the dark theme, the light set otherwise. */
export function activeColours(cosmetics: AppearanceSettings): ColourSet {
  return cosmetics.theme.dark ? cosmetics.dark : cosmetics.light;
}

/**
 * The Mantine theme of the cosmetics: the active set's six colours as named palettes
 * (primary, accent, error, info, success, warning), primary the theme's primary colour.
 * @example themeFromCosmetics(DEFAULT_COSMETICS).colors?.primary?.[6] // '#192233'
 */
export function themeFromCosmetics(cosmetics: AppearanceSettings): MantineThemeOverride {
  const colours = activeColours(cosmetics);
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
