import { ActionIcon, Group, NumberInput } from '@mantine/core';

export type QuantityStepperProps = {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
};

/**
 * A count changed with large minus and plus buttons (thumb-sized) or typed; never below 0.
 * @example <QuantityStepper label="Crate delivered" value={3} max={3} onChange={set} />
 */
export function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        size={48}
        variant="outline"
        color="dark"
        aria-label={`${label}: one less`}
        onClick={() => onChange(Math.max(0, value - 1))}
        disabled={value <= 0}
      >
        <span aria-hidden style={{ fontSize: 28, lineHeight: 1 }}>
          −
        </span>
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
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
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
      >
        <span aria-hidden style={{ fontSize: 28, lineHeight: 1 }}>
          +
        </span>
      </ActionIcon>
    </Group>
  );
}
