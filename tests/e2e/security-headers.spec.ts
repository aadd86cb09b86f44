import { expect, test, type Page } from '@playwright/test';

// The app runs under its Content-Security-Policy: the shell, its styles (Mantine injects them),
// the sync worker, the service worker and training mode's MSW worker load without a single
// violation, and an injected inline script is refused.

type Violation = { directive: string; blocked: string };

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

test('the app shell is served with its security headers and runs without a policy violation, training mode included', async ({
  page,
}) => {
  await watchViolations(page);
  const shell = await page.goto('/');
  const headers = shell?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  await expect(page.locator('#root')).toContainText(/\w/);

  await page.goto('/demo');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  await page.getByRole('button', { name: 'train staff' }).click();
  await expect(page).toHaveURL(/\/office-portal/, { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  await expect(page.getByRole('button', { name: 'End Demo' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The policy is enforced: an injected inline script does not run.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations(page))
    .toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
});
