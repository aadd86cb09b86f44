import { Button, Menu } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PartOnDemand, type OnDemandPartProps } from './PartOnDemand';
import { renderWithMantine } from './testing/render-with-mantine';

// The part's code comes from an import: in a busy full run that can take seconds.
const LOADS_MS = 15_000;

function LoadedMenu({ initiallyOpened = false }: OnDemandPartProps & { tag: string }) {
  return (
    <Menu defaultOpened={initiallyOpened}>
      <Menu.Target>
        <Button data-loaded>Things</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>First thing</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A load that resolves when the test says so, as a chunk that arrives a moment later. */
function deferredLoad() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = () => arrived.then(() => LoadedMenu);
  return { load, arrive };
}

function Harness({ load }: { load: () => Promise<typeof LoadedMenu> }) {
  return (
    <PartOnDemand
      load={load}
      props={{ tag: 'x' }}
      placeholder={<Button aria-haspopup="menu">Things</Button>}
    />
  );
}

describe('PartOnDemand', () => {
  it('draws the placeholder button until a person touches it, then opens what was tapped', async () => {
    const { load, arrive } = deferredLoad();
    renderWithMantine(<Harness load={load} />);
    const placeholder = screen.getByRole('button', { name: 'Things' });
    fireEvent.pointerEnter(placeholder);
    fireEvent.pointerDown(placeholder);
    fireEvent.click(placeholder);
    expect(screen.queryByText('First thing')).toBeNull();
    arrive();
    expect(await screen.findByText('First thing', {}, { timeout: LOADS_MS })).toBeInTheDocument();
  }, 30_000);

  it('gives the loaded button the focus the placeholder had, closed until asked', async () => {
    const { load, arrive } = deferredLoad();
    renderWithMantine(<Harness load={load} />);
    await userEvent.tab();
    arrive();
    // The loaded menu's own button has the focus, and its menu stays shut until asked.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-loaded'), {
      timeout: LOADS_MS,
    });
    expect(screen.queryByText('First thing')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('First thing')).toBeInTheDocument();
  }, 30_000);

  it('tries again at the next touch when the load failed (offline before the app was stored)', async () => {
    let tries = 0;
    const load = () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(LoadedMenu);
    };
    renderWithMantine(<Harness load={load} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Things' }));
    await waitFor(() => expect(tries).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Things' }));
    expect(await screen.findByText('First thing', {}, { timeout: LOADS_MS })).toBeInTheDocument();
    expect(tries).toBe(2);
  }, 30_000);
});
