import * as v from 'valibot';
import { hexColourSchema, linkSchema, optionalFlagSchema, optionalStringSchema } from './field-types';

/** One theme's colours. */
export const colourSetSchema = v.object({
  primary: hexColourSchema,
  accent: hexColourSchema,
  error: hexColourSchema,
  info: hexColourSchema,
  success: hexColourSchema,
  warning: hexColourSchema,
});
export type ColourSet = v.InferOutput<typeof colourSetSchema>;

/**
 * Appearance settings kept in browser storage under the cosmetics key.
 * Client-only, so unknown keys from older versions are dropped.
 */
export const appearanceSettingsSchema = v.object({
  light: colourSetSchema,
  dark: colourSetSchema,
  locationID: linkSchema,
  drawerPermanent: optionalFlagSchema,
  subscriptionView: optionalStringSchema,
  theme: v.object({ dark: v.boolean() }),
});
export type AppearanceSettings = v.InferOutput<typeof appearanceSettingsSchema>;
