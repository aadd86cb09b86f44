import { NativeSelect } from '@mantine/core';

export type TouchChoiceProps = {
  label?: string;
  'aria-label'?: string;
  /** Shown (and chosen) while nothing is: with `clearable` a person may come back to it. */
  placeholder: string;
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  clearable?: boolean;
};

/**
 * A choice among a few named options on a hub used on tablets and phones: the browser's own
 * select (Mantine's NativeSelect, large touch target, the system's list), so the hub's first load
 * carries no dropdown code (Mantine's Combobox, Popover, ScrollArea and floating-ui: about 30 KB
 * gzipped). Nothing chosen is null, shown as the placeholder.
 * @example <TouchChoice aria-label="Courier" placeholder="Courier" data={couriers} value={id} onChange={setID} />
 */
export function TouchChoice(props: TouchChoiceProps) {
  return (
    <NativeSelect
      size="lg"
      label={props.label}
      aria-label={props['aria-label']}
      data={[{ value: '', label: props.placeholder, disabled: props.clearable !== true }, ...props.data]}
      value={props.value ?? ''}
      onChange={(event) =>
        props.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)
      }
    />
  );
}
