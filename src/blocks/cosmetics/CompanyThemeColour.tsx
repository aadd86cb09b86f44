import { lazy, Suspense } from 'react';
import { useHasData } from '../../data/data-context';
import { useSession } from '../../session/session-context';

const CompanyColourReader = lazy(() =>
  import('./CompanyColourReader').then((module) => ({ default: module.CompanyColourReader })),
);

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
