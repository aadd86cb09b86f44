import { useEffect } from 'react';
import { useOwnCompany } from '../../data/use-own-company';
import { useCosmetics } from './CosmeticsProvider';

/**
 * Reads the signed-in company's Theme Colour from the mirror and gives it to the theme; draws
 * nothing. Its own module: it reads the mirror (Dexie, the registry), which the signed-out
 * first page does not load (CompanyThemeColour loads it once someone is signed in).
 * @example <CompanyColourReader />
 */
export function CompanyColourReader() {
  const company = useOwnCompany();
  const { setCompanyColour } = useCosmetics();
  const colour =
    typeof company?.['themeColour'] === 'string' && company['themeColour'] !== ''
      ? company['themeColour']
      : null;
  useEffect(() => {
    setCompanyColour(colour);
    return () => setCompanyColour(null);
  }, [colour, setCompanyColour]);
  return null;
}
