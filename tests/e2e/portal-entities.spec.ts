import { expect, test } from '@playwright/test';
import { PORTAL_ENTITY_CASES } from './support/portal-entity-cases';
import {
  backToList,
  create,
  deleteRow,
  editAndSave,
  expectNoSidewaysScroll,
  exportCsv,
  field,
  listRow,
  openList,
  openNew,
  openRow,
  restoreRow,
  search,
  showInactive,
} from './support/portal-list';
import { shot } from './support/shot';

// Six office-portal entities of different shapes through the generic list and detail, in
// training mode: each desktop test has its own browser context, so training starts from the
// canned data every time. Screenshots (BT_SHOTS_DIR) are named portal-<list>-*.png.

for (const entity of PORTAL_ENTITY_CASES) {
  test(`${entity.label}: create after a validation error, edit, export, delete, show inactive and restore`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const marker = `E2E ${entity.singleLabel} ${Date.now()}`;
    await openList(page, entity);

    const form = await openNew(page, entity);
    if (entity.invalid !== undefined) await field(form, entity.invalid.label).fill(entity.invalid.value);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(form.getByText(entity.invalid?.message ?? 'Field is required').first()).toBeVisible();
    if (entity.invalid !== undefined) await field(form, entity.invalid.label).fill(entity.invalid.fixed);
    await field(form, entity.markerField).fill(marker);
    await entity.fillRest?.(form);
    await shot(page, `portal-${entity.list}-form`, { fullPage: true });
    await create(form);
    await backToList(page, entity, form);

    await search(page, marker);
    await expect(listRow(page, marker)).toBeVisible();
    const saved = await openRow(page, entity, marker);
    await expect(field(saved, entity.markerField)).toHaveValue(marker);
    if (entity.kept !== undefined)
      await expect(field(saved, entity.kept.field)).toHaveValue(entity.kept.value);
    await editAndSave(saved, () => field(saved, entity.markerField).fill(`${marker} Edited`));
    await backToList(page, entity, saved);
    const row = listRow(page, `${marker} Edited`);
    await expect(row).toBeVisible();
    await shot(page, `portal-${entity.list}-list`);

    // Export To CSV writes the listed rows (only the found one) under the column labels.
    const csv = await exportCsv(page);
    expect(csv).toContain(entity.csvHeader);
    expect(csv).toContain(`${marker} Edited`);
    if (typeof entity.seeded === 'string') expect(csv).not.toContain(entity.seeded);

    await deleteRow(page, row);
    await expect(page.getByText('Nothing Found')).toBeVisible();
    await showInactive(page);
    await restoreRow(row);
  });
}

// The phone checks share one training context, as a person opening one list after another on
// their phone: a fresh context per entity paid training's start (the in-browser services and the
// first pull) six times for a list and a record each.
test('each list and a canned record on a 390 px phone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const entity of PORTAL_ENTITY_CASES) {
    await test.step(entity.label, async () => {
      await openList(page, entity);
      await expect(page.locator('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await shot(page, `portal-${entity.list}-mobile-list`);

      const form = await openRow(page, entity, entity.seeded);
      await expect(field(form, entity.phone.field)).toHaveValue(entity.phone.value);
      const reference = entity.phone.reference;
      if (reference !== undefined) await expect(field(form, reference.field)).toHaveValue(reference.value);
      await expectNoSidewaysScroll(page);
      await shot(page, `portal-${entity.list}-mobile-form`, { fullPage: true });
    });
  }
});
