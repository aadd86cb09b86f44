import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleEditor } from './ScheduleEditor';
import { renderWithMantine } from './testing/render-with-mantine';

const now = new Date('2026-01-01T00:00:00Z');

function Harness({
  start,
  spy,
  timeZone,
}: {
  start: string;
  spy: (value: string) => void;
  timeZone?: string;
}) {
  const [value, setValue] = useState(start);
  return (
    <ScheduleEditor
      label="Schedule"
      value={value}
      now={now}
      timeZone={timeZone}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const occurrences = () =>
  within(screen.getByRole('list', { name: 'Next occurrences' })).getAllByRole('listitem');

describe('ScheduleEditor', () => {
  it('shows a structured schedule as its choices', () => {
    renderWithMantine(<Harness start="30 14 8-14 * 2 1440" spy={vi.fn<(value: string) => void>()} />);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: 'AM/PM' })).toHaveValue('PM');
    expect(screen.getByRole('combobox', { name: 'Weekday' })).toHaveValue('Tue');
    expect(screen.getByRole('combobox', { name: 'Week Of Month' })).toHaveValue('8-14');
    expect(screen.getByLabelText('Lead Time (hours)')).toHaveValue('24');
  });

  it('builds the expression from the choices', async () => {
    const spy = vi.fn<(value: string) => void>();
    renderWithMantine(<Harness start="0 0 * * 1" spy={spy} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weekday' }), 'Fri');
    expect(spy).toHaveBeenLastCalledWith('0 0 * * 5');
    fireEvent.keyDown(screen.getByLabelText('Lead Time (hours)'), { key: 'ArrowUp' });
    expect(spy).toHaveBeenLastCalledWith('0 0 * * 5 60');
  });

  it('shows an expression the choices cannot hold raw, with a Reset to 0 0 * * 1 plus lead time', async () => {
    const spy = vi.fn<(value: string) => void>();
    renderWithMantine(<Harness start="0 9 * 1-6 * 120" spy={spy} />);
    expect(screen.getByLabelText('Special Schedule')).toHaveValue('0 9 * 1-6 * 120');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(spy).toHaveBeenLastCalledWith('0 0 * * 1 120');
    expect(screen.getByRole('combobox', { name: 'Weekday' })).toHaveValue('Mon');
  });

  it('previews the next 15 matches in the user time zone', () => {
    renderWithMantine(
      <Harness start="0 9 * * 2" spy={vi.fn<(value: string) => void>()} timeZone="Australia/Perth" />,
    );
    const items = occurrences();
    expect(items).toHaveLength(15);
    expect(items[0]).toHaveTextContent('Tue 06 Jan 2026 09:00 AM');
  });
});
