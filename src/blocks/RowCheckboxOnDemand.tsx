import { lazy, Suspense } from 'react';
import type { RowCheckboxProps } from './RowCheckbox';

const RowCheckbox = lazy(() => import('./RowCheckbox').then((module) => ({ default: module.RowCheckbox })));

/**
 * A row's tick in a list's multiple selection, its code (Mantine's Checkbox, 3 KB gzipped)
 * loaded when Select Multiple is first turned on: until it came, the browser's own checkbox
 * with the same state and name stands in (it ticks and announces the same).
 * @example <RowCheckboxOnDemand checked={isSelected} onChange={() => toggle(row)} aria-label={`Select ${row.id}`} />
 */
export function RowCheckboxOnDemand(props: RowCheckboxProps) {
  return (
    <Suspense
      fallback={
        <input
          type="checkbox"
          checked={props.checked}
          onChange={props.onChange}
          onClick={props.onClick}
          aria-label={props['aria-label']}
          style={{ width: 16, height: 16, margin: 0, verticalAlign: 'middle' }}
        />
      }
    >
      <RowCheckbox {...props} />
    </Suspense>
  );
}
