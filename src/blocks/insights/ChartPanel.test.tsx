import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { ChartPanel, TABLE_ROWS_SHOWN } from './ChartPanel';

const rows = Array.from({ length: 400 }, (_, index) => ({ id: `j${index}`, stops: index }));

function renderPanel(count: number) {
  renderWithMantine(
    <ChartPanel
      title="Journeys"
      chart={<div />}
      rows={rows.slice(0, count)}
      rowKey={(row) => row.id}
      columns={[{ header: 'Stops', cell: (row) => row.stops, numeric: true }]}
    />,
  );
  return screen.getByRole('table', { name: 'Journeys' });
}

describe('ChartPanel', () => {
  it('lists the first rows of a long table at once and the rest on Show all (the first frame stays cheap)', () => {
    const table = renderPanel(400);
    expect(within(table).getAllByRole('row')).toHaveLength(TABLE_ROWS_SHOWN + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 400 rows of Journeys' }));
    expect(within(table).getAllByRole('row')).toHaveLength(401);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('lists a month of days in full, with no Show all', () => {
    const table = renderPanel(TABLE_ROWS_SHOWN);
    expect(within(table).getAllByRole('row')).toHaveLength(TABLE_ROWS_SHOWN + 1);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
