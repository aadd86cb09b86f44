import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backOfficeMenu } from '../../blocks/menus/back-office-menu';
import { DRIVER, SUPPLIER_ADMIN } from '../../blocks/menus/menu-fixtures';
import { BackOfficeDrawer, FIND_IN_MENU_LABEL } from './BackOfficeDrawer';
import { renderInShell } from './testing/render-in-shell';

// Text lookups, not role queries: the admin's drawer holds ~90 links and role queries are slow in jsdom.
function link(label: string): HTMLAnchorElement | null {
  return screen.queryByText(label, { selector: 'a span' })?.closest('a') ?? null;
}

function shownLinks(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((a) => a.closest('[inert]') === null)
    .map((a) => a.textContent ?? '');
}

describe('BackOfficeDrawer', () => {
  it('opens the group of the current screen, including on a record of its list', () => {
    renderInShell(
      <BackOfficeDrawer
        sections={backOfficeMenu(SUPPLIER_ADMIN)}
        pathname="/office-portal/journey/j1"
        onGo={vi.fn<() => void>()}
      />,
    );
    expect(link('Journeys')).toHaveAttribute('aria-current', 'page');
    expect(shownLinks()).toContain('Journey Templates');
    expect(shownLinks()).not.toContain('Batches');
  });

  it('opens a group from its button and follows a link', async () => {
    const onGo = vi.fn<() => void>();
    const onNavigate = vi.fn<() => void>();
    renderInShell(
      <BackOfficeDrawer
        sections={backOfficeMenu(SUPPLIER_ADMIN)}
        pathname="/office-portal"
        onGo={onGo}
        onNavigate={onNavigate}
      />,
    );
    expect(link('Office Portal')).toHaveAttribute('href', '/office-portal');
    const stock = screen.getByText('Stock').closest('button');
    expect(stock).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(stock as HTMLButtonElement);
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(link('Batches') as HTMLAnchorElement);
    expect(onGo).toHaveBeenCalledWith('/office-portal/batches');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('finds a screen by name across groups', async () => {
    renderInShell(
      <BackOfficeDrawer
        sections={backOfficeMenu(SUPPLIER_ADMIN)}
        pathname="/office-portal"
        onGo={vi.fn<() => void>()}
      />,
    );
    const find = screen.getByLabelText(FIND_IN_MENU_LABEL);
    await userEvent.type(find, 'archive');
    expect(shownLinks()).toEqual([
      'Office Portal',
      'Batch Archives',
      'Stock Import Archives',
      'Transfer Archives',
    ]);
    await userEvent.clear(find);
    await userEvent.type(find, 'zzz');
    expect(screen.getByText('No screen matches “zzz”.')).toBeInTheDocument();
  });

  it("lists only a driver's groups, each a button", () => {
    renderInShell(
      <BackOfficeDrawer
        sections={backOfficeMenu(DRIVER)}
        pathname="/office-portal"
        onGo={vi.fn<() => void>()}
      />,
    );
    const groups = [...document.querySelectorAll('button[aria-expanded]')].map(
      (button) => button.textContent,
    );
    expect(groups).toEqual(['Dispatch', 'Business', 'Account']);
  });
});
