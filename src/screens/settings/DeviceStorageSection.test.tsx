import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import type { StoragePort } from '../../blocks/pwa/device-storage';
import { DeviceStorageSection } from './DeviceStorageSection';

describe("the settings page's This Device section", () => {
  it('shows how much the mirror holds and the browser allows, and asks the browser to keep the data', async () => {
    let kept = false;
    const port: StoragePort = {
      persisted: async () => kept,
      persist: async () => (kept = true),
      estimate: async () => ({
        usage: 20_000_000,
        quota: 1_000_000_000,
        usageDetails: { indexedDB: 15_000_000 },
      }),
    };
    renderWithMantine(<DeviceStorageSection storage={() => port} />);
    expect(await screen.findByText('15 MB')).toBeInTheDocument();
    expect(screen.getByText('1.0 GB (2% used)')).toBeInTheDocument();
    expect(
      screen.getByText('Not promised: the browser may clear it when the device runs short of space'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Keep Data On This Device' }));
    expect(await screen.findByText('Yes: the browser keeps it until you clear it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep Data On This Device' })).toBeNull();
  });
});
