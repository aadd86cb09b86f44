import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { api, dayShowing, listOf, openHub, shot, TABLET, tabletContext, type Json } from './support/tablet';
import { startTraining } from './support/training';
import { hoverOnlyRules, smallTargets } from './support/touch-targets';

// The warehouse hubs as a 1024 x 768 tablet is held: every control on each hub's screen is at
// least 48 px each way and none shows only under a hovering pointer; a USB or Bluetooth scanner
// typing while a button has the focus (the last one tapped) still picks; the labels print alone.

async function looksRight(page: Page, name: string): Promise<void> {
  expect(await smallTargets(page), `controls under 48 px on ${name}`).toEqual([]);
  expect(await hoverOnlyRules(page), `hover-only controls on ${name}`).toEqual([]);
  // Readable too: the status badges ('Ready offline', 'N pending') among them.
  expect(await seriousViolations(page), `accessibility of ${name}`).toEqual([]);
  await shot(page, `tablet-${name}`);
}

test.describe.configure({ timeout: 240_000 });

test('every warehouse hub has fingertip-sized controls and nothing hover-only; a scanner typing after a tap still picks; labels print alone', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await tabletContext(browser);
  await looksRight(page, 'picking');
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label', { hasText: 'Combined pick list' })
    .click();
  await expect(page.getByRole('table', { name: 'Combined pick list' })).toBeVisible();
  await looksRight(page, 'picking-combined');
  await page.getByRole('radiogroup', { name: 'View' }).locator('label', { hasText: 'Consignments' }).click();

  // Brunswick's cold brew: the batch on hold is never offered.
  const [held] = await listOf(
    request,
    token,
    'Stock/Batches',
    'onHold == true ANDALSO productID == "prod-cold-brew-250ml"',
  );
  const brunswick = page.getByRole('button', { name: 'Pick consignment C1102' });
  await dayShowing(page, brunswick);
  await brunswick.click();
  const coldBrew = page.getByLabel(/^Line Cold Brew/);
  await expect(coldBrew).toBeVisible();
  if (held !== undefined) await expect(coldBrew).not.toContainText(String(held.batchcode));
  await looksRight(page, 'pick-consignment');
  await page.getByRole('button', { name: 'Back' }).click();

  // Richmond: a tap on a line's + leaves the focus on that button; the scanner's code still lands.
  const [barista] = await listOf(
    request,
    token,
    'Stock/Batches',
    'productID == "prod-barista-milk-1l" ANDALSO locationID == "loc-dandenong-dc" ANDALSO onHold == false',
  );
  expect(barista?.batchcode).toEqual(expect.any(String));
  await page.getByRole('button', { name: 'Pick consignment C1101' }).click();
  const cola = page.getByLabel(/^Line Sparkling Cola/);
  await cola
    .getByRole('button', { name: /^One more from / })
    .first()
    .click();
  await expect(cola.getByRole('button', { name: /^One more from / }).first()).toBeFocused();
  await page.keyboard.type(String(barista?.batchcode));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Line Barista Milk 1L').getByText('24 of 24')).toBeVisible();
  await expect(page.getByLabel('Batch code')).toHaveValue('');
  // Typing into a quantity stays there.
  const colaQuantity = cola.getByRole('textbox', { name: /^Picked from / }).first();
  await colaQuantity.fill('');
  await colaQuantity.pressSequentially('48');
  await expect(colaQuantity).toHaveValue('48');
  await expect(cola.getByText('48 of 48')).toBeVisible();
  // The returnable crates ride along with the barista milk (a product tether).
  const crates = page.getByLabel('Line Milk Crate (returnable)');
  await crates.getByRole('button', { name: /^Take \d+$/ }).click();
  // Seen picked before Picked is tapped (a tap before the screen redraws writes the lines it last drew).
  await expect(crates.getByText(/^(\d+) of \1$/)).toBeVisible();
  await page.getByRole('button', { name: 'Picked', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Pick consignment C1101' }).getByText('Picked'),
  ).toBeVisible();

  await openHub(page, 'packing');
  await looksRight(page, 'packing');
  // A scanner reads the pick slip's number: no field has the focus, and the number field takes it.
  await page.keyboard.type('C1101');
  await expect(page.getByLabel('Consignment number')).toHaveValue('C1101');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /C1101/ })).toBeVisible();
  await looksRight(page, 'pack-consignment');
  await page.getByRole('button', { name: 'Print labels' }).click();
  await expect(page.getByTestId('package-label').first()).toContainText('C1101');
  await looksRight(page, 'package-labels');
  // On paper only the labels show, one to a page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('package-label').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Labels for C1101' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Back' }).click();

  await openHub(page, 'production');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await looksRight(page, 'production');
  await page.goto('/hub/stock-checker?filterBy=Sold&btTestHooks=1');
  await expect(page.getByRole('table', { name: 'Demand against stock' })).toBeVisible({ timeout: 30_000 });
  await looksRight(page, 'stock-checker');
  // With no field focused, a scanned code goes to Find product.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type('zzz-no-such-product');
  await expect(page.getByLabel('Find product')).toHaveValue('zzz-no-such-product');
  await openHub(page, 'stock-balancer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await looksRight(page, 'stock-balancer');
  // Lite milk is below its lower threshold at the warehouse and nowhere else has it: buy it, in the supplier's steps.
  const lite = page.getByLabel('Proposal Lite Milk 2L at Dandenong South Warehouse');
  await expect(lite).toContainText('Purchase order');
  const quantity = lite.getByLabel('Quantity');
  const proposed = Number(await quantity.inputValue());
  expect((proposed - 36) % 9).toBe(0);
  await quantity.fill('40');
  await expect(lite).toContainText('Order 36 plus steps of 9 (36, 45, 54, …)');
  await expect(lite.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await shot(page, 'tablet-stock-balancer-steps');
  const ordersBefore = (await listOf(request, token, 'PurchaseOrders', 'locationID == "loc-dandenong-dc"'))
    .length;
  await quantity.fill('45');
  await lite.getByRole('button', { name: 'Accept' }).click();
  await expect(lite.getByText('Accepted')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending', { timeout: 60_000 });
  await expect
    .poll(
      async () => (await listOf(request, token, 'PurchaseOrders', 'locationID == "loc-dandenong-dc"')).length,
      { timeout: 30_000 },
    )
    .toBe(ordersBefore + 1);
  // Skipping one leaves it alone.
  const oj = page.getByLabel(/^Proposal Orange Juice/).first();
  await oj.getByRole('button', { name: 'Skip' }).click();
  await expect(oj.getByText('Skipped')).toBeVisible();
  await context.close();
});

test("in training mode the floor works offline the same: pick by a typed batch code, pack, make a batch; the browser's services then hold each entry once", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await startTraining(page);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '',
  );
  // The training services answer in the browser (MSW), so the page asks them itself.
  const services = async (path: string): Promise<Json> =>
    page.evaluate(
      async ([url, bearer]) => {
        const answer = await fetch(`/api/v1/${url}`, { headers: { Authorization: `Bearer ${bearer}` } });
        return (await answer.json()) as Json;
      },
      [path, token] as const,
    );
  const rows = async (section: string, query: string) =>
    (await services(`${section}/getAll?query=${encodeURIComponent(query)}`)).data as Json[];
  // The page's training services answer once training mode has started them in this page; a
  // call made before is answered by no one of theirs (no data): ask until they answer.
  await expect
    .poll(async () => Array.isArray((await services('Stock/Items/getAll?takeAmount=1')).data), {
      timeout: 30_000,
    })
    .toBe(true);
  const available = async (query: string) =>
    ((await rows('Stock/Items', query))[0]?.available as number | undefined) ?? null;
  const milkAt = 'batchID == "batch-milk-older" ANDALSO locationID == "loc-dandenong-dc"';
  const milkBefore = await available(milkAt);
  const batch = await services('Stock/Batches/get/batch-milk-older');

  await page.goto('/hub/picking');
  await expect(page.getByTestId('offline-ready')).toHaveText('Ready offline', { timeout: 90_000 });
  await context.setOffline(true);
  await expect(page.getByTestId('offline-ready')).toHaveText('Offline: working on this device', {
    timeout: 30_000,
  });
  const fitzroy = page.getByRole('button', { name: 'Pick consignment C1100' });
  await dayShowing(page, fitzroy);
  await fitzroy.click();
  await page.getByLabel('Batch code').fill(String(batch.batchcode));
  await page.getByLabel('Batch code').press('Enter');
  await expect(page.getByLabel('Line Full Cream Milk 2L').getByText('18 of 18')).toBeVisible();
  for (const line of await page.getByLabel(/^Line /).all()) {
    const take = line.getByRole('button', { name: /^Take \d+$/ });
    if ((await take.count()) === 0) continue;
    await take.first().click();
    await expect(take).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Picked', exact: true }).click();
  await expect(fitzroy.getByText('Picked')).toBeVisible();

  await page.goto('/hub/packing');
  await page.getByLabel('Consignment number').fill('C1100');
  await page.getByLabel('Consignment number').press('Enter');
  await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
  await page.getByRole('button', { name: 'Packed', exact: true }).click();
  // As the packer does: the list shows it packed (the write is in the mirror) before leaving.
  await expect(
    page.getByRole('button', { name: 'Pack consignment C1100' }).getByText('Packed'),
  ).toBeVisible();

  await page.goto('/hub/production');
  const beans = page.getByLabel('Make House Blend Coffee Beans 1kg');
  // The demo is roasting a batch today already: the new one gets a code of its own.
  const pending = beans.getByLabel(/^Made in /);
  await expect(beans.getByRole('group', { name: /^Batch / }).first()).toBeVisible();
  const codesBefore = await pending.evaluateAll((inputs) =>
    inputs.map((input) => input.getAttribute('aria-label')),
  );
  await beans.getByLabel('Quantity goal').fill('20');
  await beans.getByRole('button', { name: 'Start batch' }).click();
  await expect(pending).toHaveCount(codesBefore.length + 1);
  const codes = await pending.evaluateAll((inputs) =>
    inputs.map((input) => input.getAttribute('aria-label')),
  );
  expect(new Set(codes).size).toBe(codes.length);
  const label = String(codes.find((code) => !codesBefore.includes(code)));
  const batchcode = label.replace('Made in ', '');
  await beans.getByLabel(label, { exact: true }).fill('18');
  await beans
    .getByRole('group', { name: `Batch ${batchcode}`, exact: true })
    .getByRole('button', { name: 'Finished' })
    .click();
  await expect(beans.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(beans.getByText(batchcode, { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-count')).not.toHaveText('0 pending');
  await shot(page, 'training-production-offline');

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending', { timeout: 60_000 });
  const consignment = await services('Customer/Consignments/get/cons-pick-fitzroy');
  expect(consignment).toMatchObject({ isReadyToOrderCourier: true, needsPacking: false });
  expect(consignment.pickedOn).toEqual(expect.any(String));
  const picks = await rows(
    'Stock/Adjustments',
    'consignmentID == "cons-pick-fitzroy" ANDALSO productID == "prod-milk-2l"',
  );
  expect(picks.map((entry) => [entry.kind, entry.batchID, entry.quantity])).toEqual([
    ['picked', 'batch-milk-older', 18],
  ]);
  expect(await available(milkAt)).toBe(Number(milkBefore) - 18);
  const [finished] = await rows('Stock/Batches', `batchcode == "${batchcode}"`);
  expect(finished).toMatchObject({ isPending: false, quantity: 18, quantityGoal: 20 });
  const produced = await rows('Stock/Adjustments', `batchID == "${String(finished?.id)}"`);
  expect(produced.map((entry) => [entry.kind, entry.quantity])).toEqual([['produced', 18]]);
  expect(await available(`batchID == "${String(finished?.id)}"`)).toBe(18);
  await context.close();
});

test('the pick/pack settings page sets whether confirmed orders make one consignment per order or per customer per day', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await tabletContext(browser);
  const grouping = async () =>
    (await api(request, token, 'GET', 'Account/Companies/get/comp1')).consignmentGrouping ?? null;
  await page.goto('/settings?slide=pick-pack');
  const choice = page.getByRole('combobox', { name: 'One Consignment' });
  await expect(choice).toHaveValue('Per order', { timeout: 60_000 });
  await expect(page.getByRole('checkbox', { name: 'We Pick And Pack Our Orders' })).toBeChecked();
  await choice.click();
  await page.getByRole('option', { name: 'Per customer per day' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect.poll(grouping, { timeout: 30_000 }).toBe('PerCustomerPerDay');
  await shot(page, 'settings-pick-pack');
  // Back as it was, for the other tests on this host.
  await choice.click();
  await page.getByRole('option', { name: 'Per order' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(grouping, { timeout: 30_000 }).toBe('PerOrder');
  await context.close();
});
