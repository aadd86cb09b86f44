import { fireEvent, screen } from '@testing-library/react';
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
});
