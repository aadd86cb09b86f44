import { expect, test, type Browser, type Page } from '@playwright/test';
import { NAVIGATION_ENTRIES } from '../../src/entities/navigation-entries';
import { signIn, TRAINING_USER } from './support/sign-in';

// Every screen fits a phone, a tablet and a desktop: each route of the router's route tree is
// opened in one signed-in page (the demo company's office admin), at 390, 1024 and 1440 px, and
// nothing may stick out past the right edge (the page scrolling sideways, or any element showing
// past it), no control (button, link, field, tab) may be partly hidden at the side (scrolled or
// clipped out of its box, as the order editor's # and remove buttons were), and no control may
// cut its words short ('Skip This St…'). The customer's, driver's and
// picker's own landing pages are looked at signed in as them. Every problem is collected and
// told in one message, so one run lists all that needs fixing.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

// To look at some routes only while fixing them: LAYOUT_ROUTES='^/hub/' (a pattern of route paths).
const ONLY = new RegExp(process.env.LAYOUT_ROUTES ?? '');

// Routes that end the session or only pass a sign-in through: opening them is not looking at a screen.
const NOT_SCREENS = new Set(['/logout', '/login', '/authentication']);

// Landing pages of the other people who use it, signed in as them.
const OTHERS = [
  {
    who: 'customer',
    login: { userName: 'mia@brunswickstespresso.com.au', password: 'Espresso!2026' },
    path: '/dashboard/customer',
  },
  {
    who: 'driver',
    login: { userName: 'driver@yarravalleywholesale.com.au', password: 'Driver!2026' },
    path: '/hub/driving',
  },
  {
    who: 'picker',
    login: { userName: 'picker@yarravalleywholesale.com.au', password: 'Picker!2026' },
    path: '/hub/picking',
  },
] as const;

type HookWindow = {
  __btRouter?: { paths: readonly string[]; go: (href: string) => Promise<void> };
  __btData?: {
    db: { mirror: (name: string) => { limit: (count: number) => { primaryKeys: () => Promise<string[]> } } };
  };
};

/** Waits for the test hooks of a page opened with `?btTestHooks=1` (signed in straight onto it). */
async function hooksInstalled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hooks = window as unknown as HookWindow;
    return hooks.__btRouter !== undefined && hooks.__btData !== undefined;
  });
}

/**
 * Resolves once what the page shows has stopped changing for a moment (the route drawn, its
 * records read, charts sized). Only content counts: badges retitling themselves and hidden
 * dropdowns repositioning change attributes all the time without changing what is shown.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let timer = setTimeout(done, 100);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, performance.now() - started > 2_000 ? 0 : 100);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
}

/** Opens an address in the page as a link would; leaving a screen that asks first (the driver hub) is confirmed. */
async function go(page: Page, href: string): Promise<void> {
  const arrived = page.evaluate((address) => (window as unknown as HookWindow).__btRouter!.go(address), href);
  const leave = page.getByRole('dialog', { name: 'Leave this screen?' });
  const asked = leave.waitFor({ state: 'visible', timeout: 60_000 }).then(
    () => true,
    () => false,
  );
  if (await Promise.race([arrived.then(() => false), asked])) {
    await leave.getByRole('button', { name: 'Yes' }).click();
    await arrived;
  }
}

/**
 * What does not fit at the page's current width: the page scrolling sideways, the outermost
 * elements showing past the right edge (what a scrolling or clipping box hides is not shown),
 * and buttons, links, tabs and menu items whose words are cut off.
 */
