import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeField } from './DateFields';
import { renderWithMantine } from './testing/render-with-mantine';

function Harness({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TimeField label="Cut-Off Time" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TimeField', () => {
  it('shows a stored 24-hour time as hh:mm and AM or PM, whatever the browser language', () => {
    renderWithMantine(<Harness start="18:30" />);
    expect(screen.getByLabelText('Cut-Off Time hours')).toHaveValue('06');
    expect(screen.getByLabelText('Cut-Off Time minutes')).toHaveValue('30');
    expect(screen.getByLabelText('Cut-Off Time AM or PM')).toHaveValue('PM');
  });

  it('keeps what is typed in its fields as HH:mm', { timeout: 30_000 }, async () => {
    renderWithMantine(<Harness start="18:30" />);
    await userEvent.clear(screen.getByLabelText('Cut-Off Time hours'));
    await userEvent.type(screen.getByLabelText('Cut-Off Time hours'), '09');
    await userEvent.clear(screen.getByLabelText('Cut-Off Time minutes'));
    await userEvent.type(screen.getByLabelText('Cut-Off Time minutes'), '15');
    await userEvent.selectOptions(screen.getByLabelText('Cut-Off Time AM or PM'), 'AM');
    expect(screen.getByRole('status')).toHaveTextContent('09:15');
  });
});
