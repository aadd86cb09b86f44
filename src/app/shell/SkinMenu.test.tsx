import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SKIN_MENU_LABEL, SkinMenu } from './SkinMenu';
import { renderInShell } from './testing/render-in-shell';

describe('SkinMenu', () => {
  it('marks the current skin and switches to the other', async () => {
    const onSkinChange = vi.fn<() => void>();
    renderInShell(<SkinMenu skin="light" onSkinChange={onSkinChange} />);
    await userEvent.click(screen.getByRole('button', { name: SKIN_MENU_LABEL }));
    expect(await screen.findByRole('menuitem', { name: 'Light' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Dark' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(onSkinChange).toHaveBeenCalledWith('dark');
  });
});
