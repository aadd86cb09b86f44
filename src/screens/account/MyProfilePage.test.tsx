import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePortalData, portalData, portalSession, renderPortal } from '../../portal/testing/render-portal';
import { MyProfilePage } from './MyProfilePage';

afterEach(closePortalData);

describe('MyProfilePage', () => {
  it("shows the user, the selected location and the token's expiry as d/MM/yyyy h:mm:ss a in the company's zone", async () => {
    const data = portalData();
    const session = {
      ...portalSession('products,customers.edit'),
      userID: 'u1',
      selectedLocationID: 'loc1',
      expiresOn: '2026-09-05T23:07:09Z',
    };
    await data.db.mirror('users').put({
      id: 'u1',
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'priya@example.com',
      _syncState: 'synced',
    });
    await data.db.mirror('locations').put({ id: 'loc1', locationName: 'Dandenong DC', _syncState: 'synced' });
    renderPortal(<MyProfilePage />, { data, session });
    expect(screen.getByText('6/09/2026 9:07:09 AM')).toBeInTheDocument();
    expect(await screen.findByText('Priya Natarajan')).toBeInTheDocument();
    expect(await screen.findByText('Dandenong DC')).toBeInTheDocument();
    expect(screen.getByText('customers.edit')).toBeInTheDocument();
  });
});
