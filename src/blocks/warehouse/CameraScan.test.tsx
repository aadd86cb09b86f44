import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';

// The dialog's code is imported on first use: in a busy full run that takes seconds.
const DIALOG_LOADS_MS = 15_000;

describe('CameraScan', () => {
  beforeEach(() => {
    vi.resetModules();
    // A device with a camera this app may not use: the dialog says so.
    const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(refused) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens its dialog, loaded on the first tap, and Close shuts it', async () => {
    const { CameraScan } = await import('./CameraScan');
    renderWithMantine(<CameraScan label="Scan batch with camera" onCode={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Scan batch with camera' });
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Scan batch with camera' },
      { timeout: DIALOG_LOADS_MS },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera is not allowed for this app');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
