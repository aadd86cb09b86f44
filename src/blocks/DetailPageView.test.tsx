import { fireEvent, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityField } from '../entities/entity-definition';
import { detailReducer, initialDetailState, type DetailAction, type DetailState } from './detail-state';
import { DetailPageView, type DetailPageViewProps } from './DetailPageView';
import { renderWithMantine } from './testing/render-with-mantine';

const fields: EntityField[] = [
  { name: 'productName', label: 'Product Name', kind: 'text', required: true },
  { name: 'isSold', label: 'Sold', kind: 'boolean' },
];

type HarnessProps = Partial<DetailPageViewProps> & {
  id?: string;
  item?: Record<string, unknown> | null;
  loaded?: boolean;
  mayEdit?: boolean;
  /** Plays the part of the data layer answering a save. */
  saveDispatch?: (dispatch: (action: DetailAction) => void) => void;
};

function Harness({
  id = 'p1',
  item = { id: 'p1', productName: 'Flour', isSold: true },
  loaded = true,
  mayEdit = true,
  saveDispatch,
  ...props
}: HarnessProps) {
  const [state, dispatch] = useReducer(
    (current: DetailState, action: DetailAction) => detailReducer(current, action),
    id,
    (start) =>
      loaded ? detailReducer(initialDetailState(start), { type: 'loaded', item }) : initialDetailState(start),
  );
  return (
    <DetailPageView
      title="Product"
      fields={fields}
      state={state}
      dispatch={dispatch}
      rules={{ mayEdit }}
      timeZone="Australia/Melbourne"
      onSave={() => saveDispatch?.(dispatch)}
      {...props}
    />
  );
}

function button(name: string): HTMLElement | null {
  const labelled = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  if (labelled !== null) return labelled;
  return (
    screen
      .queryAllByText(name, { exact: true })
      .map((element) => element.closest<HTMLElement>('button'))
      .find((found) => found !== null) ?? null
  );
}
function click(name: string): void {
  const found = button(name);
  if (found === null) throw new Error(`no button ${name}`);
  fireEvent.click(found);
}

describe('DetailPageView', () => {
  it("leaves out of a new record's form the read-only fields nobody can fill in yet, and shows them once saved", () => {
    const withNumber: EntityField[] = [
      ...fields,
      { name: 'orderNumber', label: 'Order Number', kind: 'text', readOnly: true },
      { name: 'origin', label: 'Origin', kind: 'text', readOnly: true },
    ];
    const { unmount } = renderWithMantine(
      <Harness id="new" item={{ origin: 'Import' }} fields={withNumber} />,
    );
    expect(screen.getByLabelText(/Product Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Order Number')).toBeNull();
    expect(screen.getByLabelText('Origin')).toHaveValue('Import');
    unmount();
    renderWithMantine(
      <Harness item={{ id: 'p1', productName: 'Flour', orderNumber: 1008 }} fields={withNumber} />,
    );
    expect(screen.getByLabelText('Order Number')).toHaveValue('1008');
  });

  it('shows Loading while loading and Not Found when nothing loads', () => {
    const { unmount } = renderWithMantine(<Harness loaded={false} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    unmount();
    renderWithMantine(<Harness item={null} />);
    expect(screen.getByText('Not Found')).toBeInTheDocument();
  });

  it('shows an existing item in view mode; Edit makes it editable; Save shows once changed', () => {
    renderWithMantine(<Harness />);
    const name = screen.getByLabelText('Product Name');
    expect(name).toHaveAttribute('readonly');
    expect(button('Save')).toBeNull();
    click('Edit');
    expect(name).not.toHaveAttribute('readonly');
    fireEvent.change(name, { target: { value: 'Rye' } });
    expect(button('Save')).not.toBeNull();
  });

  it('a new item starts in edit mode with Create, and no delete', () => {
    renderWithMantine(<Harness id="new" item={{ productName: '' }} onDelete={vi.fn<() => void>()} />);
    expect(screen.getByLabelText(/Product Name/)).not.toHaveAttribute('readonly');
    expect(button('Create')).not.toBeNull();
    expect(button('Delete')).toBeNull();
    expect(button('Edit')).toBeNull();
  });

  it('saves through onSave, and offers save and close', () => {
    const save = vi.fn<(andClose: boolean) => void>();
    renderWithMantine(<Harness id="new" item={{ productName: 'Rye' }} onSave={save} saveAndClose />);
    click('Create');
    click('Save And Close');
    expect(save.mock.calls).toEqual([[false], [true]]);
  });

  it("after a save shows 'Saved', ends edit mode and hides the save button", () => {
    renderWithMantine(
      <Harness saveDispatch={(dispatch) => dispatch({ type: 'saveSucceeded', id: 'p1', rowVersion: 2 })} />,
    );
    click('Edit');
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Rye' } });
    click('Save');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByLabelText(/Product Name/)).toHaveAttribute('readonly');
    expect(button('Save')).toBeNull();
  });

  it('asks before deleting, with OK and Cancel', () => {
    const remove = vi.fn<() => void>();
    renderWithMantine(<Harness onDelete={remove} />);
    click('Delete');
    expect(screen.getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    click('Cancel');
    expect(remove).not.toHaveBeenCalled();
    click('Delete');
    click('OK');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('offers Restore instead of Delete for an inactive item', () => {
    const restore = vi.fn<() => void>();
    renderWithMantine(
      <Harness
        item={{ id: 'p1', productName: 'Flour', isInactive: true }}
        onDelete={vi.fn<() => void>()}
        onRestore={restore}
      />,
    );
    expect(button('Delete')).toBeNull();
    click('Restore');
    expect(restore).toHaveBeenCalled();
  });

  it('without edit permission hides add, edit, delete, restore and save', () => {
    renderWithMantine(
      <Harness
        mayEdit={false}
        item={{ id: 'p1', productName: 'Flour', isInactive: true }}
        onAdd={vi.fn<() => void>()}
        onDelete={vi.fn<() => void>()}
        onRestore={vi.fn<() => void>()}
      />,
    );
    for (const name of ['Add', 'Edit', 'Delete', 'Restore', 'Save', 'Create'])
      expect(button(name)).toBeNull();
  });

  it('shows field errors under their inputs', () => {
    renderWithMantine(
      <Harness id="new" item={{ productName: '' }} fieldErrors={{ productName: 'Field is required' }} />,
    );
    expect(screen.getByText('Field is required')).toBeInTheDocument();
  });

  it('shows back, tour and settings buttons when the page asks', () => {
    const back = vi.fn<() => void>();
    renderWithMantine(
      <Harness onBack={back} onTour={vi.fn<() => void>()} onSettings={vi.fn<() => void>()} />,
    );
    click('Back');
    expect(back).toHaveBeenCalled();
    expect(button('Tour')).not.toBeNull();
    expect(button('Settings')).not.toBeNull();
  });
});
