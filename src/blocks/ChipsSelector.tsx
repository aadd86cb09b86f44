import { Chip, Group, Input } from '@mantine/core';
import type { SelectOption } from './SelectDialog';

type Common = {
  label?: string;
  options: readonly SelectOption[];
  /** Dense (small chips) by default. */
  dense?: boolean;
  disabled?: boolean;
};

export type ChipsSelectorProps =
  | (Common & { multiple?: false; value: string | null; onChange: (value: string) => void })
  | (Common & { multiple: true; value: readonly string[]; onChange: (values: string[]) => void });

/**
 * Options as chips, one or several chosen; dense by default.
 * @example <ChipsSelector label="Mode" options={[{ value: 'Manual', label: 'Manual' }, { value: 'Auto', label: 'Auto' }]} value={mode} onChange={setMode} />
 */
export function ChipsSelector(props: ChipsSelectorProps) {
  const size = props.dense === false ? 'sm' : 'xs';
  const chips = (
    <Group gap={6}>
      {props.options.map((option) => (
        <Chip key={option.value} value={option.value} size={size} disabled={props.disabled}>
          {option.label}
        </Chip>
      ))}
    </Group>
  );
  return (
    <Input.Wrapper label={props.label} role="group" aria-label={props.label}>
      {props.multiple === true ? (
        <Chip.Group multiple value={[...props.value]} onChange={props.onChange}>
          {chips}
        </Chip.Group>
      ) : (
        <Chip.Group value={props.value ?? ''} onChange={props.onChange}>
          {chips}
        </Chip.Group>
      )}
    </Input.Wrapper>
  );
}
