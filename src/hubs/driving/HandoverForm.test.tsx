import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import { ReceivalForm } from '../receiving/ReceivalForm';
import type { ReceivalDraft } from '../receiving/receival-flow';
import { PickupForm } from './PickupForm';
import type { PickupDraft } from './pickup-flow';

// jsdom has no canvas: the signature pad draws on a context that accepts anything and draws nothing.
beforeAll(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
});

const goods = {
  id: 'm1',
  _syncState: 'synced' as const,
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3, quantityReleased: 2 }],
};

describe('the shared handover form', () => {
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
