import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccessSubject } from '../../domain/permissions';
import { DASHBOARD_GROUPS, HUB_GROUPS, hubMenu } from '../../blocks/menus/hub-menu';
import { DRIVER } from '../../blocks/menus/menu-fixtures';
import { HUBS_MENU_LABEL, HubsMenu } from './HubsMenu';
import { renderInShell } from './testing/render-in-shell';

function setup(session: AccessSubject | null) {
  const onGo = vi.fn<() => void>();
  renderInShell(
    <HubsMenu
      hubs={hubMenu(session, HUB_GROUPS)}
      dashboards={hubMenu(session, DASHBOARD_GROUPS)}
      loggedIn={session !== null}
      onGo={onGo}
    />,
  );
  return { onGo, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: HUBS_MENU_LABEL }));
  return screen.findByRole('menu');
}

// By target rather than by role and name: role queries over ~20 items are slow in jsdom.
function item(menu: HTMLElement, href: string): HTMLElement {
  const found = menu.querySelector<HTMLElement>(`[data-href="${href}"]`);
  if (found === null) throw new Error(`No menu item goes to ${href}`);
  return found;
}

describe('HubsMenu', () => {
  it('draws hub buttons 90x80 and dashboard buttons 135x80', async () => {
    const { user } = setup(DRIVER);
    const menu = await openMenu(user);
    for (const group of HUB_GROUPS) {
      for (const target of group.targets)
        expect(item(menu, target.href)).toHaveStyle({ width: '90px', height: '80px' });
    }
    for (const group of DASHBOARD_GROUPS) {
      for (const target of group.targets)
        expect(item(menu, target.href)).toHaveStyle({ width: '135px', height: '80px' });
    }
    expect(item(menu, '/hub/packing')).toHaveAttribute('role', 'menuitem');
    expect(item(menu, '/hub/packing')).toHaveTextContent('Packing');
    expect(
      [...menu.querySelectorAll('[role="group"]')].map((group) => group.getAttribute('aria-label')),
    ).toEqual([...HUB_GROUPS.map((group) => group.name), 'Dashboards', 'Statistics']);
  });

  it('disables every button but Training when logged out, and says why', async () => {
    const { user, onGo } = setup(null);
    const menu = await openMenu(user);
    const items = [...menu.querySelectorAll('[data-href]')];
    expect(items.filter((item) => !item.hasAttribute('disabled')).map((item) => item.textContent)).toEqual([
      'Demo',
    ]);
    expect(
      within(menu).getByText('Log in to open the hubs and dashboards. The demo needs no login.'),
    ).toBeInTheDocument();
    await user.click(item(menu, '/hub/packing'));
    expect(onGo).not.toHaveBeenCalled();
  });

  it('enables what a driver may open and goes there with its query', async () => {
    const { user, onGo } = setup(DRIVER);
    const menu = await openMenu(user);
    expect(item(menu, '/hub/packing')).toBeDisabled();
    expect(item(menu, '/hub/driving?mode=pickup')).toBeDisabled();
    await user.click(item(menu, '/hub/driving?mode=journey'));
    expect(onGo).toHaveBeenCalledWith('/hub/driving?mode=journey');
  });

  it('opens from the keyboard and moves between enabled buttons with the arrow keys', async () => {
    const { user, onGo } = setup(DRIVER);
    screen.getByRole('button', { name: HUBS_MENU_LABEL }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    item(menu, '/hub/driving?mode=journey').focus();
    await user.keyboard('{ArrowDown}');
    expect(item(menu, '/demo')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onGo).toHaveBeenCalledWith('/demo');
  });

  it('closes when the page changes, so on a phone it never stays open over the next page', async () => {
    const onGo = vi.fn<() => void>();
    const menuOn = (pathname: string) => (
      <HubsMenu
        hubs={hubMenu(DRIVER, HUB_GROUPS)}
        dashboards={hubMenu(DRIVER, DASHBOARD_GROUPS)}
        loggedIn
        onGo={onGo}
        pathname={pathname}
      />
    );
    const { rerender } = renderInShell(menuOn('/office-portal'), { width: 390 });
    const user = userEvent.setup();
    await openMenu(user);
    // A link elsewhere on the page, Back, or a redirect: the route changes without a tap in the menu.
    rerender(menuOn('/hub/driving'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes as soon as one of its buttons is tapped', async () => {
    const { user, onGo } = setup(DRIVER);
    const menu = await openMenu(user);
    await user.click(item(menu, '/hub/driving?mode=journey'));
    expect(onGo).toHaveBeenCalledWith('/hub/driving?mode=journey');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5_000 });
  });
});
