import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBlades, useCurrentBlade, type BladeApi } from './blade-context';
import { keyboardResizeWidth } from './BladeFrame';
import { BladeHost } from './BladeHost';
import { BLADE_MIN_RESIZE_WIDTH } from './block-constants';
import { renderWithMantine } from './testing/render-with-mantine';

function Content() {
  const blade = useCurrentBlade();
  return (
    <p>
      content of {blade?.name} {String(blade?.data.id ?? '')}
    </p>
  );
}

type HostProps = Omit<ComponentProps<typeof BladeHost>, 'renderBlade' | 'children'>;

// Renders a host of Content blades and answers a getter of its blade API.
function renderHost(props: HostProps) {
  const holder: { api: BladeApi | null } = { api: null };
  const keep = (api: BladeApi | null) => {
    holder.api = api;
  };
  function Grab() {
    const api = useBlades();
    useEffect(() => keep(api));
    return null;
  }
  renderWithMantine(
    <BladeHost {...props} renderBlade={() => <Content />}>
      <Grab />
    </BladeHost>,
  );
  return () => {
    if (holder.api === null) throw new Error('no blade api');
    return holder.api;
  };
}

function setup(options: { viewportWidth?: number; onSnack?: (message: string) => void } = {}) {
  return renderHost({
    anchor: { name: 'products' },
    viewportWidth: options.viewportWidth ?? 1280,
    onSnack: options.onSnack,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('BladeHost', () => {
  it('opens the anchor, then blades with their data, 700 wide', () => {
    const blades = setup();
    expect(screen.getByText('content of products')).toBeInTheDocument();
    act(() => {
      blades().open({ name: 'product', data: { id: 'p1' }, parent: 'products' });
    });
    expect(screen.getByText('content of product p1')).toBeInTheDocument();
    expect(section('product')).toHaveStyle({ width: '700px', height: '94vh' });
  });

  it('closing a blade closes its children; closing all restores the anchor', () => {
    const blades = setup();
    act(() => {
      blades().open({ name: 'customer', parent: 'products' });
      blades().open({ name: 'location', parent: 'customer' });
    });
    fireEvent.click(section('customer').querySelector('button[aria-label="Close"]') as HTMLElement);
    expect(screen.queryByText(/content of location/)).toBeNull();
    act(() => {
      blades().open({ name: 'other' });
      blades().closeAll();
    });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'products',
    ]);
  });

  it('asks before its Close button drops unsaved edits: No keeps the blade, Yes closes it', async () => {
    const blades = setup();
    act(() => {
      blades().open({ name: 'customer' });
    });
    act(() => {
      blades().holdUnsaved('customer');
    });
    const close = () =>
      fireEvent.click(section('customer').querySelector('button[aria-label="Close"]') as HTMLElement);
    close();
    // The question's code loads when it is first asked (ConfirmDialogOnDemand).
    expect(
      await screen.findByText(
        'Are you sure you want to leave? Make sure everything is saved before leaving.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText(/content of customer/)).toBeInTheDocument();
    close();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.queryByText(/content of customer/)).toBeNull();
  });

  it('minimises to a 35 px strip that maximises when pressed', () => {
    setup();
    fireEvent.click(section('products').querySelector('button[aria-label="Minimise"]') as HTMLElement);
    const strip = screen.getByRole('button', { name: 'Maximise products' });
    expect(strip).toHaveStyle({ width: '35px' });
    fireEvent.click(strip);
    expect(section('products')).toBeInTheDocument();
  });

  it('pins and unpins', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(screen.getByRole('button', { name: 'Unpin' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('resizes by dragging the edge and with the arrow keys', () => {
    setup();
    const handle = screen.getByRole('separator', { name: 'Resize products' });
    fireEvent.pointerDown(handle, { clientX: 700, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 800, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(section('products')).toHaveStyle({ width: '800px' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(section('products')).toHaveStyle({ width: '780px' });
  });

  it('is full width below 600 px', () => {
    setup({ viewportWidth: 390 });
    expect(section('products')).toHaveStyle({ width: '100%' });
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('a blocking rule keeps the blade closed; a string answer becomes a snack', () => {
    const snack = vi.fn<(message: string) => void>();
    const blades = setup({ onSnack: snack });
    let opened = true;
    act(() => {
      opened = blades().open({ name: 'product' }, () => 'Choose a customer first');
    });
    expect(opened).toBe(false);
    expect(snack).toHaveBeenCalledWith('Choose a customer first');
    expect(screen.queryByText(/content of product /)).toBeNull();
  });
});

describe('BladeHost as a page (anchor fills)', () => {
  function page(viewportWidth: number) {
    return renderHost({
      anchor: { name: 'products' },
      anchorFills: true,
      viewportWidth,
      bladeActions: (blade) => (blade.name === 'products' ? <button type="button">Tour</button> : null),
    });
  }

  it('the anchor takes the free width, cannot be closed or resized, and carries its actions', () => {
    page(1280);
    expect(section('products')).toHaveStyle({ flexGrow: '1' });
    expect(section('products')).toHaveStyle({ minWidth: '300px' });
    expect(section('products').querySelector('button[aria-label="Close"]')).toBeNull();
    expect(screen.queryByRole('separator', { name: 'Resize products' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();
  });

  it('shows the anchor title once (its content has the heading), keeping it as the blade name; other blades show theirs', () => {
    const blades = page(1280);
    expect(section('products')).toBeInTheDocument();
    expect(screen.queryByText('products', { exact: true })).toBeNull();
    act(() => {
      blades().open({ name: 'product', data: { id: 'p1' }, parent: 'products' });
    });
    expect(within(section('product')).getByText('product', { exact: true })).toBeInTheDocument();
  });

  it('caps blades to a host sized below the app bar: 94vh high, at most the row', () => {
    page(1280);
    expect(section('products')).toHaveStyle({ height: '94vh', maxHeight: '100%' });
    expect(section('products').parentElement).toHaveStyle({ height: '100%' });
  });

  it('closing the last maximised blade brings a minimised anchor back', () => {
    const blades = page(1280);
    act(() => {
      blades().open({ name: 'product', data: { id: 'p1' }, parent: 'products' });
      blades().minimise('products');
    });
    expect(screen.getByRole('button', { name: 'Maximise products' })).toBeInTheDocument();
    fireEvent.click(section('product').querySelector('button[aria-label="Close"]') as HTMLElement);
    expect(section('products')).toBeInTheDocument();
  });

  it('on a phone shows only the front blade, full width with Close and no pin or minimise', () => {
    const blades = page(390);
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    act(() => {
      blades().open({ name: 'product', data: { id: 'p1' }, parent: 'products' });
    });
    expect(section('product')).toHaveStyle({ width: '100%' });
    expect(document.querySelector('[data-blade="products"]')).not.toBeVisible();
    expect(screen.getByText('content of products', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Minimise' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(section('products')).toBeVisible();
  });
});

describe('keyboardResizeWidth', () => {
  it('steps 20 px with the arrows, 100 px with Page Up and Down, and Home goes to the narrowest', () => {
    expect(keyboardResizeWidth('ArrowRight', 700)).toBe(720);
    expect(keyboardResizeWidth('ArrowLeft', 700)).toBe(680);
    expect(keyboardResizeWidth('PageUp', 700)).toBe(800);
    expect(keyboardResizeWidth('PageDown', 700)).toBe(600);
    expect(keyboardResizeWidth('Home', 700)).toBe(BLADE_MIN_RESIZE_WIDTH);
    expect(keyboardResizeWidth('a', 700)).toBeNull();
  });
});
