import { expect, type Page } from '@playwright/test';

/**
 * Waits until the first full pull of the named entities has reached the end of their changes
 * (pages opened with ?btTestHooks=1 only): for tests that then write through the services and
 * must not race the device's first pull.
 * @example await waitPulled(page, ['supplier-catalogues', 'purchase-orders']);
 */
export async function waitPulled(page: Page, entities: readonly string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (names) => {
          const hooks = (
            window as unknown as {
              __btData?: {
                db: { syncState: { get(key: string): Promise<{ firstPullDone?: boolean } | undefined> } };
              };
            }
          ).__btData;
          if (hooks === undefined) return false;
          const states = await Promise.all(names.map((name) => hooks.db.syncState.get(name)));
          return states.every((state) => state?.firstPullDone === true);
        }, entities),
      { timeout: 90_000 },
    )
    .toBe(true);
}
