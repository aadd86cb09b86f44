import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import { SignatureDrawing } from '../../blocks/delivery/SignatureDrawing';
import { StopForm } from './StopForm';
import type { StopDraft } from './stop-completion';

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

const stop = {
  id: 'd1',
  _syncState: 'synced' as const,
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3 }],
};

describe('StopForm', () => {
  it('will not complete without receiver, signature and (for chilled goods) temperature, and asks why a short delivery is short', () => {
    const onComplete = vi.fn<(draft: StopDraft) => void>();
    renderWithMantine(
      <StopForm
        stop={stop}
        temperatureNeeded
        onComplete={onComplete}
        onSkip={vi.fn<(reason: string) => void>()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete Delivery' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getAllByText('Receiver Name is required').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Temperature is required: this delivery has temperature-sensitive products').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Reason for short delivery/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CRT delivered: one less' }));
    expect(screen.getByLabelText(/Reason for short delivery/)).toBeTruthy();
  });

  it('skips a stop only with a reason', () => {
    const onSkip = vi.fn<(reason: string) => void>();
    renderWithMantine(
      <StopForm
        stop={stop}
        temperatureNeeded={false}
        onComplete={vi.fn<(draft: StopDraft) => void>()}
        onSkip={onSkip}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip Stop…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip This Stop' }));
    expect(onSkip).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Why is this stop skipped?'), { target: { value: 'Closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skip This Stop' }));
    expect(onSkip).toHaveBeenCalledWith('Closed');
  });
});

describe('SignatureDrawing', () => {
  it('draws a stored point list back, and says when there is none', () => {
    renderWithMantine(
      <SignatureDrawing
        proof={[
          {
            points: [
              { x: 1, y: 2 },
              { x: 30, y: 40 },
            ],
          },
        ]}
        label="Signature of Mia"
      />,
    );
    const drawing = screen.getByRole('img', { name: 'Signature of Mia' });
    expect(drawing.querySelector('path')?.getAttribute('d')).toBe('M1 2L30 40');
    renderWithMantine(<SignatureDrawing proof={null} label="none" />);
    expect(screen.getByText('No signature')).toBeTruthy();
  });
});
