import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityField, NamedFilter } from '../entities/entity-definition';
import type { ListRow } from './list-columns';
import { initialListState, listReducer, type ListAction, type ListState } from './list-state';
import { ListPanelView, type ListPanelViewProps } from './ListPanelView';
import { renderWithMantine } from './testing/render-with-mantine';

const fields: EntityField[] = [
  { name: 'productName', label: 'Product Name', kind: 'text' },
  { name: 'price', label: 'Price', kind: 'money' },
  { name: 'isSold', label: 'Sold', kind: 'boolean' },
];
const filters: NamedFilter[] = [
  { name: 'Sold', label: 'Sold', conditions: [] },
  { name: 'Perishable', label: 'Perishable', conditions: [] },
];
const entity = { columns: ['productName', 'price', 'isSold'], fields, filters };
const manyRows: ListRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `p${index}`,
  productName: `Product ${index}`,
  price: index,
  isSold: index % 2 === 0,
}));

type HarnessProps = Partial<ListPanelViewProps> & {
  start?: Partial<ListState>;
  seen?: (state: ListState) => void;
};

function Harness({ start, seen, ...props }: HarnessProps) {
  const [state, dispatch] = useReducer(
    (current: ListState, action: ListAction) => listReducer(current, action),
    { ...initialListState(), status: 'loaded', ...start },
  );
  seen?.(state);
  return (
    <ListPanelView
      title="Products"
      entity={entity}
      rows={manyRows.slice(0, 3)}
      state={state}
      dispatch={dispatch}
      timeZone="Australia/Melbourne"
      mayEdit
      onOpen={vi.fn<(row: ListRow) => void>()}
      height={400}
      {...props}
    />
  );
}

