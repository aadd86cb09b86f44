import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExternalSyncCell } from './ExternalSyncCell';
import { rowSyncState } from './record-sync-state';
import { SyncStateBadge } from './SyncStateBadge';
import { renderWithMantine } from './testing/render-with-mantine';

describe('record sync state', () => {
  it('reads the state and the failure message; anything unknown counts as synced', () => {
    expect(rowSyncState({ _syncState: 'failed', _syncMessage: 'Name is taken' })).toEqual({
      state: 'failed',
      message: 'Name is taken',
    });
    expect(rowSyncState({ _syncState: 'odd' })).toEqual({ state: 'synced', message: null });
  });

  it('shows nothing when synced, and Pending, Conflict or Failed with the message', () => {
    const { container, unmount } = renderWithMantine(<SyncStateBadge row={{ _syncState: 'synced' }} />);
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
    unmount();
    renderWithMantine(
      <>
        <SyncStateBadge row={{ _syncState: 'pending' }} />
        <SyncStateBadge row={{ _syncState: 'conflict' }} />
        <SyncStateBadge row={{ _syncState: 'failed', _syncMessage: 'Name is taken' }} />
      </>,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Conflict')).toBeInTheDocument();
    expect(screen.getByLabelText('Failed: Name is taken')).toBeInTheDocument();
  });
});

describe('ExternalSyncCell', () => {
  it('shows Uploaded with a check and a Detach that asks first', () => {
    const detach = vi.fn<() => void>();
    renderWithMantine(
      <ExternalSyncCell externalItemID="x1" mayEdit onUpload={vi.fn<() => void>()} onDetach={detach} />,
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Detach'));
    fireEvent.click(screen.getByText('Yes'));
    expect(detach).toHaveBeenCalled();
  });

  it('offers Upload without a reference, and shows a failure icon with the server message', () => {
    const upload = vi.fn<() => void>();
    renderWithMantine(
      <ExternalSyncCell
        externalItemID={null}
        failure="Party rejected the item"
        mayEdit
        onUpload={upload}
        onDetach={vi.fn<() => void>()}
      />,
    );
    fireEvent.click(screen.getByText('Upload'));
    expect(upload).toHaveBeenCalled();
    expect(screen.getByLabelText('Party rejected the item')).toBeInTheDocument();
  });

  it('hides Upload and Detach without edit rights', () => {
    renderWithMantine(
      <ExternalSyncCell
        externalItemID={null}
        mayEdit={false}
        onUpload={vi.fn<() => void>()}
        onDetach={vi.fn<() => void>()}
      />,
    );
    expect(screen.queryByText('Upload')).toBeNull();
  });
});
