import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TRAINING_LEDGER_NOTICE } from '../../src/domain/external-parties';
import { startFakeAccountingService, type FakeAccountingService } from '../support/fake-accounting-service';
import { signIn } from './support/sign-in';
import { shot } from './support/shot';

// The office connects its accounting service (a fake one this test starts, on a loopback port the
// Node host allows) and uploads invoices to it from the Customer Invoices list: one becomes
// Uploaded, one the service refuses shows why on its row (the services' own words with the status, never the
// service's text).

test.describe.configure({ timeout: 180_000 });

const API_KEY = `e2e-key-${Date.now()}`;
/** What the row says of the service's refusal (its own text is never shown). */
const REFUSED =
  'The accounting service refused the document (422) while uploading; see the document at the service';

// Serious and critical axe findings, as the a11y spec counts them.
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
let fake: FakeAccountingService;

test.beforeAll(async () => {
  fake = await startFakeAccountingService({ apiKey: API_KEY });
});
test.afterAll(async () => {
  await fake.close();
});

test('connect an accounting service, upload an invoice, see Uploaded; a refused one shows why', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signIn(page, '/office-portal/external-party-options');
  const headers = { Authorization: `Bearer ${token}` };
  let integrationID: string | null = null;
  try {
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    const service = page.getByRole('region', { name: 'Accounting Service (HTTP)' });
    await service.getByRole('button', { name: 'Connect Accounting Service (HTTP)' }).click();
    await service.getByRole('textbox', { name: 'Name' }).fill('Books');
    // A base URL the host does not allow is refused by the services, on its field.
    await service.getByRole('textbox', { name: 'Base URL' }).fill('https://books.example.com/api');
    await service.getByLabel('API Key').fill(API_KEY);
    await service.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(service.getByText(/may not call https:\/\/books.example.com/).first()).toBeVisible();
    await service.getByRole('textbox', { name: 'Base URL' }).fill(fake.baseUrl);
    await service.getByRole('button', { name: 'Connect', exact: true }).click();

    await expect(page).toHaveURL(/\/office-portal\/external-party-integration\/[^/]+$/);
    integrationID = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    const connection = page.getByRole('region', { name: 'Connection' });
    await expect(connection.getByText('API Key Saved')).toBeVisible();
    expect(await page.content()).not.toContain(API_KEY);

    fake.refuse('inv-1000', 'Contact St Kilda has no account code');
    await page.goto('/office-portal/customer-invoices');
    await expect(page.getByRole('button', { name: 'Sync With: Books' })).toBeVisible({ timeout: 60_000 });
    const first = page.getByRole('row').filter({ hasText: 'INV-0999' });
    await first.getByRole('button', { name: 'Upload', exact: true }).click({ timeout: 60_000 });
    await expect(first.getByText('Uploaded')).toBeVisible();
    expect([...fake.documents.values()].map((document) => document.localID)).toEqual(['inv-0999']);
    expect(fake.documents.get('ACC-0001')?.document).toMatchObject({ invoiceNumber: 'INV-0999' });

    const refused = page.getByRole('row').filter({ hasText: 'INV-1000' });
    await refused.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(refused.getByLabel(REFUSED)).toBeVisible();
    await expect(page.getByText('Contact St Kilda has no account code')).toHaveCount(0);
    await expect(refused.getByText('Uploaded')).toHaveCount(0);
    // The message stays on the row after a reload (the services kept it on the record).
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'INV-1000' }).getByLabel(REFUSED)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('row').filter({ hasText: 'INV-0999' }).getByText('Uploaded')).toBeVisible();
    await shot(page, 'accounting-sync', { fullPage: true });
  } finally {
    // Leave the host as other tests expect it: no integration (lists without a Sync column).
    if (integrationID !== null) {
      const current = await request.get(
        `/api/v1/Account/ExternalPartyIntegrations/get/${encodeURIComponent(integrationID)}`,
        { headers },
      );
      const rowVersion = ((await current.json()) as { rowVersion: number }).rowVersion;
      await request.delete('/api/v1/Account/ExternalPartyIntegrations/delete', {
        headers,
        data: { id: integrationID, rowVersion },
      });
    }
  }
});

test('in training mode the accounting service is the in-memory Training Ledger, and says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/office-portal/external-party-options?isTraining=true');
  const ledger = page.getByRole('region', { name: 'Training Ledger' });
  await expect(ledger.getByText(TRAINING_LEDGER_NOTICE)).toBeVisible({ timeout: 120_000 });
  // Only the training ledger: the browser's services reach no outside service.
  await expect(page.getByRole('region', { name: 'Accounting Service (HTTP)' })).toHaveCount(0);
  await ledger.getByRole('button', { name: 'Connect Training Ledger' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await ledger.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/office-portal\/external-party-integration\/[^/]+$/);
  await expect(
    page.getByRole('region', { name: 'Connection' }).getByText(TRAINING_LEDGER_NOTICE),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'training-ledger', { fullPage: true });

  // In the app (a reload would start training's services afresh): Invoicing, Customer Invoices.
  const drawer = page.getByRole('navigation', { name: 'Back office' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const group = drawer.getByRole('button', { name: 'Invoicing' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await drawer.getByRole('link', { name: 'Customer Invoices' }).click();
  await expect(page.getByRole('button', { name: 'Sync With: Training Ledger' })).toBeVisible({
    timeout: 60_000,
  });
  const row = page.getByRole('row').filter({ hasText: 'INV-0999' });
  await row.getByRole('button', { name: 'Upload', exact: true }).click({ timeout: 60_000 });
  await expect(row.getByText('Uploaded')).toBeVisible();
});
