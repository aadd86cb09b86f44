import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../session/session-context';
import { DayField } from '../../blocks/DateFields';
import { useVirtualWindow } from '../../blocks/use-virtual-window';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useRecords } from '../../data/use-records';
import { addDays, localDayOf } from '../../domain/order-dates';
import { sessionTimeZone } from '../../session/portal-access';
import { formatInZone } from '../../domain/formats';
import {
  cellKey,
  columnTotals,
  sheetFromOrders,
  sheetReducer,
  sheetSaves,
  slotOnDay,
  type SheetGrid,
  type SheetScope,
} from './flow';
import { saveSheetOrders, type SheetOrderSave } from './commands/save-sheet-orders';
import { sheetOrder } from './sheet-orders';
import { textOf } from '../../domain/unknown-values';

const ROW_HEIGHT = 36;

const VIEWPORT_HEIGHT = 520;
const NAME_WIDTH = 220;
const CELL_WIDTH = 84;

/**
 * /hub/order-sheets: customers (rows) by products (columns) for one delivery day, entered like a
 * spreadsheet (arrows, type a number, Enter moves down, Backspace clears), with column totals;
 * Save Orders creates or updates one order per changed customer. Rows are virtualised. A chosen
 * order sheet (?sheet=id) shows only its customer group's customers and its product group's
 * products, and the orders in its slot; new orders go in that slot's delivery of the day.
 */
