import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COSMETICS_KEY } from '../../../src/blocks/cosmetics/cosmetics-storage';
import { CosmeticsProvider } from '../../../src/blocks/cosmetics/CosmeticsProvider';
import { DEFAULT_COSMETICS } from '../../../src/blocks/cosmetics/default-cosmetics';
import { memoryStorage } from '../../../src/session/memory-storage';
import type { DataApi } from '../../../src/data/data-context';
import {
  closePortalData,
  portalData,
  portalSession,
  renderPortal,
} from '../../../src/portal/testing/render-portal';
import PackingScreen from '../../../src/hubs/packing/screen';
import PickingScreen from '../../../src/hubs/picking/screen';

afterEach(closePortalData);

const synced = { _syncState: 'synced' as const, rowVersion: 1 };

/** Yarra Valley Wholesale's floor: a warehouse with three consignments due Wednesday, a depot with one. */
async function floor(settings: Record<string, unknown>) {
  const data = portalData();
  const put = (entity: string, rows: Record<string, unknown>[]) =>
    data.db.mirror(entity).bulkPut(rows.map((row) => ({ ...synced, ...row })) as never);
  await put('companies', [{ id: 'comp1', companyName: 'Yarra Valley Wholesale', ...settings }]);
  await put('locations', [
    { id: 'loc-wh', locationName: 'Warehouse', companyAccountID: 'comp1' },
    { id: 'loc-depot', locationName: 'Depot', companyAccountID: 'comp1' },
    { id: 'loc-cold', locationName: 'Cold Store', companyAccountID: 'comp1' },
  ]);
  await put('products', [{ id: 'milk', productName: 'Barista Milk', weight: 1 }]);
  const consignment = (
    id: string,
    locationID: string,
    hour: number,
    extra: Record<string, unknown> = {},
  ) => ({
    id,
    consignmentNumber: id.toUpperCase(),
    buyer: { companyName: `Cafe ${id}` },
    departureLocationID: locationID,
    dueDate: `2026-12-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
    consignmentOrderItems: [{ productID: 'milk', quantity: 12 }],
    ...extra,
  });
  await put('customer-consignments', [
    consignment('cn-1', 'loc-wh', 20),
    consignment('cn-2', 'loc-wh', 21),
    consignment('cn-3', 'loc-wh', 22),
    consignment('cn-4', 'loc-depot', 20),
  ]);
  return data;
}

function show(ui: React.ReactElement, data: DataApi, storage: Storage) {
  return renderPortal(<CosmeticsProvider storage={storage}>{ui}</CosmeticsProvider>, {
    data,
    session: portalSession('everything.edit'),
  });
}

describe("the warehouse tablet's settings", () => {
  it('remembers the pick/pack location on the device, and picks in batches of Orders Per Picking Batch', async () => {
    const data = await floor({ pickingBatchSize: 2 });
    const storage = memoryStorage();
    const first = show(<PickingScreen />, data, storage);
    const location = () => screen.getByRole('combobox', { name: "This Tablet's Location" });
    const cards = () =>
      screen
        .getAllByRole('button', { name: /^Pick consignment/ })
        .map((card) => card.getAttribute('aria-label'));
    // A new tablet starts where there is work; the person tells it where it stands.
    await waitFor(() => expect(location()).toHaveDisplayValue('Depot'));
    expect(cards()).toEqual(['Pick consignment CN-4']);
    await userEvent.selectOptions(location(), 'Warehouse');
    // Three orders, two to a batch: the first batch's two consignments, then the third.
    await waitFor(() => expect(cards()).toEqual(['Pick consignment CN-1', 'Pick consignment CN-2']));
    const batch = screen.getByRole('radiogroup', { name: 'Picking batch' });
    expect(within(batch).getByText('Batch 1 (2)')).toBeInTheDocument();
    await userEvent.click(within(batch).getByText('Batch 2 (1)'));
    expect(cards()).toEqual(['Pick consignment CN-3']);
    expect(JSON.parse(storage.getItem(COSMETICS_KEY) ?? '{}')).toMatchObject({ locationID: 'loc-wh' });
    first.unmount();

    // The next shift opens the hub on the same tablet: still the warehouse.
    show(<PickingScreen />, data, storage);
    await waitFor(() => expect(location()).toHaveDisplayValue('Warehouse'));
    await waitFor(() => expect(cards()).toEqual(['Pick consignment CN-1', 'Pick consignment CN-2']));
  });

  it("says which places have nothing to do only while the tablet holds every place's consignments", async () => {
    const data = await floor({});
    const fresh = show(<PickingScreen />, data, memoryStorage());
    const location = () => screen.getByRole('combobox', { name: "This Tablet's Location" });
    await waitFor(() => expect(location()).toHaveDisplayValue('Depot'));
    // The company's own places join the list once its own company has loaded.
    expect(
      await within(location()).findByRole('option', { name: 'Cold Store (nothing to do)' }),
    ).toBeInTheDocument();
    fresh.unmount();

    // Told it stands at the warehouse, the tablet pulls that place's consignments only: of the
    // cold store's work it knows nothing, so it claims nothing.
    const placed = memoryStorage();
    placed.setItem(COSMETICS_KEY, JSON.stringify({ ...DEFAULT_COSMETICS, locationID: 'loc-wh' }));
    show(<PickingScreen />, data, placed);
    await waitFor(() => expect(location()).toHaveDisplayValue('Warehouse'));
    expect(await within(location()).findByRole('option', { name: 'Cold Store' })).toBeInTheDocument();
    expect(within(location()).queryByRole('option', { name: /nothing to do/ })).toBeNull();
  });

  it('holds Packed until every package is labelled, and shows the packing slip once packed', async () => {
    const data = await floor({ isPackageLabelRequired: true, isPackingSlipPrinted: true });
    await data.db.mirror('customer-consignments').update('cn-1', {
      pickedOn: '2026-12-01T10:00:00.000Z',
      consignmentEntryItems: [{ productID: 'milk', batchID: 'b1', quantity: 12, quantityPicked: 12 }],
    });
    const storage = memoryStorage();
    show(<PackingScreen />, data, storage);
    await userEvent.click(await screen.findByRole('button', { name: 'Pack consignment CN-1' }));
    // The consignment's code is imported when first opened: a busy full run may take seconds.
    const packed = await screen.findByRole('button', { name: 'Packed' }, { timeout: 15_000 });
    expect(packed).toBeDisabled();
    expect(screen.getByText(/Every package needs its label/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    expect(await screen.findAllByTestId('package-label')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Packed' }));
    const slip = await screen.findByLabelText('Packing slip');
    expect(within(slip).getByText('Cafe cn-1')).toBeInTheDocument();
    expect(
      within(within(slip).getByRole('table', { name: 'Packed products' })).getByRole('row', {
        name: 'Barista Milk 12 12',
      }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await data.db.mirror('customer-consignments').get('cn-1'))?.packedOn).toEqual(
        expect.any(String),
      ),
    );
  });

  it('packs without labels or a slip when the settings are off', async () => {
    const data = await floor({});
    await data.db.mirror('customer-consignments').update('cn-1', {
      pickedOn: '2026-12-01T10:00:00.000Z',
      consignmentEntryItems: [{ productID: 'milk', batchID: 'b1', quantity: 12, quantityPicked: 12 }],
    });
    show(<PackingScreen />, data, memoryStorage());
    await userEvent.click(await screen.findByRole('button', { name: 'Pack consignment CN-1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Packed' }, { timeout: 15_000 }));
    expect(await screen.findByRole('button', { name: 'Pack consignment CN-1' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Packing slip')).toBeNull();
  });
});
