import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MirrorRecord } from '../data/mirror-row';
import { EntityListScreen, knownFilters } from './EntityListScreen';
import { closePortalData, portalData, portalSession, renderPortal } from './testing/render-portal';

afterEach(closePortalData);

const PRODUCTS: MirrorRecord[] = [
  {
    id: 'p1',
    productName: 'Full Cream Milk',
    abbreviation: 'FCM',
    isSold: true,
    sortNumber: 1,
    categoryID: 'c1',
    _syncState: 'synced',
  },
  {
    id: 'p2',
    productName: 'Oat Milk',
    abbreviation: 'OM',
    isSold: false,
    sortNumber: 2,
    _syncState: 'pending',
  },
  {
    id: 'p3',
    productName: 'Plain Flour',
    abbreviation: 'PF',
    isSold: true,
    sortNumber: 3,
    _syncState: 'synced',
  },
];

async function setUp(query = '') {
  const data = portalData();
  await data.db.mirror('products').bulkPut(PRODUCTS);
  await data.db.mirror('product-categories').put({ id: 'c1', categoryName: 'Dairy', _syncState: 'synced' });
  const onSearchChange = vi.fn<(search: URLSearchParams) => void>();
  const onNavigate = vi.fn<(href: string) => void>();
  renderPortal(
    <EntityListScreen
      entityName="products"
      search={new URLSearchParams(query)}
      onSearchChange={onSearchChange}
      onNavigate={onNavigate}
    />,
    { data },
  );
  await screen.findByText('Plain Flour');
  return { data, onSearchChange, onNavigate };
}

const button = (name: string) => screen.getByRole('button', { name });

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

