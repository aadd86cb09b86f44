import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBladeUnsaved, useBlades, useCurrentBlade } from './blade-context';
import { BladeHost } from './BladeHost';
import { renderWithMantine } from './testing/render-with-mantine';
import { listMinimisesOnSelect, useListBlades, type ListBladesOptions } from './use-list-blades';

type Harness = {
  set: (change: Partial<ListBladesOptions>) => void;
  open: (id: string) => boolean;
  mobile: () => boolean | undefined;
};

type Holder = { current: Harness | null };

function List({ harness, initial }: { harness: Holder; initial: Partial<ListBladesOptions> }) {
  const [options, setOptions] = useState<ListBladesOptions>({
    detail: 'product',
    proxyID: null,
    selected: [],
    multiSelect: false,
    rowCount: 3,
    ...initial,
  });
  const blades = useListBlades(options);
  useEffect(() =>
    expose(harness, {
      set: (change) => setOptions((now) => ({ ...now, ...change })),
      open: blades.open,
      mobile: () => blades.mobile,
    }),
  );
  return <p>the list</p>;
}

function expose(holder: Holder, harness: Harness) {
  holder.current = harness;
}

/** Ids whose form the test treats as holding unsaved edits. */
const dirtyIds = new Set(['p1-edited']);

function Detail() {
  const blade = useCurrentBlade();
  // A form with unsaved edits, as the detail screen flags it.
  useBladeUnsaved(dirtyIds.has(String(blade?.data.id)));
  return (
    <p>
      detail {String(blade?.data.id)} proxy {blade?.query.proxyID ?? '-'}
    </p>
  );
}

function setup(options: { width?: number; anchor?: string; initial?: Partial<ListBladesOptions> } = {}) {
  const harness: Holder = { current: null };
  const anchor = options.anchor ?? 'products';
  renderWithMantine(
    <BladeHost
      anchor={{ name: anchor }}
      anchorFills
      viewportWidth={options.width ?? 1280}
      renderBlade={(blade) =>
        blade.name === 'product' ? <Detail /> : <List harness={harness} initial={options.initial ?? {}} />
      }
    />,
  );
  const get = () => {
    if (harness.current === null) throw new Error('no list');
    return harness.current;
  };
  return get;
}

const region = (name: string) => screen.queryByRole('region', { name });

