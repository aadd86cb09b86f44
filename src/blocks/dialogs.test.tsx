import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirm } from './ConfirmDialog';
import { ConfirmButton } from './ConfirmButton';
import { pickDate } from './DateDialog';
import { isDialogCancelled } from './dialog-cancelled';
import { useDialogs, type DialogApi } from './dialog-context';
import { DialogHost } from './DialogHost';
import { pickQuantity } from './QuantityDialog';
import { selectMany, selectOne } from './SelectDialog';
import { pickAdjustment } from './AdjustmentDialog';
import { BottomSheet } from './BottomSheet';
import { renderWithMantine } from './testing/render-with-mantine';

function withDialogs(): DialogApi {
  let api: DialogApi | null = null;
  function Grab() {
    api = useDialogs();
    return null;
  }
  renderWithMantine(
    <DialogHost>
      <Grab />
    </DialogHost>,
  );
  if (api === null) throw new Error('no dialog api');
  return api;
}

/**
 * Opens a dialog inside act so React renders it. The answer comes back wrapped: an async
 * function returning a bare promise would wait for it.
 */
async function opened<T>(start: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  let answer: Promise<T> | null = null;
  await act(async () => {
    answer = start();
    // Keeps an answer rejected before its assertion from counting as unhandled.
    answer.catch(() => undefined);
  });
  if (answer === null) throw new Error('not opened');
  return { answer };
}

const modalWidth = () => document.querySelector('.mantine-Modal-root')?.getAttribute('style') ?? '';
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

describe('dialog promises', () => {
  it('a cancelled dialog rejects its promise', async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() => confirm(dialogs));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(answer).rejects.toSatisfy(isDialogCancelled);
    expect(screen.queryByText('Are you sure?')).toBeNull();
  });

  it('Escape cancels too', async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() => pickDate(dialogs, { title: 'Deliver On' }));
    fireEvent.keyDown(screen.getByLabelText('Date'), { key: 'Escape' });
    await expect(answer).rejects.toSatisfy(isDialogCancelled);
  });
});

describe('confirm', () => {
  it("asks 'Are you sure?' with Yes and No by default, 500 wide", async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() => confirm(dialogs));
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    expect(modalWidth()).toContain(rem(500));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBeUndefined();
  });

  it('the confirm button acts only after Yes', async () => {
    const act = vi.fn<() => void>();
    renderWithMantine(<ConfirmButton onConfirm={act}>Detach</ConfirmButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Detach' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(act).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Detach' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(act).toHaveBeenCalledTimes(1);
  });
});

describe('select dialog', () => {
  it('single: resolves with the chosen value; 350 wide', async () => {
    const dialogs = withDialogs();
    const options = [
      { value: 'c1', label: 'Quick Couriers' },
      { value: 'c2', label: 'Slow Freight' },
    ];
    const { answer } = await opened(() =>
      selectOne(dialogs, { title: 'Choose Courier', options, required: true }),
    );
    expect(modalWidth()).toContain(rem(350));
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Slow Freight' }));
    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await expect(answer).resolves.toBe('c2');
  });

  it('multiple: when required, a non-empty selection must exist', async () => {
    const dialogs = withDialogs();
    const options = [
      { value: 'a', label: 'Chilled' },
      { value: 'b', label: 'Frozen' },
    ];
    const { answer } = await opened(() =>
      selectMany(dialogs, { title: 'Tags', options, required: true, initial: ['a'] }),
    );
    const ok = screen.getByRole('button', { name: 'OK' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chilled' }));
    expect(ok).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frozen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chilled' }));
    await userEvent.click(ok);
    await expect(answer).resolves.toEqual(['b', 'a']);
  });

  it('not required: accepts nothing selected', async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() =>
      selectOne(dialogs, { title: 'Pick', options: [{ value: 'a', label: 'A' }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBeNull();
  });
});

/** The 15th of the month the picker opens on (this month), as the day's button names it and as yyyy-MM-dd. */
function fifteenth(): { name: string; day: string } {
  const now = new Date();
  const month = now.toLocaleString('en-AU', { month: 'long' });
  return {
    name: `15 ${month} ${now.getFullYear()}`,
    day: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`,
  };
}

/** Opens the day picker labelled `label` and clicks the day named `dayName`. */
async function pickDay(label: string, dayName: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('button', { name: dayName }));
}

describe('date and quantity dialogs', () => {
  it('date: 325 wide, a picker that needs a day, resolves yyyy-MM-dd', { timeout: 30_000 }, async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() => pickDate(dialogs, { title: 'Deliver On' }));
    expect(modalWidth()).toContain(rem(325));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    const { name, day } = fifteenth();
    await pickDay('Date', name);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(day);
  });

  it('quantity: 325 wide, shows the rule messages and accepts only a valid quantity', async () => {
    const dialogs = withDialogs();
    const { answer } = await opened(() =>
      pickQuantity(dialogs, { title: 'How Many', limits: { min: 6, max: 24, increment: 6 }, initial: 3 }),
    );
    expect(modalWidth()).toContain(rem(325));
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const ok = screen.getByRole('button', { name: 'OK' });
    await userEvent.click(ok);
    expect(screen.getByText('Too low. Minimum is 6')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '30' } });
    await userEvent.click(ok);
    expect(screen.getByText('Too high. Maximum is 24')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '10' } });
    await userEvent.click(ok);
    expect(screen.getByText('Must be in increments of 6')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12' } });
    await userEvent.click(ok);
    await expect(answer).resolves.toBe(12);
  });
});

describe('adjustment dialog', () => {
  it(
    'needs an Adjustment Date and a Cut-Off Time, which defaults to 00:00',
    { timeout: 30_000 },
    async () => {
      const dialogs = withDialogs();
      const { answer } = await opened(() => pickAdjustment(dialogs));
      // 00:00 shows as 12:00 AM.
      expect(screen.getByLabelText('Cut-Off Time hours')).toHaveValue('12');
      expect(screen.getByLabelText('Cut-Off Time minutes')).toHaveValue('00');
      expect(screen.getByLabelText('Cut-Off Time AM or PM')).toHaveValue('AM');
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByText('Field is required')).toBeInTheDocument();
      const { name, day } = fifteenth();
      await pickDay('Adjustment Date', name);
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      await expect(answer).resolves.toEqual({ date: day, cutOffTime: '00:00' });
    },
  );
});

describe('BottomSheet', () => {
  it('shows its content when opened and closes on Escape', async () => {
    const close = vi.fn<() => void>();
    renderWithMantine(
      <BottomSheet opened onClose={close} title="Actions">
        <button type="button">Pick</button>
      </BottomSheet>,
    );
    expect(screen.getByRole('button', { name: 'Pick' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(close).toHaveBeenCalled();
  });
});