describe('EntityListScreen', () => {
  it('lists the mirror rows with the entity label, reference labels and sync badges', async () => {
    await setUp();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('Full Cream Milk')).toBeInTheDocument();
    expect(screen.getByText('Oat Milk')).toBeInTheDocument();
    expect(await screen.findByText('Dairy')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(1);
  });

  it('names a referenced record that has been deactivated, instead of showing its id', async () => {
    const { data } = await setUp();
    await data.db
      .mirror('product-categories')
      .put({ id: 'c1', categoryName: 'Dairy', isInactive: true, _syncState: 'synced' });
    await waitFor(() => expect(screen.getByText('Dairy')).toBeInTheDocument());
    expect(screen.queryByText('c1')).toBeNull();
  });

  it('searches over the search properties and writes the search to the URL', async () => {
    const { onSearchChange } = await setUp('isTraining=true');
    fireEvent.click(button('Search'));
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: 'milk' } });
    await waitFor(() => expect(screen.queryByText('Plain Flour')).toBeNull());
    expect(screen.getByText('Oat Milk')).toBeInTheDocument();
    const written = onSearchChange.mock.lastCall?.[0];
    expect(written?.get('searchString')).toBe('milk');
    expect(written?.get('isTraining')).toBe('true');
  });

  it('applies the named filter from the URL and ignores unknown ones', async () => {
    await setUp('filterBy=Sold,Nope');
    await waitFor(() => expect(screen.queryByText('Oat Milk')).toBeNull());
    expect(screen.getByText('Full Cream Milk')).toBeInTheDocument();
    expect(knownFilters(['sold', 'Nope'], [{ name: 'Sold' }])).toEqual(['sold']);
  });

  it('says Loading products, not Nothing Found, until the first pull of products is done', async () => {
    const data = portalData();
    renderPortal(
      <EntityListScreen
        entityName="products"
        search={new URLSearchParams()}
        onSearchChange={vi.fn<(search: URLSearchParams) => void>()}
        onNavigate={vi.fn<(href: string) => void>()}
      />,
      { data },
    );
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    expect(screen.queryByText('Nothing Found')).toBeNull();
    await data.db.syncState.put({ entity: 'products', cursor: '1', lastSyncedAt: 1, firstPullDone: true });
    expect(await screen.findByText('Nothing Found')).toBeInTheDocument();
  });

  it('shows Nothing Found with Try Again when nothing matches', async () => {
    const { data } = await setUp();
    await data.db.syncState.put({ entity: 'products', cursor: '1', lastSyncedAt: 1, firstPullDone: true });
    fireEvent.click(button('Search'));
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing Found')).toBeInTheDocument();
    expect(button('Try Again')).toBeInTheDocument();
  });

  it('offers Import from CSV beside New on a list that has an import, and opens the import', async () => {
    const { onNavigate } = await setUp();
    fireEvent.click(button('Import from CSV'));
    expect(onNavigate).toHaveBeenLastCalledWith('/office-portal/new-products');
  });

  it('offers no Import from CSV on a list without one', async () => {
    const data = portalData();
    renderPortal(
      <EntityListScreen
        entityName="product-categories"
        search={new URLSearchParams()}
        onSearchChange={vi.fn<(search: URLSearchParams) => void>()}
        onNavigate={vi.fn<(href: string) => void>()}
      />,
      { data },
    );
    expect(await screen.findByRole('heading', { name: 'Product Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from CSV' })).toBeNull();
  });

  it('opens the detail route on a row and the new form on add', async () => {
    const { onNavigate } = await setUp();
    fireEvent.click(screen.getByText('Oat Milk'));
    expect(onNavigate).toHaveBeenLastCalledWith('/office-portal/product/p2');
    fireEvent.click(button('New'));
    expect(onNavigate).toHaveBeenLastCalledWith('/office-portal/product/new');
  });

  it('deletes locally through the write path, then Show Inactive lists it with Restore', async () => {
    const { data } = await setUp();
    fireEvent.click(button('Edit'));
    const row = screen.getByText('Plain Flour').closest('tr');
    if (row === null) throw new Error('no row for Plain Flour');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    // The question's code loads when Edit is first turned on (ConfirmDialogOnDemand).
    expect(
      await screen.findByText('Are you sure you want to delete this item?', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fireEvent.click(button('OK'));
    await waitFor(() => expect(screen.queryByText('Plain Flour')).toBeNull());
    expect(await data.db.mirror('products').get('p3')).toMatchObject({
      isInactive: true,
      _syncState: 'pending',
    });
    expect(await data.db.outbox.count()).toBe(1);

    await openMenu(() => fireEvent.click(button('Settings')));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show Inactive' }));
    expect(await screen.findByText('Plain Flour')).toBeInTheDocument();
    fireEvent.click(button('Restore'));
    await waitFor(async () =>
      expect((await data.db.mirror('products').get('p3'))?.isInactive).not.toBe(true),
    );
  });

  it('offers no add, edit or restore without edit rights', async () => {
    const data = portalData();
    await data.db
      .mirror('products')
      .put({ id: 'p1', productName: 'Butter', isInactive: true, _syncState: 'synced' });
    renderPortal(
      <EntityListScreen
        entityName="products"
        search={new URLSearchParams()}
        onSearchChange={vi.fn<(search: URLSearchParams) => void>()}
        onNavigate={vi.fn<(href: string) => void>()}
      />,
      {
        data,
        session: null,
      },
    );
    const settings = await screen.findByRole('button', { name: 'Settings' });
    await openMenu(() => fireEvent.click(settings));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show Inactive' }));
    expect(await screen.findByText('Butter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });

  it('offers no New, Edit toggle (and so no Delete) or Restore on a list whose every field is read-only (an archive)', async () => {
    const data = portalData();
    await data.db.mirror('batch-archives').put({ id: 'b1', batchcode: 'CB-261013', _syncState: 'synced' });
    await data.db
      .mirror('batch-archives')
      .put({ id: 'b2', batchcode: 'CB-261014', isInactive: true, _syncState: 'synced' });
    renderPortal(
      <EntityListScreen
        entityName="batch-archives"
        search={new URLSearchParams()}
        onSearchChange={() => undefined}
        onNavigate={() => undefined}
      />,
      {
        data,
        session: portalSession('stock-batches.edit'),
      },
    );
    expect(await screen.findByText('CB-261013')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Batch Archives' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await openMenu(() => fireEvent.click(screen.getByRole('button', { name: 'Settings' })));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show Inactive' }));
    expect(await screen.findByText('CB-261014')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});
