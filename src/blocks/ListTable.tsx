import { useLayoutEffect, useRef, useState } from 'react';
import { CELL_FORMATTERS } from './cell-formatters';
import { cellText } from './cell-text';
import { OrderStatusBadge } from './OrderStatusBadge';
import { RowCheckboxOnDemand } from './RowCheckboxOnDemand';
import type { ListBodyProps } from './list-body';
import { cellValue } from './list-columns';
import classes from './ListTable.module.css';
import { useVirtualWindow } from './use-virtual-window';

/** Height of a table row; fixed so only the rows in view need rendering. */
export const TABLE_ROW_HEIGHT = 40;
/** The actions column's cell padding (Mantine's xs horizontal spacing, both sides). */
const ACTIONS_CELL_PADDING = 20;
const DEFAULT_ACTIONS_WIDTH = 48;

/**
 * The widest row-actions content among the rendered rows, in px (0 when nothing measures).
 * The column is sized to it, so a row showing only the new-tab link does not reserve room
 * for Restore, Delete and a sync badge it does not show.
 */
function widestActions(scroller: HTMLElement | null): number {
  let widest = 0;
  scroller?.querySelectorAll<HTMLElement>('[data-row-actions]').forEach((cell) => {
    widest = Math.max(widest, cell.scrollWidth);
  });
  return widest;
}

export type ListTableProps = ListBodyProps & {
  /** Width of the row-actions column in px until the actions shown are measured (and where nothing measures, as in jsdom). */
  actionsWidth?: number;
};

/**
 * The desktop list: a table rendering only the rows in view, so 10,000 rows scroll smoothly.
 * @example <ListTable columns={listColumns(products)} rows={rows} selected={[]} multiSelect={false} onRowClick={open} height={600} timeZone={zone} />
 */
export function ListTable({
  columns,
  rows,
  selected,
  multiSelect,
  onRowClick,
  height,
  timeZone,
  referenceLabel,
  rowActions,
  actionsWidth = DEFAULT_ACTIONS_WIDTH,
}: ListTableProps) {
  const { window, onScroll } = useVirtualWindow(rows.length, TABLE_ROW_HEIGHT, height);
  const scroller = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  // Before paint, whenever the rows shown or their actions change (scrolled, Delete toggled, a badge appeared).
  useLayoutEffect(() => {
    const widest = widestActions(scroller.current);
    setMeasured((current) => (widest === current ? current : widest));
  }, [rows, window.start, window.end, rowActions]);
  const actionsColumnWidth = measured > 0 ? measured + ACTIONS_CELL_PADDING : actionsWidth;
  const span = columns.length + (multiSelect ? 1 : 0) + (rowActions === undefined ? 0 : 1);
  const visible = rows.slice(window.start, window.end);
  return (
    <div ref={scroller} style={{ height, overflowY: 'auto' }} onScroll={onScroll} data-testid="list-scroller">
      {/* The browser's table, styled as Mantine's (ListTable.module.css): Mantine's Table brings floating-ui. */}
      <table className={classes.table} aria-rowcount={rows.length + 1}>
        <thead className={classes.head}>
          <tr className={classes.row}>
            {multiSelect && <th className={classes.th} style={{ width: 40 }} aria-label="Selected" />}
            {columns.map((column) => (
              <th key={column.name} className={classes.th} style={{ textAlign: column.align }}>
                {column.label}
              </th>
            ))}
            {rowActions !== undefined && (
              <th className={classes.th} style={{ width: actionsColumnWidth }} aria-label="Actions" />
            )}
          </tr>
        </thead>
        <tbody className={classes.body}>
          {window.before > 0 && (
            <tr aria-hidden="true" style={{ height: window.before }}>
              <td colSpan={span} />
            </tr>
          )}
          {visible.map((row, index) => {
            const isSelected = selected.includes(row.id);
            return (
              <tr
                key={row.id}
                className={classes.row}
                aria-rowindex={window.start + index + 2}
                aria-selected={isSelected}
                style={{
                  ...(isSelected ? { backgroundColor: 'var(--mantine-color-navy-light)' } : {}),
                  height: TABLE_ROW_HEIGHT,
                  cursor: 'pointer',
                  opacity: row.isInactive === true ? 0.6 : 1,
                }}
                onClick={() => onRowClick(row)}
              >
                {multiSelect && (
                  <td className={classes.td}>
                    <RowCheckboxOnDemand
                      checked={isSelected}
                      onChange={() => onRowClick(row)}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={`Select ${row.id}`}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td
                    key={column.name}
                    className={classes.td}
                    style={{
                      textAlign: column.align,
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {column.field.display === 'orderStatus' ? (
                      <OrderStatusBadge row={row} />
                    ) : column.field.display === 'orderName' ? (
                      cellText(column.field, cellValue(row, column.name), timeZone, referenceLabel, row)
                    ) : (
                      CELL_FORMATTERS[column.field.kind](
                        cellValue(row, column.name),
                        referenceLabel === undefined
                          ? { field: column.field, timeZone }
                          : { field: column.field, timeZone, referenceLabel, row },
                      )
                    )}
                  </td>
                ))}
                {rowActions !== undefined && (
                  <td
                    className={classes.td}
                    style={{ textAlign: 'right', whiteSpace: 'nowrap' }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {/* Laid out at its natural width, so the measure is what the row shows, not what the column allows. */}
                    <div
                      data-row-actions
                      style={{ display: 'inline-block', width: 'max-content', verticalAlign: 'middle' }}
                    >
                      {rowActions(row)}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
          {window.after > 0 && (
            <tr aria-hidden="true" style={{ height: window.after }}>
              <td colSpan={span} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
