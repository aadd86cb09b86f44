import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberControl, type NumberControlProps } from './NumberControl';
import { renderWithMantine } from './testing/render-with-mantine';

function Harness(
  props: Omit<NumberControlProps, 'value' | 'onChange'> & { start?: number | null; spy: (n: number) => void },
) {
  const { start = 0, spy, ...rest } = props;
  const [value, setValue] = useState<number | null>(start);
  return (
    <NumberControl
      {...rest}
      label="Quantity"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;

describe('NumberControl', () => {
  it('is full width like the other fields: the input grows between its buttons', () => {
    renderWithMantine(<Harness spy={vi.fn<(value: number) => void>()} />);
    expect(screen.getByTestId('number-control').style.width).toBe('100%');
    const root = input().closest('.mantine-TextInput-root');
    expect(root).toHaveStyle({ flex: '1' });
  });

  it('shows 0 when no value is given', () => {
    renderWithMantine(<Harness start={null} spy={vi.fn<(value: number) => void>()} />);
    expect(input().value).toBe('0');
  });

  it('parses typed decimals and ignores non-numeric entry', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} />);
    fireEvent.change(input(), { target: { value: '2.5' } });
    expect(spy).toHaveBeenLastCalledWith(2.5);
    fireEvent.change(input(), { target: { value: '2.5abc' } });
    expect(spy).toHaveBeenCalledTimes(1);
    fireEvent.blur(input());
    expect(input().value).toBe('2.5');
  });

  it('does not go below 0 unless negatives are allowed', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} />);
    fireEvent.change(input(), { target: { value: '-3' } });
    fireEvent.blur(input());
    expect(input().value).toBe('0');
    fireEvent.click(screen.getByLabelText('Decrease'), { detail: 0 });
    expect(input().value).toBe('0');
  });

  it('allows negatives when asked', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} allowNegative />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(spy).toHaveBeenLastCalledWith(-1);
  });

  it('steps by 1 by default and by the given step, with ArrowUp and ArrowDown', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} start={1} />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(spy).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(spy).toHaveBeenLastCalledWith(0);
  });

  it('uses a custom step without float noise', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} start={0.2} step={0.1} />);
    fireEvent.click(screen.getByLabelText('Increase'), { detail: 0 });
    expect(spy).toHaveBeenLastCalledWith(0.3);
  });

  it('shows a negated value and steps the shown number', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} start={5} negate />);
    expect(input().value).toBe('-5');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(spy).toHaveBeenLastCalledWith(6);
    expect(input().value).toBe('-6');
  });

  it('does nothing when disabled', () => {
    const spy = vi.fn<(value: number) => void>();
    renderWithMantine(<Harness spy={spy} disabled />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(spy).not.toHaveBeenCalled();
  });

  describe('press and hold', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('steps on press, repeats after 500 ms, then every 50 ms, and stops on release', () => {
      const spy = vi.fn<(value: number) => void>();
      renderWithMantine(<Harness spy={spy} />);
      const plus = screen.getByLabelText('Increase');
      fireEvent.pointerDown(plus, { button: 0, pointerType: 'touch' });
      expect(spy).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(499);
      expect(spy).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(spy).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(50);
      expect(spy).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(100);
      expect(spy).toHaveBeenCalledTimes(5);
      expect(spy).toHaveBeenLastCalledWith(5);
      fireEvent.pointerUp(plus);
      vi.advanceTimersByTime(1000);
      expect(spy).toHaveBeenCalledTimes(5);
    });

    it('stops when the pointer leaves or is cancelled', () => {
      const spy = vi.fn<(value: number) => void>();
      renderWithMantine(<Harness spy={spy} start={10} />);
      const minus = screen.getByLabelText('Decrease');
      fireEvent.pointerDown(minus, { button: 0 });
      vi.advanceTimersByTime(500);
      fireEvent.pointerLeave(minus);
      vi.advanceTimersByTime(500);
      expect(spy).toHaveBeenCalledTimes(2);
      fireEvent.pointerDown(minus, { button: 0 });
      fireEvent.pointerCancel(minus);
      vi.advanceTimersByTime(1000);
      expect(spy).toHaveBeenLastCalledWith(7);
    });
  });
});
