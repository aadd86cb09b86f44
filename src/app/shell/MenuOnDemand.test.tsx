import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuOnDemand } from './MenuOnDemand';
import { SKIN_MENU_LABEL } from './menu-labels';
import { SkinMenu, type SkinMenuProps } from './SkinMenu';
import { renderInShell } from './testing/render-in-shell';

/** A load the test finishes when it wants: the menu's chunk arriving late. */
function slowLoad() {
  let arrive = () => undefined as void;
  const load = vi.fn<() => Promise<typeof SkinMenu>>(
    () => new Promise<typeof SkinMenu>((resolve) => (arrive = () => resolve(SkinMenu))),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

const props: SkinMenuProps = { skin: 'light', onSkinChange: () => undefined };

describe('MenuOnDemand', () => {
  it('draws its named button and loads no code until a person points at it', async () => {
    const { load } = slowLoad();
    renderInShell(<MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" />);
    const button = screen.getByRole('button', { name: SKIN_MENU_LABEL });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(button);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('with preload (signed in, the app not stored yet) loads its code once the page is idle, untouched', async () => {
    const { load } = slowLoad();
    // Drawn for a person signed out first: preload comes with the sign-in, on the same page.
    const view = renderInShell(
      <MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" />,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
    view.rerender(<MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" preload />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('draws the badge it is given on its button, and comes at once when drawn again', async () => {
    const { load, arrive } = slowLoad();
    const badge = <span data-testid="count">3</span>;
    const first = renderInShell(
      <MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" badge={badge} />,
    );
    expect(screen.getByRole('button', { name: SKIN_MENU_LABEL })).toContainElement(
      screen.getByTestId('count'),
    );
    await userEvent.hover(screen.getByRole('button', { name: SKIN_MENU_LABEL }));
    await arrive();
    // The loaded skin menu draws no badge: the placeholder is gone.
    expect(screen.queryByTestId('count')).toBeNull();
    first.unmount();
    renderInShell(
      <MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" badge={badge} />,
    );
    expect(screen.getByRole('button', { name: SKIN_MENU_LABEL })).toBeVisible();
    expect(screen.queryByTestId('count')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens the menu once its code arrives when it was tapped before', async () => {
    const { load, arrive } = slowLoad();
    renderInShell(<MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" />);
    await userEvent.click(screen.getByRole('button', { name: SKIN_MENU_LABEL }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toBeVisible();
  });

  it('hands the keyboard focus to the loaded menu button, which opens with Enter', async () => {
    const { load, arrive } = slowLoad();
    renderInShell(<MenuOnDemand load={load} props={props} label={SKIN_MENU_LABEL} icon="palette" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: SKIN_MENU_LABEL })).toHaveFocus();
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: SKIN_MENU_LABEL })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Light' })).toHaveAttribute('aria-current', 'true');
  });
});
