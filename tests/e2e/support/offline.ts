import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';

/** Whether the page's sync engine thinks it is online, as its status in the mirror says. */
export async function engineOnline(page: Page): Promise<boolean | undefined> {
  return page.evaluate(async () => {
    const hooks = (
      window as unknown as {
        __btData: {
          db: { syncState: { get(key: string): Promise<{ status?: { online: boolean } } | undefined> } };
        };
      }
    ).__btData;
    return (await hooks.db.syncState.get('__status'))?.status?.online;
  });
}

// Playwright's offline emulation does not reach a page's workers: the sync worker learns it only
// from its page's offline event, and the worker of a page loading offline (a reload) can lead
// and sync before its page tells it (seen in a clean-clone run: a reload's new worker sent the
// offline creates). So the services' routes are refused too, for every worker of the context.
// Training mode answers in the page and is not touched.
const refuseServices = (route: Route) => route.abort('internetdisconnected');

/** Takes the context off the network and waits until the page's sync engine knows. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', refuseServices);
  await expect.poll(() => engineOnline(page), { timeout: 30_000 }).toBe(false);
}

/** Puts the context back on the network. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**', refuseServices);
  await context.setOffline(false);
}
