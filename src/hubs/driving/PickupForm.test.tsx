import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import { stubCanvas } from '../../blocks/testing/stub-canvas';
import { PickupForm } from './PickupForm';
import type { PickupDraft } from './pickup-flow';

beforeAll(stubCanvas);

const goods = {
  id: 'm1',
  _syncState: 'synced' as const,
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3, quantityReleased: 2 }],
};

describe('the pickup form', () => {
  it('at pickup: counts released up to what was packed, and needs the releaser and their signature', () => {
    const onComplete = vi.fn<(draft: PickupDraft) => void>();
    renderWithMantine(<PickupForm release={goods} onComplete={onComplete} />);
    expect(screen.getByText('Packed 3')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'CRT released: one more' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'CRT released: one less' }));
    expect((screen.getByLabelText('CRT released') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Pickup' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByText(/Released By is required/)).toBeTruthy();
  });
});