// Buttons by their text or label: role queries walk the accessibility tree and are slow in jsdom.
function queryButton(name: string): HTMLElement | null {
  const labelled = document.querySelector<HTMLElement>(
    `button[aria-label="${name}"], a[aria-label="${name}"]`,
  );
  if (labelled !== null) return labelled;
  return (
    screen
      .queryAllByText(name)
      .map((element) => element.closest<HTMLElement>('button'))
      .find((found) => found !== null) ?? null
  );
}
function button(name: string): HTMLElement {
  const found = queryButton(name);
  if (found === null) throw new Error(`no button ${name}`);
  return found;
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
function menuItem(name: string): HTMLElement {
  const found = screen
    .getAllByText(name)
    .map((element) => element.closest<HTMLElement>('[role="menuitem"]'))
    .find((item) => item != null);
  if (found == null) throw new Error(`no menu item ${name}`);
  return found;
}

// Role queries walk the accessibility tree, which is slow on big tables; rows are counted directly.
const bodyRows = () => document.querySelectorAll('tbody tr[aria-rowindex]');

describe('ListPanelView', () => {
  it('shows the columns with field labels and formatted cells', () => {
    renderWithMantine(<Harness />);
    expect(screen.getByText('Product Name').tagName).toBe('TH');
    expect(screen.getByText('$2.00').tagName).toBe('TD');
    expect(screen.getAllByLabelText('Yes')).toHaveLength(2);
  });

  it('renders only the rows in view of 10,000 and follows the scroll', () => {
    renderWithMantine(<Harness rows={manyRows} />);
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.getByText('Product 0')).toBeInTheDocument();
    const scroller = screen.getByTestId('list-scroller');
    scroller.scrollTop = 40 * 5000;
    fireEvent.scroll(scroller);
    expect(screen.getByText('Product 5000')).toBeInTheDocument();
    expect(screen.queryByText('Product 0')).toBeNull();
    expect(bodyRows().length).toBeLessThan(40);
  });

  it('shows the phone list instead of the table below 580 px', () => {
    renderWithMantine(<Harness mobile />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Records' })).getByText('Product 1')).toBeInTheDocument();
  });

  it('announces Loading as a status while the list loads (a named span needs a role)', () => {
    renderWithMantine(<Harness start={{ status: 'loading' }} />);
    const loader = document.querySelector('[aria-label="Loading"]');
    expect(loader).toHaveAttribute('role', 'status');
  });

  it("says 'Nothing Found' with 'Try Again', which refreshes", async () => {
    const seen = vi.fn<(state: ListState) => void>();
    renderWithMantine(<Harness rows={[]} start={{ status: 'empty' }} seen={seen} />);
    expect(screen.getByText('Nothing Found')).toBeInTheDocument();
    fireEvent.click(button('Try Again'));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'loading', refreshCount: 1 }));
  });

  it('shows the dismissible error alert with the assembled description', async () => {
    renderWithMantine(
      <Harness
        start={{ status: 'error', error: { message: 'Load failed', response: { data: 'Server down' } } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Load failed | Server down');
    fireEvent.click(button('Dismiss'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Apply in Filters only when the selection changed, and applies it', async () => {
    const seen = vi.fn<(state: ListState) => void>();
    renderWithMantine(<Harness seen={seen} />);
    await openMenu(() => fireEvent.click(button('Filters')));
    expect(screen.getByText('Filters', { selector: '.mantine-Menu-label' })).toBeInTheDocument();
    expect(queryButton('Apply')).toBeNull();
    fireEvent.click(menuItem('Sold'));
    fireEvent.click(button('Apply'));
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ filterBy: ['Sold'] }) }),
    );
  });

  it('toggles search with a Find box', async () => {
    const seen = vi.fn<(state: ListState) => void>();
    renderWithMantine(<Harness seen={seen} />);
    expect(screen.queryByLabelText('Find')).toBeNull();
    fireEvent.click(button('Search'));
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: 'fl' } });
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ searchString: 'fl' }) }),
    );
  });

  it('opens a selected row, but not in multiple-selection mode', async () => {
    const open = vi.fn<(row: ListRow) => void>();
    renderWithMantine(<Harness onOpen={open} />);
    fireEvent.click(screen.getByText('Product 1'));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    await openMenu(() => fireEvent.click(button('Settings')));
    fireEvent.click(menuItem('Select Multiple'));
    fireEvent.click(screen.getByText('Product 2'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Select p2' })).toBeChecked();
  });

  it('shows the pager only with server paging and more than one page', async () => {
    const seen = vi.fn<(state: ListState) => void>();
    const { unmount } = renderWithMantine(
      <Harness start={{ total: 76 }} paging={{ serverPaging: true, pageSize: 75 }} seen={seen} />,
    );
    fireEvent.click(await waitFor(() => button('2'), { timeout: 15_000 }));
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ page: 2 }) }),
    );
    unmount();
    renderWithMantine(<Harness start={{ total: 75 }} paging={{ serverPaging: true, pageSize: 75 }} />);
    expect(queryButton('2')).toBeNull();
  });

  it('shows Load More when the last load filled a page', async () => {
    const more = vi.fn<() => void>();
    const { unmount } = renderWithMantine(
      <Harness loadMore={{ lastLoadCount: 25, pageSize: 25, onLoadMore: more }} />,
    );
    fireEvent.click(button('Load More'));
    expect(more).toHaveBeenCalled();
    unmount();
    renderWithMantine(<Harness loadMore={{ lastLoadCount: 3, pageSize: 25, onLoadMore: more }} />);
    expect(queryButton('Load More')).toBeNull();
  });

  it('deletes after the spec question in edit mode, and restores inactive rows', async () => {
    const remove = vi.fn<(row: ListRow) => void>();
    const restore = vi.fn<(row: ListRow) => void>();
    const rows: ListRow[] = [
      { id: 'p1', productName: 'Flour' },
      { id: 'p2', productName: 'Rye', isInactive: true },
    ];
    renderWithMantine(<Harness rows={rows} onDelete={remove} onRestore={restore} />);
    fireEvent.click(button('Restore'));
    expect(restore).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Delete'));
    // The question's code loads when Edit is first turned on (ConfirmDialogOnDemand).
    expect(
      await screen.findByText('Are you sure you want to delete this item?', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fireEvent.click(button('OK'));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it("offers neither Delete nor Restore on another company's rows", () => {
    const rows: ListRow[] = [
      { id: 'theirs-active', productName: 'Flour', companyAccountID: 'seller' },
      { id: 'theirs-inactive', productName: 'Rye', companyAccountID: 'seller', isInactive: true },
      { id: 'ours-inactive', productName: 'Oats', companyAccountID: 'us', isInactive: true },
    ];
    renderWithMantine(
      <Harness
        rows={rows}
        onDelete={vi.fn<(row: ListRow) => void>()}
        onRestore={vi.fn<(row: ListRow) => void>()}
        mayRemove={(row) => row.companyAccountID === 'us'}
      />,
    );
    fireEvent.click(button('Edit'));
    expect(screen.getAllByText('Restore')).toHaveLength(1);
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('hides add, edit and restore without edit permission', () => {
    const rows: ListRow[] = [{ id: 'p2', productName: 'Rye', isInactive: true }];
    renderWithMantine(
      <Harness
        rows={rows}
        mayEdit={false}
        onAdd={vi.fn<() => void>()}
        onDelete={vi.fn<(row: ListRow) => void>()}
        onRestore={vi.fn<(row: ListRow) => void>()}
      />,
    );
    expect(queryButton('New')).toBeNull();
    expect(queryButton('Edit')).toBeNull();
    expect(queryButton('Restore')).toBeNull();
  });

  it('offers Archives, Export To CSV and Quantity Breakdowns in the settings menu', async () => {
    const exportCsv = vi.fn<() => void>();
    const archives = vi.fn<() => void>();
    renderWithMantine(<Harness onArchives={archives} onExportCsv={exportCsv} offerQuantityBreakdowns />);
    await openMenu(() => fireEvent.click(button('Settings')));
    expect(menuItem('Quantity Breakdowns')).toBeInTheDocument();
    fireEvent.click(menuItem('Archives'));
    expect(archives).toHaveBeenCalledTimes(1);
    await openMenu(() => fireEvent.click(button('Settings')));
    fireEvent.click(menuItem('Export To CSV'));
    expect(exportCsv).toHaveBeenCalled();
  });

  it('leaves Archives and Quantity Breakdowns out when the list has neither', async () => {
    renderWithMantine(<Harness onExportCsv={vi.fn<() => void>()} />);
    await openMenu(() => fireEvent.click(button('Settings')));
    expect(menuItem('Export To CSV')).toBeInTheDocument();
    expect(screen.queryByText('Archives')).toBeNull();
    expect(screen.queryByText('Quantity Breakdowns')).toBeNull();
  });

  it('toggles Quantity Breakdowns with a visible tick, by click or keyboard, keeping the menu open', async () => {
    let latest = initialListState();
    renderWithMantine(<Harness offerQuantityBreakdowns seen={(state) => (latest = state)} />);
    await openMenu(() => fireEvent.click(button('Settings')));
    const box = () => within(menuItem('Quantity Breakdowns')).getByRole('checkbox');
    expect(box()).not.toBeChecked();
    fireEvent.click(menuItem('Quantity Breakdowns'));
    expect(latest.quantityBreakdowns).toBe(true);
    expect(box()).toBeChecked();
    // A native button: Enter and Space activate it (the e2e test presses them in a browser).
    expect(menuItem('Quantity Breakdowns').tagName).toBe('BUTTON');
    fireEvent.click(menuItem('Quantity Breakdowns'));
    expect(latest.quantityBreakdowns).toBe(false);
    expect(box()).not.toBeChecked();
  });

  it('puts the Tour button in the list header, beside the other buttons', () => {
    const onTour = vi.fn<() => void>();
    renderWithMantine(<Harness onTour={onTour} />);
    const tour = button('Tour');
    expect(screen.getByTestId('list-header-actions')).toContainElement(tour);
    fireEvent.click(tour);
    expect(onTour).toHaveBeenCalledTimes(1);
  });

  it('keeps the title from collapsing: it keeps a minimum width and the buttons wrap below it', () => {
    renderWithMantine(<Harness />);
    const title = screen.getByRole('heading', { name: 'Products' });
    expect(title.style.flex).toBe('1 1 10rem');
    expect(title.parentElement?.style.getPropertyValue('--group-wrap')).toBe('wrap');
    expect(title).toHaveAttribute('title', 'Products');
  });

  it('sizes the actions column to the widest actions the rows show, not a fixed 240 px', () => {
    const widths = new Map<string, number>([
      ['p0', 22],
      ['p1', 96],
      ['p2', 22],
    ]);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      const id = this.querySelector('[data-row]')?.getAttribute('data-row') ?? '';
      return this.hasAttribute('data-row-actions') ? (widths.get(id) ?? 0) : 0;
    });
    try {
      renderWithMantine(<Harness rowExtras={(row) => <span data-row={row.id} />} />);
      const actions = document.querySelector<HTMLElement>('th[aria-label="Actions"]');
      expect(actions).toHaveStyle({ width: '116px' });
    } finally {
      scrollWidth.mockRestore();
    }
  });

  it('shows the sync picker in the header when given', () => {
    renderWithMantine(<Harness syncPicker={<span>Sync With picker</span>} />);
    expect(screen.getByText('Sync With picker')).toBeInTheDocument();
  });
});
