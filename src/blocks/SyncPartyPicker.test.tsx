import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRow } from './list-columns';
import type { SyncParty } from './sync-parties';
import { SyncPartyPicker } from './SyncPartyPicker';
import { renderWithMantine } from './testing/render-with-mantine';
import { useExternalSync, type ExternalSyncPort } from './use-external-sync';

const parties: SyncParty[] = [
  { id: 'shopify', name: 'Shopify' },
  { id: 'xero', name: 'Xero' },
];

function Picker({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState<string | null>('shopify');
  return (
    <SyncPartyPicker
      parties={parties}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('SyncPartyPicker', () => {
  it('names the chosen party and switches to another from the 400 px picker', async () => {
    const onChange = vi.fn<(id: string) => void>();
    renderWithMantine(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByText('Sync With: Shopify'));
    const xero = await screen.findByLabelText('Xero');
    expect(screen.getByLabelText('Shopify')).toBeChecked();
    // Mantine writes 400 px as 25rem.
    expect(xero.closest<HTMLElement>('.mantine-Popover-dropdown')?.style.width).toBe(
      'calc(25rem * var(--mantine-scale))',
    );
    fireEvent.click(xero);
    expect(onChange).toHaveBeenCalledWith('xero');
    expect(screen.getByText('Sync With: Xero')).toBeInTheDocument();
  });

  it('shows nothing without connected parties', () => {
    renderWithMantine(<SyncPartyPicker parties={[]} value={null} onChange={vi.fn<(id: string) => void>()} />);
    expect(screen.queryByText(/Sync With/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

function Rows({
  port,
  partyID,
  rows,
  mayEdit = true,
}: {
  port: ExternalSyncPort | null;
  partyID: string | null;
  rows: ListRow[];
  mayEdit?: boolean;
}) {
  const sync = useExternalSync(port, partyID, mayEdit);
  return (
    <div>
      {sync.cell === null ? 'no sync column' : rows.map((row) => <div key={row.id}>{sync.cell?.(row)}</div>)}
    </div>
  );
}

// The row's sync cell loads on a list that syncs (use-external-sync.tsx): in a busy run, seconds.
const CELL_LOADS = { timeout: 15_000 };

describe('useExternalSync', () => {
  const uploaded: ListRow = {
    id: 'p1',
    externalReferences: [{ externalPartyID: 'xero', externalItemID: 'x-p1' }],
  };
  const fresh: ListRow = { id: 'p2' };

  it('has no column without a party or a port', () => {
    renderWithMantine(<Rows port={null} partyID="xero" rows={[fresh]} />);
    expect(screen.getByText('no sync column')).toBeInTheDocument();
  });

  it("shows each row's state for the chosen party: Uploaded for a reference, Upload otherwise", async () => {
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async () => undefined),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    const { unmount } = renderWithMantine(<Rows port={port} partyID="xero" rows={[uploaded, fresh]} />);
    expect(await screen.findAllByText('Uploaded', {}, CELL_LOADS)).toHaveLength(1);
    expect(screen.getAllByText('Upload')).toHaveLength(1);
    unmount();
    renderWithMantine(<Rows port={port} partyID="shopify" rows={[uploaded]} />);
    expect(await screen.findByText('Upload', {}, CELL_LOADS)).toBeInTheDocument();
    expect(screen.queryByText('Uploaded')).toBeNull();
  });

  it('uploads a row and detaches one after asking', async () => {
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async () => undefined),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    renderWithMantine(<Rows port={port} partyID="xero" rows={[uploaded, fresh]} />);
    await act(async () => fireEvent.click(await screen.findByText('Upload', {}, CELL_LOADS)));
    expect(port.upload).toHaveBeenCalledWith('p2', 'xero');
    fireEvent.click(screen.getByText('Detach'));
    await act(async () => fireEvent.click(screen.getByText('Yes')));
    expect(port.detach).toHaveBeenCalledWith('p1', 'x-p1', 'xero');
  });

  it("marks a failed upload with an alert icon carrying the server's message, cleared by the next try", async () => {
    let fail = true;
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async () => {
        if (fail) throw new Error('Xero refused the product: missing code');
      }),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    renderWithMantine(<Rows port={port} partyID="xero" rows={[fresh]} />);
    await act(async () => fireEvent.click(await screen.findByText('Upload', {}, CELL_LOADS)));
    await waitFor(() =>
      expect(screen.getByLabelText('Xero refused the product: missing code')).toBeInTheDocument(),
    );
    fail = false;
    await act(async () => fireEvent.click(screen.getByText('Upload')));
    await waitFor(() => expect(screen.queryByLabelText('Xero refused the product: missing code')).toBeNull());
  });

  it('offers no Upload or Detach without edit rights', async () => {
    const port: ExternalSyncPort = {
      upload: vi.fn<ExternalSyncPort['upload']>(async () => undefined),
      detach: vi.fn<ExternalSyncPort['detach']>(async () => undefined),
    };
    renderWithMantine(<Rows port={port} partyID="xero" rows={[uploaded, fresh]} mayEdit={false} />);
    expect(await screen.findByText('Uploaded', {}, CELL_LOADS)).toBeInTheDocument();
    expect(screen.queryByText('Upload')).toBeNull();
    expect(screen.queryByText('Detach')).toBeNull();
  });
});
