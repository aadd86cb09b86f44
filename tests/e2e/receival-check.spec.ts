import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { servicesCall, type Json } from './support/services-call';
import { signIn } from './support/sign-in';
import { drawSignature } from './support/signature';
import { shot } from './support/shot';

// Supplier settings' Count Every Receival (issue 23 §5): turned on by the office on the settings
// screen, the warehouse's receival form starts each item uncounted (blank; its minus counts 0 in
// one tap) and holds Complete Receival until each was counted; counted, the receival is received, and its stock booked, once.

test.describe.configure({ timeout: 180_000 });

const COMPANY = 'Account/Companies/get/comp1';
const RECEIVAL = 'rcv-bakery-today';
const UNCOUNTED = 'Count every item: your company counts every receival';

const get = async (request: APIRequestContext, token: string, path: string): Promise<Json> =>
  (await servicesCall(request, token, 'GET', `/api/v1/${path}`)).body;

/** Sets Count Every Receival on the settings screen as a person would: the Supplier tab, the box, Save. */
async function setCountEveryReceival(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Supplier' }).click();
  await expect(page).toHaveURL(/[?&]slide=supplier/);
  const box = page.getByRole('checkbox', { name: 'Count Every Receival' });
  await expect(box).toBeVisible({ timeout: 60_000 });
  await box.setChecked(on);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
}

test('with Count Every Receival on, a receival starts uncounted and completes only once each item is counted', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const token = await signIn(page, '/office-portal');
  const countEveryReceival = async () =>
    (await get(request, token, COMPANY)).isReceivalCheckRequired === true;
  try {
    expect(await countEveryReceival()).toBe(false);
    await setCountEveryReceival(page, true);
    await expect.poll(countEveryReceival, { timeout: 30_000 }).toBe(true);

    await page.goto('/office-portal/receivals');
    const card = page.getByTestId('receival-card').filter({ hasText: 'Westside' });
    await card.getByRole('button').first().click({ timeout: 60_000 });
    const form = card.getByTestId('receival-form');
    const count = form.getByRole('textbox', { name: / received$/ });
    await expect(count).toHaveCount(1);
    // Nothing counted yet (blank, not 0), though the caption says what was sent.
    await expect(count).toHaveValue('');
    const sent = Number((await form.getByText(/^Sent \d+$/).innerText()).replace('Sent ', ''));
    expect(sent).toBeGreaterThan(0);

    // Everything else done, Complete is held and says why.
    await form.getByLabel('Delivered By').fill('Westside driver');
    await drawSignature(page, form.getByTestId('signature-pad'));
    await form.getByRole('button', { name: 'Complete Receival' }).click();
    await expect(form.getByRole('alert')).toContainText(UNCOUNTED);
    await shot(page, 'receival-check-held');
    expect((await get(request, token, `Courier/Receivals/get/${RECEIVAL}`)).isFulfilled).toBe(false);

    // "None arrived" is one tap on the blank count's minus: counted 0, the reason goes.
    const less = form.getByRole('button', { name: / received: one less$/ });
    await expect(less).toBeEnabled();
    await less.click();
    await expect(count).toHaveValue('0');
    await expect(less).toBeDisabled();
    await expect(form.getByText(UNCOUNTED)).toHaveCount(0);
    // Emptied, it is uncounted again, and Complete holds again.
    await count.fill('');
    await form.getByRole('button', { name: 'Complete Receival' }).click();
    await expect(form.getByRole('alert')).toContainText(UNCOUNTED);

    // Counted by keyboard (one short of what was sent), the reason goes and Complete completes.
    await count.pressSequentially(String(sent - 1));
    await expect(form.getByText(UNCOUNTED)).toHaveCount(0);
    await form.getByRole('button', { name: 'Complete Receival' }).click();
    await expect(card).toBeHidden();

    await expect
      .poll(async () => get(request, token, `Courier/Receivals/get/${RECEIVAL}`), { timeout: 60_000 })
      .toMatchObject({ isFulfilled: true, stockReceived: true, delivererName: 'Westside driver' });
    const receival = await get(request, token, `Courier/Receivals/get/${RECEIVAL}`);
    expect((receival.packagedItems as Json[]).map((item) => item.quantityReceived)).toEqual([sent - 1]);
    // Received once: one stock entry for the one product.
    const entries = (
      await get(
        request,
        token,
        `Stock/Adjustments/getAll?query=${encodeURIComponent('kind == "received"')}&take=500`,
      )
    ).data as Json[];
    expect(entries.filter((entry) => entry.receivalID === RECEIVAL)).toHaveLength(1);

    // Back as it was, for the other tests on this host.
    await setCountEveryReceival(page, false);
    await expect.poll(countEveryReceival, { timeout: 30_000 }).toBe(false);
  } finally {
    // Should the test stop half-way, the setting still goes back off.
    const company = await get(request, token, COMPANY);
    if (company.isReceivalCheckRequired === true)
      await servicesCall(request, token, 'PATCH', '/api/v1/Account/Companies/patch/partial', {
        id: 'comp1',
        rowVersion: company.rowVersion,
        isReceivalCheckRequired: false,
      });
    await context.close();
  }
});
