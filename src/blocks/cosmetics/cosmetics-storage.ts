import * as v from 'valibot';
import { appearanceSettingsSchema, type AppearanceSettings } from '../../domain/schemas/appearance-settings';
import { DEFAULT_COSMETICS } from './default-cosmetics';

/** localStorage key of the appearance settings (BT-prefixed like every key of the app). */
export const COSMETICS_KEY = 'BTcosmetics';

/**
 * The stored cosmetics, or the defaults when none are stored or the stored value is not
 * valid appearance settings (an older or damaged value never breaks the theme).
 * @example readCosmetics(localStorage).theme.dark // false on a first visit
 */
export function readCosmetics(storage: Pick<Storage, 'getItem'>): AppearanceSettings {
  try {
    const parsed = v.safeParse(
      appearanceSettingsSchema,
      JSON.parse(storage.getItem(COSMETICS_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.output : DEFAULT_COSMETICS;
  } catch {
    return DEFAULT_COSMETICS;
  }
}

/**
 * Keeps the cosmetics; a value that is not valid appearance settings is refused with the
 * schema's first message, so storage only ever holds what readCosmetics accepts.
 * @example writeCosmetics(localStorage, { ...cosmetics, theme: { dark: true } })
 */
export function writeCosmetics(storage: Pick<Storage, 'setItem'>, cosmetics: AppearanceSettings): void {
  const parsed = v.safeParse(appearanceSettingsSchema, cosmetics);
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  storage.setItem(COSMETICS_KEY, JSON.stringify(parsed.output));
}
