import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MARKETING_ANCHORS } from '../../blocks/menus/marketing-anchors';
import { renderInShell } from '../../app/shell/testing/render-in-shell';
import { exampleOrderTotal } from './example-order';
import { HomeContent, type HomeContentProps } from './HomeContent';

function setup(overrides: Partial<HomeContentProps> = {}) {
  const props: HomeContentProps = {
    hash: '',
    signedIn: false,
    installPrompt: { canInstall: false, install: vi.fn<() => Promise<void>>(async () => undefined) },
    onLogin: vi.fn<() => void>(),
    onGo: vi.fn<() => void>(),
    ...overrides,
  };
  const view = renderInShell(<HomeContent {...props} />);
  return { ...props, container: view.container };
}

describe('HomeContent', () => {
  it('is headed Bulktrade and shows an example total in Australian dollars', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(exampleOrderTotal()).toBe(1234.5);
  });

  it('has a named section for every drawer anchor on the home page', () => {
    const { container } = setup();
    for (const anchor of MARKETING_ANCHORS) {
      if (anchor.sectionId === null) continue;
      const section = container.querySelector(`section#${anchor.sectionId}`);
      expect(section).not.toBeNull();
      expect(section?.getAttribute('aria-labelledby')).toBeTruthy();
    }
  });

  it('moves focus to the section a hash names', () => {
    const { container } = setup({ hash: 'pricing' });
    expect(container.querySelector('#pricing')).toHaveFocus();
  });

  it('sends sign-up to the register page and login to the session', async () => {
    const props = setup();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: 'Sign me up' })[0] as HTMLElement);
    expect(props.onGo).toHaveBeenCalledWith('/register');
    await user.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(props.onLogin).toHaveBeenCalled();
  });

  it('offers Install App only when the browser does', async () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('installs from Get The App when offered', async () => {
    const props = setup({
      installPrompt: { canInstall: true, install: vi.fn<() => Promise<void>>(async () => undefined) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(props.installPrompt.install).toHaveBeenCalledTimes(1);
  });
});
