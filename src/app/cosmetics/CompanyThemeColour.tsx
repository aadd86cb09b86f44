import { Suspense, useEffect } from 'react';
import { useHasData } from '../../data/data-context';
import { useOwnCompany } from '../../screens/settings/use-own-company';
import { useSession } from '../session/session-context';
import { useCosmetics } from './CosmeticsProvider';

function CompanyColourReader() {
  const company = useOwnCompany();
  const { setCompanyColour } = useCosmetics();
  const colour = typeof company?.['themeColour'] === 'string' && company['themeColour'] !== '' ? company['themeColour'] : null;
  useEffect(() => {
    setCompanyColour(colour);
    return () => setCompanyColour(null);
  }, [colour, setCompanyColour]);
  return null;
}

/**
 * Gives the theme the signed-in company's Theme Colour (Company settings) from the mirror, so
 * everyone of the company sees its colour, and a change saved on the settings page shows at once.
 * Draws nothing; signed out (or where no data layer is), the default colours stand.
 * @example <CompanyThemeColour />
 */
export function CompanyThemeColour() {
  const { session } = useSession();
  const hasData = useHasData();
  if (session == null || !hasData) return null;
  return (
    <Suspense fallback={null}>
      <CompanyColourReader />
    </Suspense>
  );
}
