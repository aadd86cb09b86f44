import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewOutboxEntry } from '../../../sync/mirror-types';
import { closePortalData, portalData, renderPortal } from '../../screens/portal/testing/render-portal';
import { testSession } from '../../session/testing/test-session';
import { HandOverDevice } from './HandOverDevice';
import { UnsentWorkNotice } from './UnsentWorkNotice';

afterEach(closePortalData);

const me = { userID: 'user-1', companyAccountID: 'comp1', userName: 'driver@comp1.test' };
const colleague = { userID: 'user-2', companyAccountID: 'comp1', userName: 'packer@comp1.test' };
const stranger = { userID: 'user-3', companyAccountID: 'comp2', userName: 'eve@comp2.test' };

function entry(owner: typeof me, recordID: string): NewOutboxEntry {
  return {
    entity: 'products',
    recordID,
    op: 'create',
    changes: { id: recordID },
    baseRowVersion: null,
    createdAt: 1,
    ...owner,
  };
}

async function deviceWith(entries: NewOutboxEntry[]) {
  const data = portalData();
  await data.db.outbox.bulkAdd(entries);
  return data;
}

describe('UnsentWorkNotice', () => {
  it('tells a person whose session ran out that their changes wait until they sign in again as themselves', async () => {
    const data = await deviceWith([entry(me, 'a'), entry(me, 'b'), entry(me, 'c')]);
    const session = testSession({ ...me, expiresOn: '2020-01-01T00:00:00.000Z' });
    renderPortal(<UnsentWorkNotice session={session} />, { data, session });
    expect(
      await screen.findByText('Your session ended: sign in again as driver@comp1.test to send 3 changes'),
    ).toBeInTheDocument();
  });

  it("shows an administrator a colleague's set-aside changes, and never another company's", async () => {
    const data = await deviceWith([entry(colleague, 'a'), entry(colleague, 'b'), entry(stranger, 'c')]);
    const session = testSession({ ...me, permissions: 'everything.edit', isGlobalAdmin: false });
    renderPortal(<UnsentWorkNotice session={session} />, { data, session });
    expect(await screen.findByText('2 changes from packer@comp1.test not sent yet')).toBeInTheDocument();
    expect(screen.queryByText(/eve@comp2.test/)).toBeNull();
  });

  it('shows someone else of another company nothing of the set-aside work', async () => {
    const data = await deviceWith([entry(colleague, 'a')]);
    const session = testSession({ ...stranger, permissions: 'everything.edit' });
    renderPortal(
      <>
        <p>ready</p>
        <UnsentWorkNotice session={session} />
      </>,
      { data, session },
    );
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/not sent yet/)).toBeNull();
  });
});

describe('HandOverDevice', () => {
  it('shows what is unsent and, offline, signs out at once keeping it', async () => {
    const data = await deviceWith([entry(me, 'a'), entry(me, 'b')]);
    const session = testSession(me);
    const onHandOver = vi.fn<() => Promise<void>>(async () => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal(<HandOverDevice session={session} onHandOver={onHandOver} />, { data, session });
    expect(await screen.findByText(/^2 changes not sent yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hand over this device' }));
    await waitFor(() => expect(onHandOver).toHaveBeenCalledTimes(1));
    expect(await data.db.outbox.count()).toBe(2);
    online.mockRestore();
  });
});
