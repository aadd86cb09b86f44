import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../session/memory-storage';
import { COSMETICS_KEY } from './cosmetics-storage';
import { CosmeticsProvider, useCosmetics, type CosmeticsApi } from './CosmeticsProvider';

function setup(storage: Storage) {
  let api: CosmeticsApi | null = null;
  function Probe() {
    api = useCosmetics();
    return <p>{api.cosmetics.theme.dark ? 'dark' : 'light'}</p>;
  }
  render(
    <CosmeticsProvider storage={storage}>
      <Probe />
    </CosmeticsProvider>,
  );
  return () => {
    if (api === null) throw new Error('not rendered');
    return api;
  };
}

describe('useCosmetics', () => {
  it('switches the theme and keeps it in BTcosmetics for the next visit', () => {
    const storage = memoryStorage();
    const cosmetics = setup(storage);
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => cosmetics().toggleDark());
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem(COSMETICS_KEY) ?? '{}')).toMatchObject({ theme: { dark: true } });
  });

  it('keeps the drawer, location and subscription view settings', () => {
    const storage = memoryStorage();
    const cosmetics = setup(storage);
    act(() => cosmetics().update({ drawerPermanent: true, locationID: 'loc-1', subscriptionView: 'COUR' }));
    expect(JSON.parse(storage.getItem(COSMETICS_KEY) ?? '{}')).toMatchObject({
      drawerPermanent: true,
      locationID: 'loc-1',
      subscriptionView: 'COUR',
    });
    expect(cosmetics().cosmetics.locationID).toBe('loc-1');
  });
});
