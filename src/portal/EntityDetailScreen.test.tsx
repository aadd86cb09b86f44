import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankItem, formValues } from './detail-ports';
import { EntityDetailScreen } from './EntityDetailScreen';
import { closePortalData, portalData, portalSession, renderPortal } from './testing/render-portal';
import { entityByName } from '../entities/registry';
import { HesitateContext } from '../navigation/hesitate-context';

afterEach(closePortalData);

function setUp(id: string, options: { permissions?: string } = {}) {
  const data = portalData();
  const onNavigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
  const onBack = vi.fn<() => void>();
  const render = () =>
    renderPortal(
      <EntityDetailScreen entityName="products" id={id} onNavigate={onNavigate} onBack={onBack} />,
      {
        data,
        session: portalSession(options.permissions),
      },
    );
  return { data, onNavigate, onBack, render };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('EntityDetailScreen', () => {
  it('creates through the write path: a pending record and its outbox entry, then its own page', async () => {
    const { data, onNavigate, render } = setUp('new');
    await data.db.mirror('product-categories').put({ id: 'c1', categoryName: 'Dairy', _syncState: 'synced' });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Product Name' }), {
      target: { value: 'Goat Milk' },
    });
    fireEvent.click(button('Create'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    const [href, navigation] = onNavigate.mock.lastCall ?? [];
    const id = href?.replace('/office-portal/product/', '') ?? '';
    expect(navigation).toEqual({ replace: true });
    expect(await data.db.mirror('products').get(id)).toMatchObject({
      productName: 'Goat Milk',
      isSold: false,
      _syncState: 'pending',
    });
    expect(await data.db.outbox.count()).toBe(1);
  });

  it("on behalf of a proxy company: the new record is that company's and its page keeps the proxyID", async () => {
    const data = portalData();
    const onNavigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
    renderPortal(
      <EntityDetailScreen
        entityName="products"
        id="new"
        proxyID="managed-co"
        onNavigate={onNavigate}
        onBack={() => undefined}
      />,
      { data },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Product Name' }), {
      target: { value: 'Goat Milk' },
    });
    fireEvent.click(button('Create'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    const href = onNavigate.mock.lastCall?.[0] ?? '';
    expect(href).toMatch(/^\/office-portal\/product\/[0-9a-f-]{36}\?proxyID=managed-co$/);
    const id = href.replace('/office-portal/product/', '').replace('?proxyID=managed-co', '');
    expect(await data.db.mirror('products').get(id)).toMatchObject({
      productName: 'Goat Milk',
      companyAccountID: 'managed-co',
    });
  });

  it('holds the leave question while edits are unsaved, and lets go before a save opens the new item', async () => {
    const data = portalData();
    let holding = 0;
    const hesitate = { hold: () => ((holding += 1), () => void (holding -= 1)) };
    const heldAtNavigation: number[] = [];
    const onNavigate = vi.fn<(href: string) => void>(() => void heldAtNavigation.push(holding));
    renderPortal(
      <HesitateContext value={hesitate}>
        <EntityDetailScreen entityName="products" id="new" onNavigate={onNavigate} onBack={() => undefined} />
      </HesitateContext>,
      { data },
    );
    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    expect(holding).toBe(0);
    fireEvent.change(name, { target: { value: 'Goat Milk' } });
    await waitFor(() => expect(holding).toBe(1));
    fireEvent.click(button('Create'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    expect(heldAtNavigation).toEqual([0]);
    // Released once: the clean-up after the save must not let go a second time.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create' })).toBeNull());
    expect(holding).toBe(0);
  });

  it('blocks the save while a required field is empty', async () => {
    const { data, onNavigate, render } = setUp('new');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(await data.db.mirror('products').count()).toBe(0);
  });

  it('saves an edit as a pending change and says Saved', async () => {
    const { data, render } = setUp('p1');
    await data.db
      .mirror('products')
      .put({ id: 'p1', productName: 'Butter', isSold: true, _syncState: 'synced' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Product Name' }), {
      target: { value: 'Salted Butter' },
    });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await data.db.mirror('products').get('p1')).toMatchObject({
      productName: 'Salted Butter',
      _syncState: 'pending',
    });
  });

  it('deletes after the question, and restores an inactive record', async () => {
    const { data, onBack, render } = setUp('p1');
    await data.db.mirror('products').put({ id: 'p1', productName: 'Butter', _syncState: 'synced' });
    const view = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    fireEvent.click(button('OK'));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect((await data.db.mirror('products').get('p1'))?.isInactive).toBe(true);
    view.unmount();

    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(2));
    expect((await data.db.mirror('products').get('p1'))?.isInactive).not.toBe(true);
  });

  it('in a blade a created item closes the blade instead of opening its page', async () => {
    const data = portalData();
    const onNavigate = vi.fn<(href: string) => void>();
    const onClose = vi.fn<() => void>();
    renderPortal(
      <EntityDetailScreen
        entityName="products"
        id="new"
        inBlade
        onClose={onClose}
        onNavigate={onNavigate}
        onBack={() => undefined}
      />,
      { data },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Product Name' }), {
      target: { value: 'Goat Milk' },
    });
    fireEvent.click(button('Create'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('offers the tour of forms that have one: batch.new for a new batch, none for a product', async () => {
    const data = portalData();
    const view = renderPortal(
      <EntityDetailScreen
        entityName="batches"
        id="new"
        onNavigate={() => undefined}
        onBack={() => undefined}
      />,
      {
        data,
        session: portalSession('stock-batches.edit'),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Tour' }));
    // The player's code loads when a tour is first started (useTour).
    expect(await screen.findByRole('dialog', { name: /^Step 1 of / }, { timeout: 15_000 })).toHaveTextContent(
      'Choose the product being made',
    );
    view.unmount();
    setUp('new').render();
    expect(await screen.findByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tour' })).toBeNull();
  });

  it('says Not Found only once the products are all on the device, and loading until then', async () => {
    const { data, render } = setUp('p404');
    render();
    expect(await screen.findByText(/^Loading products/)).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).toBeNull();
    await act(async () => {
      await data.db.syncState.put({ entity: 'products', cursor: '3', lastSyncedAt: 1, firstPullDone: true });
    });
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('shows a record the first pull brings after the page opened', async () => {
    const { data, render } = setUp('p2');
    render();
    expect(await screen.findByText(/^Loading products/)).toBeInTheDocument();
    await act(async () => {
      await data.db.mirror('products').put({ id: 'p2', productName: 'Cream', _syncState: 'synced' });
      await data.db.syncState.put({ entity: 'products', cursor: '3', lastSyncedAt: 1, firstPullDone: true });
    });
    expect(await screen.findByDisplayValue('Cream')).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('offers no create, edit or delete without edit rights', async () => {
    const { data, render } = setUp('p1', { permissions: 'products' });
    await data.db.mirror('products').put({ id: 'p1', productName: 'Butter', _syncState: 'synced' });
    render();
    expect(await screen.findByDisplayValue('Butter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers no edit, delete or restore on an archived record, even with edit rights on batches', async () => {
    const data = portalData();
    await data.db
      .mirror('batch-archives')
      .put({ id: 'b1', batchcode: 'CB-261013', isInactive: true, _syncState: 'synced' });
    renderPortal(
      <EntityDetailScreen
        entityName="batch-archives"
        id="b1"
        onNavigate={() => undefined}
        onBack={() => undefined}
      />,
      { data, session: portalSession('stock-batches.edit') },
    );
    expect(await screen.findByDisplayValue('CB-261013')).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Restore', 'Save'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('form values', () => {
  const products = entityByName('products');
  it('writes only form fields, never the id or the mirror bookkeeping', () => {
    expect(
      formValues(products, {
        id: 'p1',
        productName: 'Milk',
        rowVersion: 3,
        _syncState: 'synced',
        isSold: true,
      }),
    ).toEqual({ productName: 'Milk', isSold: true });
  });
  it('starts a new item with unticked boxes', () => {
    expect(blankItem(products)).toMatchObject({ isSold: false, isPerishable: false });
    expect(blankItem(products)).not.toHaveProperty('productName');
  });
});
