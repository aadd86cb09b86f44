import { Checkbox, ScrollArea, Stack, UnstyledButton, Text } from '@mantine/core';
import { useState } from 'react';
import { SELECT_DIALOG_WIDTH, SELECT_LIST_HEIGHT } from './block-constants';
import type { DialogApi } from './dialog-context';
import { DialogFrame } from './DialogFrame';

/**
 * A choice; an inactive one names a record a value may still point at, but is not offered. A
 * mark is shown beside the label where the choice is made (a trading partner's company).
 */
export type SelectOption = { value: string; label: string; inactive?: boolean; mark?: string };

/**
 * The words a picker shows for an option: its label, and its mark when it has one.
 * @example pickerLabel({ value: 'c1', label: 'Gippsland Dairy', mark: 'you trade with them' }) // 'Gippsland Dairy (you trade with them)'
 */
export function pickerLabel(option: SelectOption): string {
  return option.mark === undefined ? option.label : `${option.label} (${option.mark})`;
}

type Common = {
  title: string;
  options: readonly SelectOption[];
  /** A selection must exist to accept (non-empty when multiple). */
  required?: boolean;
  opened?: boolean;
  onCancel: () => void;
};

export type SelectDialogProps =
  | (Common & { multiple?: false; initial?: string | null; onSubmit: (value: string | null) => void })
  | (Common & { multiple: true; initial?: readonly string[]; onSubmit: (values: string[]) => void });

/**
 * Pick one or several options (350 wide, a 400 high list). When required, OK stays
 * disabled until something is selected.
 * @example <SelectDialog title="Choose Courier" options={couriers} required onSubmit={save} onCancel={close} />
 */
export function SelectDialog(props: SelectDialogProps) {
  const [selected, setSelected] = useState<readonly string[]>(() => {
    if (props.multiple === true) return props.initial ?? [];
    return props.initial == null ? [] : [props.initial];
  });
  const toggle = (value: string) => {
    if (props.multiple !== true) setSelected([value]);
    else
      setSelected((current) =>
        current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value],
      );
  };
  const accept = () => {
    if (props.multiple === true) props.onSubmit([...selected]);
    else props.onSubmit(selected[0] ?? null);
  };
  return (
    <DialogFrame
      title={props.title}
      opened={props.opened}
      width={SELECT_DIALOG_WIDTH}
      onCancel={props.onCancel}
      onAccept={accept}
      acceptDisabled={props.required === true && selected.length === 0}
    >
      <ScrollArea h={SELECT_LIST_HEIGHT}>
        <Stack gap={2} role={props.multiple === true ? 'group' : 'radiogroup'} aria-label={props.title}>
          {props.options.map((option) =>
            props.multiple === true ? (
              <Checkbox
                key={option.value}
                label={pickerLabel(option)}
                checked={selected.includes(option.value)}
                onChange={() => toggle(option.value)}
                p={6}
              />
            ) : (
              <UnstyledButton
                key={option.value}
                role="radio"
                aria-checked={selected.includes(option.value)}
                onClick={() => toggle(option.value)}
                p={6}
                bg={selected.includes(option.value) ? 'var(--mantine-color-navy-light)' : undefined}
                style={{ borderRadius: 4 }}
              >
                <Text size="sm">{pickerLabel(option)}</Text>
              </UnstyledButton>
            ),
          )}
        </Stack>
      </ScrollArea>
    </DialogFrame>
  );
}

/**
 * Opens a single-select dialog; resolves with the chosen value, rejects when cancelled.
 * @example const courierID = await selectOne(dialogs, { title: 'Choose Courier', options, required: true })
 */
export function selectOne(
  dialogs: DialogApi,
  props: Omit<Common, 'onCancel' | 'opened'> & { initial?: string | null },
): Promise<string | null> {
  return dialogs.open<string | null>(({ resolve, cancel }) => (
    <SelectDialog {...props} onSubmit={resolve} onCancel={cancel} />
  ));
}

/**
 * Opens a multi-select dialog; resolves with the chosen values, rejects when cancelled.
 * @example const tags = await selectMany(dialogs, { title: 'Tags', options, required: true })
 */
export function selectMany(
  dialogs: DialogApi,
  props: Omit<Common, 'onCancel' | 'opened'> & { initial?: readonly string[] },
): Promise<string[]> {
  return dialogs.open<string[]>(({ resolve, cancel }) => (
    <SelectDialog {...props} multiple onSubmit={resolve} onCancel={cancel} />
  ));
}
