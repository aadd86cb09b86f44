import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipOnDemand } from './TooltipOnDemand';
import { renderWithMantine } from './testing/render-with-mantine';

// The tooltip's code comes from an import: in a busy full run that can take seconds.
const LOADS_MS = 15_000;

describe('TooltipOnDemand', () => {
  it('shows the label while a mouse is over the button once its code came, never for a touch', async () => {
    const refresh = vi.fn<() => void>();
    renderWithMantine(
      <TooltipOnDemand label="Refresh">
        <ActionIcon aria-label="Refresh" onClick={refresh}>
          R
        </ActionIcon>
      </TooltipOnDemand>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    const box = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(box, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(refresh).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(box, { pointerType: 'touch' });
    fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip', {}, { timeout: LOADS_MS })).toHaveTextContent('Refresh');
    // The button was not drawn again: the same element, still taking clicks.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBe(button);
    fireEvent.click(button);
    expect(refresh).toHaveBeenCalledTimes(2);
    fireEvent.pointerLeave(box, { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  }, 30_000);
});
