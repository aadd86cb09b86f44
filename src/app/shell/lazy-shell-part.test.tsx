import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyShellPart } from './lazy-shell-part';

describe('lazyShellPart', () => {
  it('shows nothing while its chunk cannot load (offline, not stored yet), and loads when the network is back', async () => {
    let tries = 0;
    const Greeting = lazyShellPart<{ name: string }>(async () => {
      tries += 1;
      if (tries === 1)
        throw new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/Greeting.js',
        );
      return ({ name }) => <p>Hello {name}</p>;
    });
    render(
      <main>
        <h1>The page</h1>
        <Greeting name="Pat" />
      </main>,
    );
    await act(async () => {});
    expect(tries).toBe(1);
    // The rest of the page stands; the part is simply not there yet.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Hello Pat')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Pat')).toBeTruthy();
    expect(tries).toBe(2);
  });
});
