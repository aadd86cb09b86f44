import { ActionIcon, Group, NumberInput } from '@mantine/core';

export type QuantityStepperProps = {
  label: string;
  /** The count; null while nothing was counted yet, shown blank. */
  value: number | null;
  max: number;
  onChange: (value: number) => void;
  /**
   * Where a count may be left uncounted (a receival counted item by item): emptying the box
   * makes it uncounted again. Without it, an emptied box counts 0.
   */
  onClear?: () => void;
};

/**
 * A count changed with large minus and plus buttons (thumb-sized) or typed; never below 0. An
 * uncounted one is blank: its minus counts 0 ("none arrived", one tap) and its plus 1.
 * @example <QuantityStepper label="Crate delivered" value={3} max={3} onChange={set} />
 */
export function QuantityStepper({ label, value, max, onChange, onClear }: QuantityStepperProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        size={48}
        variant="outline"
        color="dark"
        aria-label={`${label}: one less`}
        onClick={() => onChange(value === null ? 0 : Math.max(0, value - 1))}
        disabled={value !== null && value <= 0}
      >
        <span aria-hidden style={{ fontSize: 28, lineHeight: 1 }}>
          −
        </span>
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value ?? ''}
        placeholder={value === null ? '–' : undefined}
        onChange={(next) => {
          if (next === '' && onClear !== undefined) onClear();
          else onChange(typeof next === 'number' ? next : Number(next) || 0);
        }}
        min={0}
        max={max}
        allowNegative={false}
        allowDecimal={false}
        hideControls
        w={72}
        size="lg"
        styles={{ input: { textAlign: 'center', fontWeight: 700, height: 48 } }}
      />
      <ActionIcon
        size={48}
        variant="outline"
        color="dark"
        aria-label={`${label}: one more`}
        onClick={() => onChange(Math.min(max, (value ?? 0) + 1))}
        disabled={value !== null && value >= max}
      >
        <span aria-hidden style={{ fontSize: 28, lineHeight: 1 }}>
          +
        </span>
      </ActionIcon>
    </Group>
  );
}
