import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { CELL_FORMATTERS } from './cell-formatters';
import type { CellContext } from './cell-text';
import { cellValue, type ListColumn, type ListRow } from './list-columns';
import { useVirtualWindow } from './use-virtual-window';

/** Height of a table row; fixed so only the rows in view need rendering. */
export const TABLE_ROW_HEIGHT = 40;

export type ListTableProps = {
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
  /** Width of the row-actions column in px. */
  actionsWidth?: number;
};

/**
 * The desktop list: a table rendering only the rows in view, so 10,000 rows scroll smoothly.
 * @example <ListTable columns={listColumns(products)} rows={rows} selected={[]} multiSelect={false} onRowClick={open} height={600} timeZone={zone} />
 */
export function ListTable({ columns, rows, selected, multiSelect, onRowClick, height, timeZone, referenceLabel, rowActions, actionsWidth = 240 }: ListTableProps) {
  const { window, onScroll } = useVirtualWindow(rows.length, TABLE_ROW_HEIGHT, height);
  const span = columns.length + (multiSelect ? 1 : 0) + (rowActions === undefined ? 0 : 1);
  const visible = rows.slice(window.start, window.end);
  return (
    <div style={{ height, overflowY: 'auto' }} onScroll={onScroll} data-testid="list-scroller">
      <Table stickyHeader highlightOnHover aria-rowcount={rows.length + 1} style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          <Table.Tr>
            {multiSelect && <Table.Th w={40} aria-label="Selected" />}
            {columns.map((column) => (
              <Table.Th key={column.name} style={{ textAlign: column.align }}>
                {column.label}
              </Table.Th>
            ))}
            {rowActions !== undefined && <Table.Th w={actionsWidth} aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {window.before > 0 && (
            <tr aria-hidden="true" style={{ height: window.before }}>
              <td colSpan={span} />
            </tr>
          )}
          {visible.map((row, index) => {
            const isSelected = selected.includes(row.id);
            return (
              <Table.Tr
                key={row.id}
                aria-rowindex={window.start + index + 2}
                aria-selected={isSelected}
                bg={isSelected ? 'var(--mantine-color-navy-light)' : undefined}
                style={{ height: TABLE_ROW_HEIGHT, cursor: 'pointer', opacity: row.isInactive === true ? 0.6 : 1 }}
                onClick={() => onRowClick(row)}
              >
                {multiSelect && (
                  <Table.Td>
                    <Checkbox size="xs" checked={isSelected} onChange={() => onRowClick(row)} onClick={(event) => event.stopPropagation()} aria-label={`Select ${row.id}`} />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.name} style={{ textAlign: column.align, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {CELL_FORMATTERS[column.field.kind](cellValue(row, column.name), referenceLabel === undefined ? { field: column.field, timeZone } : { field: column.field, timeZone, referenceLabel })}
                  </Table.Td>
                ))}
                {rowActions !== undefined && (
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                    {rowActions(row)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {window.after > 0 && (
            <tr aria-hidden="true" style={{ height: window.after }}>
              <td colSpan={span} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
