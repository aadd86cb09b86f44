import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import { stubCanvas } from '../../blocks/testing/stub-canvas';
import { ReceivalForm } from './ReceivalForm';
import type { ReceivalDraft } from './receival-flow';

beforeAll(stubCanvas);

const goods = {
  id: 'm1',
  _syncState: 'synced' as const,
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3, quantityReleased: 2 }],
};

describe('the receival form', () => {
  it('at a receival: starts at what was sent, allows more, and asks for a temperature for chilled goods', () => {
    const onComplete = vi.fn<(draft: ReceivalDraft) => void>();
    renderWithMantine(<ReceivalForm receival={goods} temperatureNeeded onComplete={onComplete} />);
    expect(screen.getByText('Sent 2')).toBeTruthy();
    expect((screen.getByLabelText('CRT received') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'CRT received: one more' }));
    fireEvent.click(screen.getByRole('button', { name: 'CRT received: one more' }));
    expect((screen.getByLabelText('CRT received') as HTMLInputElement).value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Receival' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByText(/Delivered By is required.*Temperature is required/)).toBeTruthy();
  });

  it('counting every receival: an uncounted item is blank; "none arrived" is one tap on its minus or a typed 0, and emptying the box uncounts it', async () => {
    const two = {
      ...goods,
      packagedItems: [...goods.packagedItems, { id: 'tray', code: 'TRY', quantityPacked: 5 }],
    };
    renderWithMantine(
      <ReceivalForm
        receival={two}
        temperatureNeeded={false}
        countRequired
        onComplete={vi.fn<(draft: ReceivalDraft) => void>()}
      />,
    );
    const crate = screen.getByLabelText('CRT received') as HTMLInputElement;
    const tray = screen.getByLabelText('TRY received') as HTMLInputElement;
    expect([crate.value, tray.value]).toEqual(['', '']);
    const uncounted = () => screen.queryByText(/Count every item/) !== null;
    fireEvent.click(screen.getByRole('button', { name: 'Complete Receival' }));
    expect(uncounted()).toBe(true);
    // Touch: the blank crate's minus is live and counts none at once.
    const less = screen.getByRole('button', { name: 'CRT received: one less' });
    expect(less).toBeEnabled();
    fireEvent.click(less);
    expect(crate.value).toBe('0');
    expect(less).toBeDisabled();
    // Keyboard: 0 typed into the blank tray counts none.
    await userEvent.type(tray, '0');
    expect(tray.value).toBe('0');
    expect(uncounted()).toBe(false);
    // Emptied again, the tray is uncounted, and Complete says so again.
    await userEvent.clear(tray);
    expect(tray.value).toBe('');
    expect(uncounted()).toBe(true);
  });
});