export default function OrderSheetsHub() {
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const runCommand = useRunCommand();
  const orders = useRecords('customer-orders');
  const customers = useRecords('customers');
  const products = useRecords('products');
  const priceTiers = useRecords('supplier-price-tiers');
  const tethers = useRecords('product-tethers');
  const automaticLineItems = useRecords('automatic-line-items');
  const deliveryFees = useRecords('delivery-fees');
  const zones = useRecords('zones');
  const locations = useRecords('locations');
  const sheets = useRecords('order-sheets');
  const slots = useRecords('order-slots');
  const [sheetID, setSheetID] = useState<string | null>(() =>
    new URLSearchParams(globalThis.location?.search ?? '').get('sheet'),
  );
  // ?day=yyyy-MM-dd opens that day's sheet; tomorrow's by default.
  const [day, setDay] = useState(() => {
    const asked = new URLSearchParams(globalThis.location?.search ?? '').get('day');
    return asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked)
      ? asked
      : addDays(localDayOf(new Date(), timeZone), 1);
  });
  const sheet = (sheets ?? []).find((row) => row.id === sheetID && row.isInactive !== true) ?? null;
  const scope: SheetScope = useMemo(
    () =>
      sheet === null
        ? {}
        : {
            orderSlotID: textOf(sheet.orderSlotID),
            customerGroupID: textOf(sheet.customerGroupID),
            productGroupID: textOf(sheet.productGroupID),
          },
    [sheet],
  );
  const slot =
    scope.orderSlotID == null ? null : ((slots ?? []).find((row) => row.id === scope.orderSlotID) ?? null);
  // The sheet's slot delivers on the day, or nothing can be ordered in it that day.
  const delivery = slot === null ? null : slotOnDay(slot, day, timeZone);
  const slotClosed = scope.orderSlotID != null && delivery === null;
  const ready =
    orders !== undefined &&
    customers !== undefined &&
    products !== undefined &&
    (sheetID === null || sheets !== undefined);
  const loaded = useMemo(
    () => (ready ? sheetFromOrders(orders, customers, products, day, timeZone, scope) : null),
    [ready, orders, customers, products, day, timeZone, scope],
  );
  const [grid, dispatch] = useReducer(
    (
      state: SheetGrid | null,
      action: Parameters<typeof sheetReducer>[1] | { type: 'reset'; grid: SheetGrid | null },
    ) => (action.type === 'reset' ? action.grid : state === null ? null : sheetReducer(state, action)),
    null,
  );
  // A pull refreshes the sheet unless it holds unsaved entries (a new day always loads).
  const dirty = useRef<{ day: string; dirty: boolean }>({ day, dirty: false });
  useEffect(() => {
    if (dirty.current.dirty && dirty.current.day === day) return;
    dispatch({ type: 'reset', grid: loaded });
  }, [loaded, day]);
  const { window: rows, onScroll } = useVirtualWindow(
    grid?.customers.length ?? 0,
    ROW_HEIGHT,
    VIEWPORT_HEIGHT,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const totals = useMemo(() => (grid === null ? new Map<string, number>() : columnTotals(grid)), [grid]);
  const saves = useMemo(() => (grid === null ? [] : sheetSaves(grid)), [grid]);
  useEffect(() => {
    dirty.current = { day, dirty: saves.length > 0 || grid?.entry != null };
  });

  // The cursor's row stays in view while moving with the keys.
  useEffect(() => {
    const element = scroller.current;
    if (element === null || grid === null) return;
    const top = grid.cursor.row * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + VIEWPORT_HEIGHT - ROW_HEIGHT)
      element.scrollTop = top - VIEWPORT_HEIGHT + 2 * ROW_HEIGHT;
  }, [grid]);

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Tab: [0, event.shiftKey ? -1 : 1],
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      dispatch({ type: 'move', rows: move[0], cols: move[1] });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'enter' });
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      dispatch({ type: 'backspace' });
    } else if (event.key === 'Escape') {
      dispatch({ type: 'escape' });
    } else if (/^[0-9.]$/.test(event.key)) {
      event.preventDefault();
      dispatch({ type: 'typed', key: event.key });
    }
  };

  const save = async () => {
    if (grid === null || slotClosed) return;
    const sources = {
      products: products ?? [],
      priceTiers: priceTiers ?? [],
      tethers: tethers ?? [],
      automaticLineItems: automaticLineItems ?? [],
      deliveryFees: deliveryFees ?? [],
      zones: zones ?? [],
      locations: locations ?? [],
      orders: orders ?? [],
      companyID: null,
    };
    const plan: SheetOrderSave[] = [];
    for (const entry of saves) {
      const agreement = (customers ?? []).find((row) => row.id === entry.agreementID);
      if (agreement === undefined) continue;
      const existing =
        entry.orderID === null ? null : ((orders ?? []).find((row) => row.id === entry.orderID) ?? null);
      const fields = sheetOrder(
        entry,
        existing,
        agreement,
        { ...sources, companyID: typeof agreement.sellerID === 'string' ? agreement.sellerID : null },
        day,
        timeZone,
        delivery,
      );
      plan.push({
        agreementID: entry.agreementID,
        id: existing?.id ?? crypto.randomUUID(),
        isNew: existing === null,
        fields,
      });
    }
    await runCommand(saveSheetOrders, { orders: plan });
    const count = plan.length;
    const created = new Map(grid.orderIDs);
    for (const order of plan) if (order.isNew) created.set(order.agreementID, order.id);
    // A second save of the same row changes the order just made instead of making another.
    dispatch({ type: 'reset', grid: { ...grid, original: new Map(grid.cells), orderIDs: created } });
    setMessage(`Saved ${count} ${count === 1 ? 'order' : 'orders'}`);
  };

  const width = NAME_WIDTH + (grid?.products.length ?? 0) * CELL_WIDTH;
  return (
    <Stack gap="md" p="md" data-testid="order-sheets-hub">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Order Sheets</Title>
        <Group align="flex-end">
          <Select
            label="Order Sheet"
            placeholder="All customers and products"
            clearable
            data={(sheets ?? [])
              .filter((row) => row.isInactive !== true)
              .map((row) => ({ value: row.id, label: textOf(row.orderSheetName) ?? row.id }))}
            value={sheet?.id ?? null}
            // Unsaved entries belong to the sheet they were typed into: save them first.
            disabled={saves.length > 0}
            onChange={setSheetID}
          />
          <DayField label="Delivery Day" value={day} onChange={(next) => next !== '' && setDay(next)} />
          <Button size="md" disabled={saves.length === 0 || slotClosed} onClick={() => void save()}>
            Save Orders{saves.length > 0 ? ` (${saves.length})` : ''}
          </Button>
        </Group>
      </Group>
      {message !== null && (
        <Alert color="green" withCloseButton onClose={() => setMessage(null)} data-testid="sheet-saved">
          {message}
        </Alert>
      )}
      {slot !== null && (
        <Text size="sm" data-testid="sheet-slot">
          {delivery === null
            ? `${textOf(slot.slotName) ?? 'The slot'} delivers nothing on this day: choose another day.`
            : `${textOf(slot.slotName) ?? 'Slot'}: delivered ${formatInZone(delivery.deliverBy, 'd MMM h:mm a', timeZone)}, order by ${formatInZone(delivery.orderBy, 'd MMM h:mm a', timeZone)}`}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Arrow keys move, type a number and Enter to move down, Backspace clears.
      </Text>
      {grid !== null && (
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
      )}
    </Stack>
  );
}
