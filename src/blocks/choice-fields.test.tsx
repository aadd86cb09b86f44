import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { ChipsSelector } from './ChipsSelector';
import { RadioGroupField } from './RadioGroupField';
import { renderWithMantine } from './testing/render-with-mantine';

const modes = [
  { value: 'Manual', label: 'Manual' },
  { value: 'Auto', label: 'Auto' },
  { value: 'Scheduled', label: 'Scheduled' },
];

describe('ChipsSelector', () => {
  it('chooses one option, dense by default', async () => {
    const change = vi.fn<(value: string) => void>();
    renderWithMantine(<ChipsSelector label="Mode" options={modes} value="Manual" onChange={change} />);
    const chip = screen.getByRole('radio', { name: 'Auto' });
    expect(chip.closest('[data-size]')).toHaveAttribute('data-size', 'xs');
    await userEvent.click(chip);
    expect(change).toHaveBeenCalledWith('Auto');
  });

  it('chooses several in multiple mode', async () => {
    const change = vi.fn<(values: string[]) => void>();
    renderWithMantine(
      <ChipsSelector multiple label="Modes" options={modes} value={['Manual']} onChange={change} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scheduled' }));
    expect(change).toHaveBeenCalledWith(['Manual', 'Scheduled']);
  });
});

describe('RadioGroupField', () => {
  it('chooses one option', async () => {
    const change = vi.fn<(value: string) => void>();
    renderWithMantine(<RadioGroupField label="Toggle" options={modes} value="Manual" onChange={change} />);
    expect(screen.getByRole('radio', { name: 'Manual' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Scheduled' }));
    expect(change).toHaveBeenCalledWith('Scheduled');
  });
});

describe('CheckboxField', () => {
  it('ticks and unticks; a missing value is unticked; dense by default', async () => {
    const change = vi.fn<(checked: boolean) => void>();
    renderWithMantine(<CheckboxField label="Sold" checked={null} onChange={change} />);
    const box = screen.getByRole('checkbox', { name: 'Sold' });
    expect(box).not.toBeChecked();
    expect(box.closest('[data-size]')).toHaveAttribute('data-size', 'xs');
    await userEvent.click(box);
    expect(change).toHaveBeenCalledWith(true);
  });

  it('does not change when read-only', async () => {
    const change = vi.fn<(checked: boolean) => void>();
    renderWithMantine(<CheckboxField label="Sold" checked onChange={change} readOnly />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sold' }));
    expect(change).not.toHaveBeenCalled();
  });
});
