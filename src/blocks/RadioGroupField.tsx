import { Group, Radio } from '@mantine/core';
import type { SelectOption } from './SelectDialog';

export type RadioGroupFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
};

/**
 * One choice out of a few, all visible.
 * @example <RadioGroupField label="Toggle" options={toggleOptions} value={mode} onChange={setMode} />
 */
export function RadioGroupField({
  label,
  options,
  value,
  onChange,
  disabled,
  required,
  error,
}: RadioGroupFieldProps) {
  return (
    <Radio.Group
      label={label}
      value={value ?? ''}
      onChange={onChange}
      required={required}
      error={error ?? undefined}
    >
      <Group gap="md" mt={4}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
