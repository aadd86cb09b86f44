/** The build or mode the app runs as; each has its own default title. */
export type AppVariant = 'web' | 'training' | 'sandbox';

/** Default document titles of the variants (spec: web, training and sandbox). */
export const DEFAULT_TITLES: Readonly<Record<AppVariant, string>> = {
  web: 'Bulktrade',
  training: 'Bulktrade Training',
  sandbox: 'Bulktrade Sandbox',
};

/**
 * Which variant is running: training mode wins; a sandbox host (a first label 'sandbox')
 * or a sandbox build (VITE_BT_SANDBOX=true) is the sandbox; otherwise the web app.
 * @example appVariant({ isTraining: false, hostname: 'sandbox.bulktrade.app' }) // 'sandbox'
 */
export function appVariant(input: {
  isTraining: boolean;
  hostname: string;
  sandboxBuild?: boolean;
}): AppVariant {
  if (input.isTraining) return 'training';
  if (input.sandboxBuild === true || input.hostname.split('.')[0] === 'sandbox') return 'sandbox';
  return 'web';
}

/**
 * The document title of a route (guard step 1): its meta title, then the variant's default
 * title; a route without a title (home) shows the default alone.
 * @example documentTitle('Products', 'training') // 'Products | Bulktrade Training'
 * @example documentTitle('', 'web') // 'Bulktrade'
 */
export function documentTitle(routeTitle: string, variant: AppVariant): string {
  const base = DEFAULT_TITLES[variant];
  const title = routeTitle.trim();
  return title.length === 0 ? base : `${title} | ${base}`;
}
