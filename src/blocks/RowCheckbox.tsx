import { Checkbox } from '@mantine/core';
import type { MouseEvent } from 'react';

export type RowCheckboxProps = {
  checked: boolean;
  onChange: () => void;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
  'aria-label': string;
};

/**
 * A row's tick in a list's multiple selection (Mantine's Checkbox, extra-small). Its own module:
 * a list loads it when Select Multiple is first turned on (RowCheckboxOnDemand), not with its rows.
 * @example <RowCheckbox checked={isSelected} onChange={() => toggle(row)} aria-label={`Select ${row.id}`} />
 */
export function RowCheckbox(props: RowCheckboxProps) {
  return <Checkbox size="xs" {...props} />;
}
