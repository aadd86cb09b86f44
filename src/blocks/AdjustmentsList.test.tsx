import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdjustmentsList } from './AdjustmentsList';
import { renderWithMantine } from './testing/render-with-mantine';

const now = new Date('2026-01-01T00:00:00Z');
const zone = 'Australia/Melbourne';

function Harness({ start = [], spy }: { start?: string[]; spy: (texts: string[]) => void }) {
  const [adjustments, setAdjustments] = useState<string[]>(start);
  return (
    <AdjustmentsList
      expression="0 9 * * 2"
      adjustments={adjustments}
      now={now}
      timeZone={zone}
      onChange={(next) => {
        spy(next);
        setAdjustments(next);
      }}
    />
  );
}

const first = 'Tue 06 Jan 2026 09:00 AM';

describe('AdjustmentsList', () => {
  it('lists the next 15 occurrences', () => {
    renderWithMantine(<Harness spy={vi.fn<(texts: string[]) => void>()} />);
    expect(
      within(screen.getByRole('table', { name: 'Schedule adjustments' })).getAllByRole('row'),
    ).toHaveLength(15);
    expect(screen.getByText(first)).toBeInTheDocument();
  });

  it('cancels an occurrence and clears it back to normal', async () => {
    const spy = vi.fn<(texts: string[]) => void>();
    renderWithMantine(<Harness spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: `Cancel ${first}` }));
    expect(spy).toHaveBeenLastCalledWith(['2026-01-05T22:00:00.000Z,,0,0,true']);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Clear ${first}` }));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Cancelled')).toBeNull();
  });

  it(
    'moves an occurrence to the date and cut-off time chosen in the dialog',
    { timeout: 30_000 },
    async () => {
      const spy = vi.fn<(texts: string[]) => void>();
      renderWithMantine(<Harness spy={spy} />);
      await userEvent.click(screen.getByRole('button', { name: `Adjust ${first}` }));
      const date = screen.getByRole('button', { name: /Adjustment Date/ });
      expect(date).toHaveTextContent('06 Jan 2026');
      expect(screen.getByLabelText('Cut-Off Time hours')).toHaveValue('12');
      await userEvent.click(date);
      await userEvent.click(await screen.findByRole('button', { name: '7 January 2026' }));
      await userEvent.clear(screen.getByLabelText('Cut-Off Time hours'));
      await userEvent.type(screen.getByLabelText('Cut-Off Time hours'), '10');
      await userEvent.clear(screen.getByLabelText('Cut-Off Time minutes'));
      await userEvent.type(screen.getByLabelText('Cut-Off Time minutes'), '30');
      await userEvent.selectOptions(screen.getByLabelText('Cut-Off Time AM or PM'), 'AM');
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(spy).toHaveBeenLastCalledWith(['2026-01-05T22:00:00.000Z,2026-01-06T23:30:00.000Z,0,0,true']);
      expect(screen.getByText('Adjusted')).toBeInTheDocument();
      expect(screen.getByText('Moved to Wed 07 Jan 2026 10:30 AM')).toBeInTheDocument();
    },
  );
});
