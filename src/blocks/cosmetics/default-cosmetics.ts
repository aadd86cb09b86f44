import type { AppearanceSettings, ColourSet } from '../../domain/schemas/appearance-settings';
import { DEFAULT_PRIMARY_DARK, DEFAULT_PRIMARY_LIGHT } from './theme';

/** The light colour set: the spec's primary #192233 with Material-like state colours dark enough for white text. */
export const DEFAULT_LIGHT_COLOURS: ColourSet = {
  primary: DEFAULT_PRIMARY_LIGHT,
  accent: '#2f6fbd',
  error: '#c62828',
  info: '#1565c0',
  success: '#2e7d32',
  warning: '#b45309',
};

/** The dark colour set: the spec's primary #1d5474 with lighter state colours that read on a dark page. */
export const DEFAULT_DARK_COLOURS: ColourSet = {
  primary: DEFAULT_PRIMARY_DARK,
  accent: '#82b1ff',
  error: '#ef5350',
  info: '#42a5f5',
  success: '#66bb6a',
  warning: '#ffa726',
};

/** Cosmetics of a first visit: light theme, drawer not pinned, no location or subscription view chosen. */
export const DEFAULT_COSMETICS: AppearanceSettings = {
  light: DEFAULT_LIGHT_COLOURS,
  dark: DEFAULT_DARK_COLOURS,
  locationID: null,
  drawerPermanent: false,
  subscriptionView: null,
  theme: { dark: false },
};
