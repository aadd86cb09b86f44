import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePortalData, portalData, portalSession, renderPortal } from '../../portal/testing/render-portal';
import { OrderEditor } from './OrderEditor';

afterEach(closePortalData);

const synced = { _syncState: 'synced' as const, rowVersion: 1 };

async function seeded() {
  const data = portalData();
  const put = (entity: string, rows: Record<string, unknown>[]) =>
    data.db.mirror(entity).bulkPut(rows.map((row) => ({ ...synced, ...row })) as never);
  await put('customers', [
    {
      id: 'agr-cafe',
      companyName: 'Corner Cafe',
      buyerID: 'cafe',
      sellerID: 'me',
      priceTierID: 'tier-volume',
      locationID: 'loc-cafe',
      orderLeadHours: 24,
      requireLeadTime: true,
    },
  ]);
  await put('products', [
    { id: 'milk', productName: 'Barista Milk', abbreviation: 'BM1L', taxType: null, isSold: true },
    { id: 'crate', productName: 'Milk Crate', abbreviation: 'CRATE', taxType: null, isSold: true },
    { id: 'cola', productName: 'Cola Can', abbreviation: 'COLA', taxType: 'GST', isSold: true },
  ]);
  await put('supplier-price-tiers', [
    {
      id: 'tier-volume',
      productPrices: [
        {
          productID: 'milk',
          unitPrice: 2,
          unitPriceIncrements: [
            { unitCountTrigger: 1, unitValue: 2 },
            { unitCountTrigger: 24, unitValue: 1.8 },
          ],
        },
        { productID: 'crate', unitPrice: 3 },
        { productID: 'cola', unitPrice: 1.2, rules: [{ rule: 'QuantityInIncrements', value: 24 }] },
      ],
    },
  ]);
  await put('product-tethers', [
    {
      id: 't',
      triggeringProductID: 'milk',
      tetheredProductID: 'crate',
      factor: 12,
      quantity: 1,
      companyAccountID: 'me',
    },
  ]);
  await put('automatic-line-items', [
    {
      id: 'fee',
      lineItemName: 'Delivery Fee',
      calcOrder: 1,
      quantity: 150,
      rule: 'TotalValueLessThan',
      lineValue: 15,
      tags: 'DeliveryFee',
      taxType: 'GST',
      companyAccountID: 'me',
    },
  ]);
  await put('locations', [
    { id: 'loc-cafe', locationName: 'Corner Cafe', companyAccountID: 'cafe', lat: -37.8, lng: 145 },
  ]);
  return data;
}

describe('OrderEditor', () => {
  it('prices a new order live: tier price, tethered crate, delivery fee, GST; a zero line is left out on save', async () => {
    const data = await seeded();
    const created = vi.fn<(id: string) => void>();
    renderPortal(<OrderEditor kind="customer" id="new" onCreated={created} />, {
      data,
      session: portalSession('customer-orders.edit'),
    });
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await userEvent.click(customer);
    await userEvent.click(await screen.findByRole('option', { name: 'Corner Cafe' }));
    const add = screen.getByRole('combobox', { name: 'Add Product' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await userEvent.click(await screen.findByRole('option', { name: 'Barista Milk (BM1L)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Barista Milk' }), {
      target: { value: '24' },
    });

    // 24 x 1.80 = 43.20, 2 crates x 3 = 6, delivery fee 15 + 1.50 GST.
    await waitFor(() => expect(screen.getByTestId('amount-total')).toHaveTextContent('$65.70'));
    expect(screen.getByTestId('tax-total')).toHaveTextContent('$1.50');
    expect(screen.getAllByTestId('order-line').map((row) => row.getAttribute('data-product'))).toEqual([
      'milk',
      'crate',
    ]);
    expect(within(screen.getByTestId('automatic-line')).getByText('Delivery Fee')).toBeInTheDocument();

    // Cola by the carton: a typed 30 breaks the rule and blocks the save.
    await userEvent.click(add);
    await userEvent.click(await screen.findByRole('option', { name: 'Cola Can (COLA)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Cola Can' }), {
      target: { value: '30' },
    });
    expect(
      await screen.findByText('Must be in increments of 24', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(created).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Cola Can' }), {
      target: { value: '0' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const saved = await data.db.mirror('customer-orders').get(created.mock.lastCall?.[0] ?? '');
    expect(saved).toMatchObject({
      _syncState: 'pending',
      supplyAgreementID: 'agr-cafe',
      buyerID: 'cafe',
      sellerID: 'me',
      amountTotal: 65.7,
      clientAmountTotal: 65.7,
    });
    expect(
      ((saved?.orderItems ?? []) as { productID: string | null }[]).map((item) => item.productID),
    ).toEqual(['milk', 'crate', null]);
  }, 60_000);

  it("names each line's quantity for screen readers without a label repeated on every line", async () => {
    const data = await seeded();
    renderPortal(<OrderEditor kind="customer" id="new" onCreated={vi.fn<(id: string) => void>()} />, {
      data,
      session: portalSession('customer-orders.edit'),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Corner Cafe' }));
    const add = screen.getByRole('combobox', { name: 'Add Product' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await userEvent.click(await screen.findByRole('option', { name: 'Barista Milk (BM1L)' }));

    const [line] = await screen.findAllByTestId('order-line');
    if (line === undefined) throw new Error('no order line');
    expect(within(line).getByRole('textbox', { name: 'Quantity of Barista Milk' })).toBeInTheDocument();
    expect(within(line).queryByText('Quantity of Barista Milk')).toBeNull();
  }, 60_000);
});

describe('OrderEditor, an order not on the device', () => {
  it('says Not Found only once the orders are all on the device, and shows the order the pull brings', async () => {
    const data = portalData();
    renderPortal(<OrderEditor kind="customer" id="ord-later" onCreated={vi.fn<(id: string) => void>()} />, {
      data,
      session: portalSession('customer-orders.edit'),
    });
    expect(await screen.findByText(/^Loading customer orders/)).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).toBeNull();
    await act(async () => {
      await data.db.syncState.put({
        entity: 'customer-orders',
        cursor: '1',
        lastSyncedAt: 1,
        firstPullDone: true,
      });
    });
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    await act(async () => {
      await data.db
        .mirror('customer-orders')
        .put({ ...synced, id: 'ord-later', orderNumber: 'SO-7', buyerID: 'cafe', sellerID: 'me' } as never);
    });
    await waitFor(() => expect(screen.queryByText('Not Found')).toBeNull());
  });
});
