import { Badge, Group, Select, type SelectProps } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import type { SelectOption } from './SelectDialog';

/** Options of a reference field: the records of the navigation name it points at. */
export type ReferenceOptionsLoader = (
  reference: string,
) => Promise<readonly SelectOption[]> | readonly SelectOption[];

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
  /** The name the record keeps of a value the options do not hold (another company's record). */
  knownLabel?: string | null;
};

/**
 * What the select offers: the active options, plus the current value's own option even when
 * it is inactive (so its name shows), or the bare id until the options know it. An option keeps
 * its mark (a company the viewer trades with), which the choices show beside its name. A value
 * the options never hold shows the record's own copy of its name (knownLabel) when it keeps one.
 * @example offeredOptions([{ value: 'c1', label: 'Old', inactive: true }], 'c1') // [{ value: 'c1', label: 'Old' }]
 */
export function offeredOptions(
  options: readonly SelectOption[],
  value: string | null,
  knownLabel: string | null = null,
): SelectOption[] {
  const offered = options
    .filter((option) => option.inactive !== true || option.value === value)
    .map((option) => ({
      value: option.value,
      label: option.label,
      ...(option.mark === undefined ? {} : { mark: option.mark }),
    }));
  const known = value === null || offered.some((option) => option.value === value);
  return known ? offered : [...offered, { value, label: knownLabel ?? value }];
}

/**
 * A searchable choice of another record. Inactive records are not offered, but a value that
 * points at one shows its name; until the options load, the current id shows as its own
 * option so the value is never blanked.
 * @example <ReferenceSelect label="Category" reference="product-categories" value={id} onChange={set} loadOptions={load} />
 */
export function ReferenceSelect({
  label,
  reference,
  value,
  onChange,
  loadOptions,
  required,
  readOnly,
  disabled,
  error,
  knownLabel = null,
}: ReferenceSelectProps) {
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
  const data = useMemo(() => offeredOptions(options, value, knownLabel), [options, value, knownLabel]);
  // A choice's mark beside its name, in the list only: the chosen value reads as the name alone.
  const renderOption = useMemo<SelectProps['renderOption']>(() => {
    const marks = new Map(
      data.flatMap((option) => (option.mark === undefined ? [] : [[option.value, option.mark] as const])),
    );
    if (marks.size === 0) return undefined;
    return ({ option }) => {
      const mark = marks.get(option.value);
      return mark === undefined ? (
        option.label
      ) : (
        <Group gap={6} wrap="nowrap">
          <span>{option.label}</span>
          <Badge size="sm" variant="light" color="teal.9">
            {mark}
          </Badge>
        </Group>
      );
    };
  }, [data]);
  return (
    <Select
      id={id}
      label={label}
      data={data.map(({ value: id, label: name }) => ({ value: id, label: name }))}
      renderOption={renderOption}
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
