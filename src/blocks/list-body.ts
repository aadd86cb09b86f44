import type { ReactNode } from 'react';
import type { CellContext } from './cell-text';
import type { ListColumn, ListRow } from './list-columns';

/**
 * What both bodies of the list panel take: the desktop table (ListTable) and the phone list
 * (ListMobile), so the panel hands either the same object.
 * @example const body: ListBodyProps = { columns, rows, selected: [], multiSelect: false, onRowClick: open, height: 600, timeZone };
 */
export type ListBodyProps = {
  columns: readonly ListColumn[];
  rows: readonly ListRow[];
  selected: readonly string[];
  multiSelect: boolean;
  onRowClick: (row: ListRow) => void;
  /** Height of the scrolling area in px. */
  height: number;
  timeZone: string;
  referenceLabel?: CellContext['referenceLabel'];
  /** Buttons at the end of a row (restore, delete, open in a new tab, sync state). */
  rowActions?: (row: ListRow) => ReactNode;
};
