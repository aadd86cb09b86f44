import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from './testing/render-with-mantine';

// The calendar's code is imported on first use: in a busy full run that takes seconds, not the
// one second a find waits by default.
const CALENDAR_LOADS_MS = 15_000;

// The loaded calendar is kept for every later field of the page (module state): each test starts
// from a fresh module, as a page does, so a field another test file loaded first does not decide
// which path is tested.
async function dayFieldOnDemand() {
  return (await import('./DayFieldOnDemand')).DayFieldOnDemand;
}

describe('DayFieldOnDemand', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows the day as dd LLL yyyy under its label before the calendar loads', async () => {
    const DayFieldOnDemand = await dayFieldOnDemand();
    renderWithMantine(<DayFieldOnDemand label="Day" value="2026-03-05" onChange={() => undefined} />);
    expect(screen.getByLabelText('Day')).toHaveTextContent('05 Mar 2026');
  });

  it('opens the calendar when tapped, and a picked day reaches onChange', async () => {
    const DayFieldOnDemand = await dayFieldOnDemand();
    const picked: string[] = [];
    renderWithMantine(
      <DayFieldOnDemand label="Day" value="2026-03-05" onChange={(day) => picked.push(day)} />,
    );
    // A tap as a touch screen sends it, in one go: pointerenter, pointerdown, pointerup, click
    // (userEvent waits between them, long enough for an imported calendar to replace the field).
    const field = screen.getByLabelText('Day');
    fireEvent.pointerEnter(field);
    fireEvent.pointerDown(field);
    fireEvent.pointerUp(field);
    fireEvent.click(field);
    await userEvent.click(
      await screen.findByRole('button', { name: '12 March 2026' }, { timeout: CALENDAR_LOADS_MS }),
    );
    await waitFor(() => expect(picked).toEqual(['2026-03-12']));
  }, 30_000);

  it('opens the calendar from the keyboard (Enter on the focused field)', async () => {
    const DayFieldOnDemand = await dayFieldOnDemand();
    renderWithMantine(<DayFieldOnDemand label="Day" value="2026-03-05" onChange={() => undefined} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', { name: '12 March 2026' }, { timeout: CALENDAR_LOADS_MS }),
    ).toBeInTheDocument();
  }, 30_000);
});
