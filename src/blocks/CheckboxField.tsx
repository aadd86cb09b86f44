import { Checkbox } from '@mantine/core';

export type CheckboxFieldProps = {
  label: string;
  checked: boolean | null | undefined;
  onChange: (checked: boolean) => void;
  /** Dense (small) by default. */
  dense?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
};

/**
 * A labelled tick box; dense by default; a missing value is unticked.
 * @example <CheckboxField label="Sold" checked={product.isSold} onChange={(v) => change('isSold', v)} />
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  dense = true,
  disabled,
  readOnly,
}: CheckboxFieldProps) {
  return (
    <Checkbox
      label={label}
      checked={checked === true}
      onChange={(event) => {
        if (readOnly !== true) onChange(event.currentTarget.checked);
      }}
      size={dense ? 'xs' : 'sm'}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
