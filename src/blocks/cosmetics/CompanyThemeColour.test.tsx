import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataContext } from '../../data/data-context';
import { closePortalData, portalData, portalSession } from '../../screens/portal/testing/render-portal';
import { memoryStorage } from '../../session/memory-storage';
import { SessionContext, type SessionApi } from '../../session/session-context';
import { COSMETICS_KEY } from './cosmetics-storage';
import { themeFromCosmetics } from './cosmetics-theme';
import { CompanyThemeColour } from './CompanyThemeColour';
import { CosmeticsProvider, useCosmetics } from './CosmeticsProvider';
import { DEFAULT_COSMETICS } from './default-cosmetics';

afterEach(closePortalData);

/** The primary colour the app's theme is drawn in, as App.tsx builds it. */
function Primary() {
  const { cosmetics, companyColour } = useCosmetics();
  return <p data-testid="primary">{themeFromCosmetics(cosmetics, companyColour).colors?.primary?.[6]}</p>;
}

async function setup(storage: Storage = memoryStorage()) {
  const data = portalData();
  await data.db.mirror('companies').put({
    id: 'comp1',
    companyName: 'Yarra Valley Wholesale',
    themeColour: '#6d4c41',
    _syncState: 'synced',
    rowVersion: 1,
  } as never);
  const session: SessionApi = {
    session: portalSession(),
    restoring: false,
    login: async () => undefined,
    logout: async () => undefined,
    handOver: async () => undefined,
    adopt: () => undefined,
  };
  render(
    <CosmeticsProvider storage={storage}>
      <SessionContext value={session}>
        <DataContext value={data}>
          <CompanyThemeColour />
          <Primary />
        </DataContext>
      </SessionContext>
    </CosmeticsProvider>,
  );
  return data;
}

describe('the company Theme Colour', () => {
  it("draws the app in the company's Theme Colour, and in a new one as soon as it is saved", async () => {
    const data = await setup();
    await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent('#6d4c41'));
    await data.db.mirror('companies').update('comp1', { themeColour: '#2e7d32' });
    await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent('#2e7d32'));
    // Cleared: the spec's default primary again.
    await data.db.mirror('companies').update('comp1', { themeColour: null });
    await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent('#192233'));
  });

  it('leaves a primary colour this device chose for itself', async () => {
    const storage = memoryStorage();
    storage.setItem(
      COSMETICS_KEY,
      JSON.stringify({ ...DEFAULT_COSMETICS, light: { ...DEFAULT_COSMETICS.light, primary: '#123456' } }),
    );
    await setup(storage);
    // The company colour has been read (the other test shows it takes effect) but the device's own stands.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('primary')).toHaveTextContent('#123456');
  });
});
