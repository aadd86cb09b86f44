import 'fake-indexeddb/auto';
import type { EntityName } from '../data/mirror-row';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MirrorRecord } from '../data/mirror-row';
import { EntityListScreen } from './EntityListScreen';
import { closePortalData, portalData, portalSession, renderPortal } from './testing/render-portal';

afterEach(() => {
  vi.restoreAllMocks();
  return closePortalData();
});

const ORDERS: MirrorRecord[] = [
  {
    id: 'o1',
    customerOrderNumber: 'CO-1',
    purchaseOrderNumber: 'PO-CAFE-1',
    buyerID: 'cafe',
    sellerID: 'me',
    orderItems: [
      { productID: 'milk', quantity: 20, product: { productName: 'Full Cream Milk' } },
      { productID: 'rye', quantity: 3 },
    ],
    _syncState: 'synced',
  },
  {
    id: 'o2',
    customerOrderNumber: 'CO-2',
    buyerID: 'bistro',
    sellerID: 'me',
    orderItems: [{ productID: 'milk', quantity: 10 }],
    _syncState: 'synced',
  },
];

const session = (permissions: string) => ({
  ...portalSession(permissions),
  company: {
    id: 'me',
    companyName: 'Yarra Valley Wholesale',
    defaultTimeZone: 'Australia/Melbourne',
    isSuspended: false,
  },
});

async function setUp(
  entityName: EntityName,
  query = '',
  permissions = 'customer-orders.edit,stock-batches.edit,products.edit',
) {
  const data = portalData();
  await data.db.mirror('customer-orders').bulkPut(ORDERS);
  await data.db.mirror('products').bulkPut([
    { id: 'milk', productName: 'Full Cream Milk', _syncState: 'synced' },
    { id: 'rye', productName: 'Rye Loaf', _syncState: 'synced' },
  ]);
  await data.db
    .mirror('stock-increments')
    .put({ id: 'si1', productID: 'milk', measurementID: 'crate', units: 12, _syncState: 'synced' });
  await data.db.mirror('measurements').put({ id: 'crate', measurementName: 'Crate', _syncState: 'synced' });
  const onNavigate = vi.fn<(href: string) => void>();
  renderPortal(
    <EntityListScreen
      entityName={entityName}
      search={new URLSearchParams(query)}
      onSearchChange={vi.fn<(search: URLSearchParams) => void>()}
      onNavigate={onNavigate}
    />,
    { data, session: session(permissions) },
  );
  return { data, onNavigate };
}

const menuItem = (name: string) => {
  const found = screen
    .getAllByText(name)
    .map((element) => element.closest<HTMLElement>('[role="menuitem"]'))
    .find((item) => item != null);
  if (found == null) throw new Error(`no menu item ${name}`);
  return found;
};

/** Catches the file Export To CSV hands the browser. */
function captureDownload(): () => Promise<string> {
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(blob).not.toBeNull());
    return (blob as Blob | null)?.text() ?? '';
  };
}

/** Opens a list header menu: its code loads at the first touch (PartOnDemand), then it opens. */
async function openMenu(click: () => void): Promise<void> {
  click();
  await waitFor(
    () => {
      if (document.querySelector('[role="menu"]') === null) throw new Error('the menu is not open');
    },
    { timeout: 15_000 },
  );
}

describe('list settings on the office-portal list', () => {
  it('opens the archives route with the search and proxy kept, only for lists that have one', async () => {
    const { onNavigate } = await setUp('batches', 'searchString=rye&filterBy=Pending&page=2&proxyID=cafe');
    const settings = await screen.findByRole('button', { name: 'Settings' });
    await openMenu(() => fireEvent.click(settings));
    fireEvent.click(menuItem('Archives'));
    expect(onNavigate).toHaveBeenCalledWith('/office-portal/batch-archives?searchString=rye&proxyID=cafe');
  });

  it('has no Archives or Quantity Breakdowns on the products list', async () => {
    await setUp('products');
    await screen.findByText('Rye Loaf');
    await openMenu(() => fireEvent.click(screen.getByRole('button', { name: 'Settings' })));
    expect(menuItem('Export To CSV')).toBeInTheDocument();
    expect(screen.queryByText('Archives')).toBeNull();
    expect(screen.queryByText('Quantity Breakdowns')).toBeNull();
  });

  it('exports the rows, or with Quantity Breakdowns on the totals per product split into packages', async () => {
    await setUp('customer-orders');
    await screen.findByText('CO-2');
    let file = captureDownload();
    await openMenu(() => fireEvent.click(screen.getByRole('button', { name: 'Settings' })));
    fireEvent.click(menuItem('Export To CSV'));
    const plain = (await file()).split('\r\n');
    expect(plain.slice(0, 2)).toEqual([
      'Customer Orders',
      'Order Number,Customer,Customer PO Number,Due,Total,Confirmed,Dispatched',
    ]);
    expect(plain).toHaveLength(4);

    vi.restoreAllMocks();
    file = captureDownload();
    await openMenu(() => fireEvent.click(screen.getByRole('button', { name: 'Settings' })));
    fireEvent.click(menuItem('Quantity Breakdowns'));
    expect(within(menuItem('Quantity Breakdowns')).getByRole('checkbox')).toBeChecked();
    fireEvent.click(menuItem('Export To CSV'));
    expect((await file()).split('\r\n')).toEqual([
      'Customer Orders',
      'Product ID,Product Name,Quantity,Crate,Units',
      'milk,Full Cream Milk,30,2,6',
      'rye,Rye Loaf,3,0,3',
    ]);
  });

  it('lists only the records handled for the proxyID company, in its role, and opens them with it', async () => {
    // The cafe buys from us: on its behalf, our customer order to it is its purchase order.
    const { onNavigate } = await setUp(
      'purchase-orders',
      'proxyID=cafe',
      'customer-orders.edit,purchase-orders.edit',
    );
    await screen.findByText('PO-CAFE-1');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByText('PO-CAFE-1'));
    expect(onNavigate).toHaveBeenCalledWith('/office-portal/purchase-order/o1?proxyID=cafe');
  });

  it('lists everything when proxyID names the signed-in company', async () => {
    await setUp('customer-orders', 'proxyID=me');
    expect(await screen.findByText('CO-1')).toBeInTheDocument();
    expect(await screen.findByText('CO-2')).toBeInTheDocument();
  });

  it('shows the sync picker and the sync column only when the company has a connected party', async () => {
    const { data } = await setUp('products');
    await screen.findByText('Rye Loaf');
    expect(screen.queryByText(/Sync With/)).toBeNull();
    expect(screen.queryByText('Upload')).toBeNull();
    await act(() =>
      data.db.mirror('external-party-integrations').put({
        id: 'i1',
        externalPartyOptionID: 'xero',
        integrationName: 'Xero',
        isOn: true,
        _syncState: 'synced',
      }),
    );
    expect(await screen.findByText('Sync With: Xero')).toBeInTheDocument();
    // The sync cells' code loads when they are first shown: they come a moment after the picker.
    await waitFor(() => expect(screen.getAllByText('Upload')).toHaveLength(2));
  });
});
