import { Select } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { SelectOption } from './SelectDialog';

/** Options of a reference field: the records of the navigation name it points at. */
export type ReferenceOptionsLoader = (reference: string) => Promise<readonly SelectOption[]> | readonly SelectOption[];

export type ReferenceSelectProps = {
  label: string;
  /** Navigation name of the referenced records. */
  reference: string;
  value: string | null;
  onChange: (id: string | null) => void;
  loadOptions?: ReferenceOptionsLoader;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: string | null;
};

/**
 * A searchable choice of another record. Until its options load, the current id shows as
 * its own option so the value is never blanked.
 * @example <ReferenceSelect label="Category" reference="product-categories" value={id} onChange={set} loadOptions={load} />
 */
export function ReferenceSelect({ label, reference, value, onChange, loadOptions, required, readOnly, disabled, error }: ReferenceSelectProps) {
  const id = useId();
  const [options, setOptions] = useState<readonly SelectOption[]>([]);
  useEffect(() => {
    if (loadOptions === undefined) return undefined;
    let live = true;
    void Promise.resolve(loadOptions(reference)).then(
      (loaded) => {
        if (live) setOptions(loaded);
      },
      () => {
        if (live) setOptions([]);
      },
    );
    return () => {
      live = false;
    };
  }, [reference, loadOptions]);
  const known = value === null || options.some((option) => option.value === value);
  const data = known ? options : [...options, { value, label: value }];
  return (
    <Select
      id={id}
      label={label}
      data={data.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={onChange}
      searchable
      clearable={required !== true && readOnly !== true}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      error={error ?? undefined}
      nothingFoundMessage="Nothing Found"
    />
  );
}
