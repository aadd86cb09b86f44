import { Paper } from '@mantine/core';
import { useEffect, useMemo, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { useVirtualWindow } from '../../blocks/use-virtual-window';
import { cellKey, columnTotals, type SheetAction, type SheetGrid } from './flow';
import { sheetKeyAction } from './sheet-keys';

const ROW_HEIGHT = 36;
const VIEWPORT_HEIGHT = 520;
const NAME_WIDTH = 220;
const CELL_WIDTH = 84;

type OrderSheetGridProps = { grid: SheetGrid; dispatch: Dispatch<SheetAction> };

/**
 * The sheet as a keyboard grid: products across, customers down (only the rows in view are drawn),
 * the cursor's cell highlighted and kept in view, and each product's total at the foot.
 * @example <OrderSheetGrid grid={grid} dispatch={dispatch} />
 */
export function OrderSheetGrid({ grid, dispatch }: OrderSheetGridProps) {
  const { window: rows, onScroll } = useVirtualWindow(grid.customers.length, ROW_HEIGHT, VIEWPORT_HEIGHT);
  const scroller = useRef<HTMLDivElement>(null);
  const totals = useMemo(() => columnTotals(grid), [grid]);

  // The cursor's row stays in view while moving with the keys.
  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const top = grid.cursor.row * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + VIEWPORT_HEIGHT - ROW_HEIGHT)
      element.scrollTop = top - VIEWPORT_HEIGHT + 2 * ROW_HEIGHT;
  }, [grid]);

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const pressed = sheetKeyAction(event.key, event.shiftKey);
    if (pressed === null) return;
    if (!pressed.keep) event.preventDefault();
    dispatch(pressed.action);
  };

  const width = NAME_WIDTH + grid.products.length * CELL_WIDTH;
  return (
    <Paper withBorder style={{ overflowX: 'auto' }}>
      <div
        role="grid"
        aria-label="Order sheet"
        aria-rowcount={grid.customers.length + 2}
        aria-colcount={grid.products.length + 1}
        tabIndex={0}
        onKeyDown={keys}
        style={{ width, outline: 'none' }}
        data-testid="order-sheet"
      >
        <div
          role="row"
          style={{
            display: 'flex',
            height: ROW_HEIGHT * 1.5,
            fontWeight: 600,
            borderBottom: '1px solid var(--mantine-color-gray-4)',
          }}
        >
          <div role="columnheader" style={{ width: NAME_WIDTH, padding: 6 }}>
            Customer
          </div>
          {grid.products.map((product) => (
            <div
              key={product.id}
              role="columnheader"
              title={product.name}
              style={{
                width: CELL_WIDTH,
                padding: 6,
                fontSize: 12,
                overflow: 'hidden',
                textAlign: 'right',
              }}
            >
              {product.code || product.name}
            </div>
          ))}
        </div>
        <div ref={scroller} onScroll={onScroll} style={{ height: VIEWPORT_HEIGHT, overflowY: 'auto' }}>
          <div style={{ height: rows.before }} />
          {grid.customers.slice(rows.start, rows.end).map((customer, offset) => {
            const row = rows.start + offset;
            return (
              <div
                key={customer.agreementID}
                role="row"
                aria-rowindex={row + 2}
                style={{
                  display: 'flex',
                  height: ROW_HEIGHT,
                  borderBottom: '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <div
                  role="rowheader"
                  style={{
                    width: NAME_WIDTH,
                    padding: 6,
                    overflow: 'hidden',
                    whiteSpace: 'nowrap',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {customer.name}
                </div>
                {grid.products.map((product, col) => {
                  const active = grid.cursor.row === row && grid.cursor.col === col;
                  const value =
                    active && grid.entry !== null
                      ? grid.entry
                      : (grid.cells.get(cellKey(customer.agreementID, product.id)) ?? '');
                  return (
                    <div
                      key={product.id}
                      role="gridcell"
                      aria-selected={active}
                      aria-label={`${customer.name} ${product.name}`}
                      onClick={() => dispatch({ type: 'moveTo', row, col })}
                      style={{
                        width: CELL_WIDTH,
                        padding: 6,
                        textAlign: 'right',
                        cursor: 'cell',
                        background: active ? 'var(--mantine-color-blue-light)' : undefined,
                        outline: active ? '2px solid var(--mantine-color-blue-6)' : undefined,
                      }}
                    >
                      {value}
                    </div>
                  );
                })}
              </div>
            );
          })}
          <div style={{ height: rows.after }} />
        </div>
        <div
          role="row"
          style={{
            display: 'flex',
            height: ROW_HEIGHT,
            fontWeight: 700,
            borderTop: '2px solid var(--mantine-color-gray-4)',
          }}
          data-testid="sheet-totals"
        >
          <div role="rowheader" style={{ width: NAME_WIDTH, padding: 6 }}>
            Total
          </div>
          {grid.products.map((product) => (
            <div
              key={product.id}
              role="gridcell"
              aria-label={`Total ${product.name}`}
              style={{ width: CELL_WIDTH, padding: 6, textAlign: 'right' }}
            >
              {totals.get(product.id) ?? ''}
            </div>
          ))}
        </div>
      </div>
    </Paper>
  );
}
