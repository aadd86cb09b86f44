import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  clampNumber,
  displayedNumber,
  initialNumber,
  parseNumberEntry,
  stepDown,
  stepUp,
} from '../domain/number-input';
import { usePressAndHold } from './use-press-and-hold';

export type NumberControlProps = {
  value: number | null | undefined;
  onChange: (value: number) => void;
  label?: string;
  /** The label is for screen readers only (the control's name stays the label): where a row already says what it is for. */
  hideLabel?: boolean;
  /** Amount plus and minus change the value by; 1 by default. */
  step?: number;
  allowNegative?: boolean;
  /** Shows the value negated (a deduction); typing enters the shown number. */
  negate?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | null;
  required?: boolean;
};

/**
 * The number plus/minus control (spec doc 2, section 5): decimal entry where non-numeric
 * text is ignored, 0 by default, never below 0 unless negatives are allowed, step 1 by
 * default, ArrowUp/ArrowDown, and plus/minus repeating while held.
 * @example <NumberControl label="Quantity" value={qty} onChange={setQty} step={6} />
 */
export function NumberControl(props: NumberControlProps) {
  const { onChange, step, allowNegative = false, negate = false, disabled = false, readOnly = false } = props;
  const options = { step: step ?? null, allowNegative };
  const value = initialNumber(props.value, options);
  const shown = (number: number) => String(displayedNumber(number, negate));
  const [text, setText] = useState(shown(value));
  const current = useRef(value);
  const editing = useRef(false);

  useEffect(() => {
    current.current = value;
    if (!editing.current) setText(String(displayedNumber(value, negate)));
  }, [value, negate]);

  const commit = (next: number) => {
    current.current = next;
    setText(shown(next));
    if (next !== props.value) onChange(next);
  };
  const inert = disabled || readOnly;
  const up = () => !inert && commit(stepUp(current.current, options));
  const down = () => !inert && commit(stepDown(current.current, options));
  const holdUp = usePressAndHold(up);
  const holdDown = usePressAndHold(down);

  const typed = (entry: string) => {
    setText(entry);
    const shownBefore = displayedNumber(current.current, negate);
    const parsed = parseNumberEntry(entry, shownBefore, { allowNegative: true });
    if (parsed === shownBefore) return;
    const next = clampNumber(negate ? -parsed : parsed, options);
    current.current = next;
    if (next !== props.value) onChange(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      // The shown number goes up; with negate that is a step down of the stored value.
      if (negate) down();
      else up();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (negate) up();
      else down();
    }
  };

  return (
    // Full width like the other fields: the input takes what the two buttons leave.
    <Group gap={4} align="flex-end" wrap="nowrap" w="100%" data-testid="number-control">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Decrease"
        disabled={inert}
        {...(negate ? holdUp : holdDown)}
      >
        −
      </ActionIcon>
      <TextInput
        label={props.hideLabel === true ? undefined : props.label}
        aria-label={props.hideLabel === true ? props.label : undefined}
        value={text}
        inputMode="decimal"
        disabled={disabled}
        readOnly={readOnly}
        required={props.required}
        error={props.error ?? undefined}
        onChange={(event) => typed(event.currentTarget.value)}
        onFocus={() => {
          editing.current = true;
        }}
        onBlur={() => {
          editing.current = false;
          setText(shown(current.current));
        }}
        onKeyDown={keyDown}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Increase"
        disabled={inert}
        {...(negate ? holdDown : holdUp)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
