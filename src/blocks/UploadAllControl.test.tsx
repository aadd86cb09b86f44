import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRow } from './list-columns';
import { notUploaded } from './sync-parties';
import { renderWithMantine } from './testing/render-with-mantine';
import { UploadAllControl, uploadProgressText } from './UploadAllControl';
import { useExternalSync, type ExternalSyncPort } from './use-external-sync';

function List({ port, rows }: { port: ExternalSyncPort; rows: ListRow[] }) {
  const sync = useExternalSync(port, 'books', true);
  const waiting = notUploaded(rows, 'books');
  return (
    <div>
      <UploadAllControl
        waiting={waiting.length}
        progress={sync.progress}
        mayEdit
        onUploadAll={() => sync.uploadAll(waiting)}
        onStop={sync.stop}
      />
      {rows.map((row) => (
        <div key={row.id} data-testid={row.id}>
          {sync.cell?.(row)}
        </div>
      ))}
    </div>
  );
}

describe('Upload All', () => {
  it('says how far it is and how it went', () => {
    expect(uploadProgressText({ total: 20, done: 2, failed: 0, running: true })).toBe('Uploading 3 of 20');
    expect(uploadProgressText({ total: 20, done: 20, failed: 2, running: false })).toBe(
      'Uploaded 18 of 20, 2 failed',
    );
    expect(uploadProgressText({ total: 3, done: 3, failed: 0, running: false })).toBe('Uploaded 3 of 3');
  });

  it('uploads every row not uploaded, one at a time, and leaves the refused row its message', async () => {
    const order: string[] = [];
    let inFlight = 0;
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async (id) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        order.push(id);
        await Promise.resolve();
        inFlight -= 1;
        if (id === 'i2') throw new Error('Contact has no account code');
      }),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    const rows: ListRow[] = [
      { id: 'i1' },
      { id: 'i2' },
      { id: 'i0', externalReferences: [{ externalPartyID: 'books', externalItemID: 'B-1' }] },
      { id: 'i3' },
    ];
    renderWithMantine(<List port={port} rows={rows} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload All (3)' })));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Uploaded 2 of 3, 1 failed'));
    expect(order).toEqual(['i1', 'i2', 'i3']);
    expect(screen.getByLabelText('Contact has no account code')).toBeInTheDocument();
  });

  it('shows the message the services kept on a row, after a reload too', () => {
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async () => undefined),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    renderWithMantine(
      <List
        port={port}
        rows={[
          {
            id: 'i2',
            externalReferences: [
              { externalPartyID: 'books', localID: 'i2', message: 'Contact has no account code' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByLabelText('Contact has no account code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('offers nothing without edit rights', () => {
    renderWithMantine(
      <UploadAllControl
        waiting={3}
        progress={null}
        mayEdit={false}
        onUploadAll={vi.fn<() => void>()}
        onStop={vi.fn<() => void>()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
