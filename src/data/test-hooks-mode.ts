/**
 * The Vite mode of the build the browser tests and benches run (`build({ mode: TEST_HOOKS_MODE })`).
 * Only a build in this mode (or the dev server and Vitest) carries the test hooks of
 * `dev-hooks.ts`; `npm start`'s production build has none.
 */
export const TEST_HOOKS_MODE = 'e2e';

/**
 * Whether a build of this Vite mode carries the test hooks: every mode but production.
 * @example testHooksBuilt(import.meta.env.MODE) // false in `npm start`'s build
 */
export function testHooksBuilt(mode: string): boolean {
  return mode !== 'production';
}
