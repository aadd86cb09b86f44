import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from './testing/render-with-mantine';

// The tour's code is imported on first use: in a busy full run that takes seconds.
const TOUR_LOADS_MS = 15_000;

// The loaded tour is kept for the page (module state): each test starts from a fresh module.
async function tourOnDemand() {
  return (await import('./TourOnDemand')).TourOnDemand;
}

describe('TourOnDemand', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('starts the tour when its button is tapped before the tour has loaded', async () => {
    const TourOnDemand = await tourOnDemand();
    renderWithMantine(<TourOnDemand name="sales-hub" />);
    const button = screen.getByRole('button', { name: 'Tour' });
    // A tap as a touch screen sends it, in one go.
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(
      await screen.findByRole('dialog', { name: /^Step 1 of \d+$/ }, { timeout: TOUR_LOADS_MS }),
    ).toHaveTextContent('The Sales Hub is where sales managers follow');
  });

  it('keeps the focus on the button when the focus loaded it', async () => {
    const TourOnDemand = await tourOnDemand();
    renderWithMantine(<TourOnDemand name="sales-hub" />);
    const placeholder = screen.getByRole('button', { name: 'Tour' });
    placeholder.focus();
    // The loaded button (with its tooltip) takes the placeholder's place, and the focus with it.
    await waitFor(() => expect(placeholder.isConnected).toBe(false), { timeout: TOUR_LOADS_MS });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
