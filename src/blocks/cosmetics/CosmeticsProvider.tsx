import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AppearanceSettings } from '../../domain/schemas/appearance-settings';
import { readCosmetics, writeCosmetics } from './cosmetics-storage';

/** The appearance settings and how to change them. */
export type CosmeticsApi = {
  cosmetics: AppearanceSettings;
  /** Changes some settings and keeps them in browser storage. */
  update(patch: Partial<AppearanceSettings>): void;
  /** Switches between the light and the dark theme. */
  toggleDark(): void;
  /** The signed-in company's Theme Colour (its company settings), or null: the light theme's primary unless this device chose its own. */
  companyColour: string | null;
  /** Sets the company's Theme Colour as read from the mirror (CompanyThemeColour); kept for the page's life, not stored. */
  setCompanyColour(colour: string | null): void;
};

const CosmeticsContext = createContext<CosmeticsApi | null>(null);

/**
 * Holds the cosmetics read from storage (BTcosmetics) and writes every change back.
 * @example <CosmeticsProvider storage={localStorage}>...</CosmeticsProvider>
 */
export function CosmeticsProvider({
  storage,
  children,
}: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  children: ReactNode;
}) {
  const [cosmetics, setCosmetics] = useState(() => readCosmetics(storage));
  const [companyColour, setCompanyColour] = useState<string | null>(null);
  const api = useMemo<CosmeticsApi>(() => {
    // Written before the state changes: an invalid colour throws here and changes nothing.
    const update = (patch: Partial<AppearanceSettings>) => {
      const next = { ...cosmetics, ...patch };
      writeCosmetics(storage, next);
      setCosmetics(next);
    };
    return {
      cosmetics,
      update,
      toggleDark: () => update({ theme: { dark: !cosmetics.theme.dark } }),
      companyColour,
      setCompanyColour,
    };
  }, [cosmetics, storage, companyColour]);
  return <CosmeticsContext value={api}>{children}</CosmeticsContext>;
}

/**
 * The cosmetics of the nearest CosmeticsProvider.
 * @example const { cosmetics, toggleDark } = useCosmetics();
 */
export function useCosmetics(): CosmeticsApi {
  const api = useContext(CosmeticsContext);
  if (api === null) throw new Error('useCosmetics needs a CosmeticsProvider above it');
  return api;
}