function layoutProblems(): string[] {
  const width = window.innerWidth;
  const problems: string[] = [];
  const name = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      element.getAttribute('data-testid') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = [...element.classList].filter((part) => part.startsWith('mantine-')).slice(0, 1);
    return `<${element.tagName.toLowerCase()}${classes.length > 0 ? ` ${classes[0]}` : ''}> "${label}"`;
  };
  const shown = (element: Element): boolean => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  // What of the element's width is shown: boxes that scroll or clip (and the window) cut it at theirs.
  const shownSpan = (element: Element): { left: number; right: number; by: Element | null } => {
    const rect = element.getBoundingClientRect();
    let [left, right, by] = [Math.max(rect.left, 0), Math.min(rect.right, width), null as Element | null];
    for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible') {
        const edges = box.getBoundingClientRect();
        if (edges.right < right) [right, by] = [edges.right, box];
        if (edges.left > left) [left, by] = [edges.left, box];
      }
      if (style.position === 'fixed') break;
    }
    return { left, right, by };
  };
  const page = document.documentElement;
  if (page.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${page.scrollWidth} px wide)`);

  const past: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || rect.right <= width + 1) continue;
    if (past.some((outer) => outer.contains(element))) continue;
    if (!shown(element) || shownSpan(element).right < width) continue;
    past.push(element);
    problems.push(`${name(element)} shows past the right edge (to ${Math.round(rect.right)} px)`);
  }

  // A control partly hidden sideways: scrolled or clipped out of its box, or past the window.
  const controls = document.body.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], label',
  );
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || !shown(control)) continue;
    const span = shownSpan(control);
    if (span.right > span.left && (rect.left < span.left - 1 || rect.right > span.right + 1)) {
      problems.push(
        `${name(control)} is cut off at the side${span.by === null ? ' by the window' : ` by ${name(span.by)}`}`,
      );
      continue;
    }
    // Its words cut short inside it (an ellipsis, or a label that clips). Only the box holding
    // all of its words counts: a list entry's summary line under its name may end in an ellipsis.
    const words = (control.textContent ?? '').trim();
    for (const part of [control, ...control.querySelectorAll('*')]) {
      if (words === '' || (part.textContent ?? '').trim() !== words) continue;
      if (part.clientWidth <= 1 || part.scrollWidth <= part.clientWidth + 1) continue;
      const style = getComputedStyle(part);
      if (style.overflowX === 'visible' || style.clip !== 'auto' || style.position === 'absolute') continue;
      problems.push(
        `${name(control)} is cut off (${part.scrollWidth} px of words in ${part.clientWidth} px)`,
      );
      break;
    }
  }
  return problems;
}

/**
 * Looks at the page's current route at every size, in the given order, and answers what does
 * not fit. The page is at the first size already (and settled there).
 */
async function problemsAtEverySize(
  page: Page,
  href: string,
  sizes: readonly { width: number; height: number }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, size] of sizes.entries()) {
    if (index > 0) {
      await page.setViewportSize(size);
      await settled(page);
    }
    for (const problem of await page.evaluate(layoutProblems))
      found.push(`${href} at ${size.width} px: ${problem}`);
  }
  return found;
}

/** The address of a route pattern, its parameters filled from the demo records on this device ('new' where there are none). */
async function addressOf(page: Page, pattern: string): Promise<string> {
  // An optional parameter is left out: the route without it is the page a person opens first.
  const path = pattern.replace(/\/\{-\$[^/}]+\}/g, '') || '/';
  const detail = /^\/office-portal\/([^/]+)\/\$id$/.exec(path);
  if (detail === null) return path;
  const entity = NAVIGATION_ENTRIES.find((entry) => entry.single === detail[1]);
  if (entity === undefined) throw new Error(`No entity has the detail route ${pattern}`);
  const [id] = await page.evaluate(
    async (name) => (window as unknown as HookWindow).__btData!.db.mirror(name).limit(1).primaryKeys(),
    entity.name,
  );
  return `/office-portal/${detail[1]}/${encodeURIComponent(id ?? 'new')}`;
}

async function landingProblems(
  browser: Browser,
  login: { userName: string; password: string },
  path: string,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  await signIn(page, `${path}?btTestHooks=1`, login);
  await hooksInstalled(page);
  await settled(page);
  const problems = await problemsAtEverySize(page, `${path} (${login.userName})`, SIZES);
  await context.close();
  return problems;
}

// The routes are checked in two halves, which run side by side on two workers, and the other
// people's landing pages on their own: each part stays well inside its budget on a busy machine.
test.describe.configure({ mode: 'parallel' });

const PARTS = 2;

async function officeRoutesFit(browser: Browser, part: number): Promise<string[]> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  await signIn(page, '/office-portal?btTestHooks=1', TRAINING_USER);
  await hooksInstalled(page);
  // Every list and form shows its records: the office's records are all on this device.
  await expect(page.getByTestId('shell-offline-ready')).toHaveText('Ready offline', { timeout: 90_000 });

  const patterns = await page.evaluate(() => (window as unknown as HookWindow).__btRouter!.paths);
  expect(patterns.length, 'routes from the route tree').toBeGreaterThan(100);
  const problems: string[] = [];
  let sizes: readonly { width: number; height: number }[] = SIZES;
  const screens = patterns.filter((path) => !NOT_SCREENS.has(path) && ONLY.test(path));
  for (const pattern of screens.filter((_, index) => index % PARTS === part)) {
    const href = await addressOf(page, pattern);
    await go(page, href);
    await settled(page);
    problems.push(...(await problemsAtEverySize(page, href, sizes)));
    // The next route starts at the size this one ended at.
    sizes = [...sizes].reverse();
  }
  await context.close();
  return problems;
}

for (let part = 0; part < PARTS; part += 1) {
  test(`every route fits at 390, 1024 and 1440 px: nothing past the right edge, no control cut off (part ${part + 1} of ${PARTS})`, async ({
    browser,
  }) => {
    // About 115 routes at three sizes: a couple of minutes on an idle machine; far longer on a busy one.
    test.setTimeout(900_000);
    const problems = await officeRoutesFit(browser, part);
    expect(problems, `What does not fit:\n${problems.join('\n')}`).toEqual([]);
  });
}

test('every other person’s landing page fits at 390, 1024 and 1440 px', async ({ browser }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const other of OTHERS) problems.push(...(await landingProblems(browser, other.login, other.path)));
  expect(problems, `What does not fit:\n${problems.join('\n')}`).toEqual([]);
});