describe('useListBlades', () => {
  it('opens the named detail blade with the id as data and proxyID as a query value', () => {
    const list = setup({ initial: { proxyID: 'c2' } });
    let handled = false;
    act(() => {
      handled = list().open('p1');
    });
    expect(handled).toBe(true);
    expect(screen.getByText('detail p1 proxy c2')).toBeInTheDocument();
    act(() => {
      list().open('new');
    });
    expect(screen.getByText('detail new proxy c2')).toBeInTheDocument();
  });

  it('answers false without a blade container, so the list navigates instead', () => {
    const harness: Holder = { current: null };
    renderWithMantine(<List harness={harness} initial={{}} />);
    expect(harness.current?.open('p1')).toBe(false);
    expect(harness.current?.mobile()).toBeUndefined();
  });

  it('opens nothing for a row in multi-select mode, but New still opens', () => {
    const list = setup({ initial: { multiSelect: true } });
    act(() => {
      list().open('p1');
    });
    expect(region('product')).toBeNull();
    act(() => {
      list().open('new');
    });
    expect(screen.getByText('detail new proxy -')).toBeInTheDocument();
  });

  it('clearing the selection closes the detail; closing the detail tells the list', () => {
    const onDetailClosed = vi.fn<() => void>();
    const list = setup({ initial: { onDetailClosed } });
    act(() => {
      list().set({ selected: ['p1'] });
      list().open('p1');
    });
    act(() => list().set({ selected: [] }));
    expect(region('product')).toBeNull();
    expect(onDetailClosed).toHaveBeenCalledTimes(1);
  });

  it('minimises the list beside a detail when both do not fit, unless the list is pinned', () => {
    const list = setup({ width: 960 });
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    act(() => {
      list().open('p1');
    });
    expect(region('products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    act(() => {
      list().open('p2');
    });
    expect(screen.getByRole('button', { name: 'Maximise products' })).toBeInTheDocument();
  });

  it('keeps the list beside the detail on a wide screen, as the phone list once narrower than 640 px', () => {
    const list = setup({ width: 1280 });
    expect(list().mobile()).toBe(false);
    act(() => {
      list().open('p1');
    });
    expect(region('products')).toBeInTheDocument();
    expect(list().mobile()).toBe(true);
  });

  it('a list in a blade of its own closes when it becomes empty; the page anchor stays', () => {
    const list = setup();
    act(() => list().set({ rowCount: 0 }));
    expect(region('products')).toBeInTheDocument();
  });

  it('a list opened in a blade of its own closes itself when it becomes empty', () => {
    const lists = new Map<string, { current: Harness | null }>();
    const harnessOf = (name: string) =>
      lists.get(name) ?? lists.set(name, { current: null }).get(name) ?? { current: null };
    const opener: { open: ((request: { name: string }) => boolean) | null } = { open: null };
    const keep = (open: (request: { name: string }) => boolean) => {
      opener.open = open;
    };
    function Anchor() {
      const blades = useBlades();
      useEffect(() => keep((request) => blades?.open(request) ?? false));
      return <p>the page</p>;
    }
    renderWithMantine(
      <BladeHost
        anchor={{ name: 'dashboard' }}
        viewportWidth={1280}
        renderBlade={(blade) =>
          blade.name === 'dashboard' ? <Anchor /> : <List harness={harnessOf(blade.name)} initial={{}} />
        }
      />,
    );
    act(() => {
      opener.open?.({ name: 'customers' });
    });
    expect(region('customers')).toBeInTheDocument();
    act(() => harnessOf('customers').current?.set({ rowCount: 0 }));
    expect(region('customers')).toBeNull();
    expect(region('dashboard')).toBeInTheDocument();
  });

  it('decides by the width the list would keep', () => {
    expect(listMinimisesOnSelect(1280)).toBe(false);
    expect(listMinimisesOnSelect(1024)).toBe(false);
    expect(listMinimisesOnSelect(960)).toBe(true);
    expect(listMinimisesOnSelect(390)).toBe(false);
  });

  it('asks the hesitate confirm before another row replaces unsaved edits, and leaves only on Yes', async () => {
    const declined = vi.fn<(keptId: string | null) => void>();
    const list = setup({ initial: { onOpenDeclined: declined } });
    act(() => {
      list().open('p1-edited');
    });
    act(() => {
      list().open('p2');
    });
    const question = 'Are you sure you want to leave? Make sure everything is saved before leaving.';
    // The question's code loads when it is first asked (ConfirmDialogOnDemand).
    expect(await screen.findByText(question, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('detail p1-edited proxy -')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(screen.getByText('detail p1-edited proxy -')).toBeInTheDocument();
    expect(declined).toHaveBeenCalledWith('p1-edited');

    act(() => {
      list().open('new');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByText('detail new proxy -')).toBeInTheDocument();
    // Without unsaved edits nothing is asked.
    act(() => {
      list().open('p2');
    });
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(screen.getByText('detail p2 proxy -')).toBeInTheDocument();
  });

  it('keeps an unsaved new form open when No puts the selection back to none', async () => {
    dirtyIds.add('new');
    try {
      const list = setup({
        initial: { onOpenDeclined: (keptId) => list().set({ selected: keptId === null ? [] : [keptId] }) },
      });
      act(() => {
        list().open('new');
      });
      act(() => {
        list().set({ selected: ['p3'] });
        list().open('p3');
      });
      fireEvent.click(await screen.findByRole('button', { name: 'No' }, { timeout: 15_000 }));
      expect(screen.getByText('detail new proxy -')).toBeInTheDocument();
    } finally {
      dirtyIds.delete('new');
    }
  });
});
