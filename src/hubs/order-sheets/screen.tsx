import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSession } from '../../session/session-context';
import { DayField } from '../../blocks/DateFields';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useRecords } from '../../data/use-records';
import { addDays, localDayOf } from '../../domain/order-dates';
import { sessionTimeZone } from '../../session/portal-access';
import { formatInZone } from '../../domain/formats';
import {
  sheetFromOrders,
  sheetReducer,
  sheetSaves,
  slotOnDay,
  type SheetGrid,
  type SheetScope,
} from './flow';
import { saveSheetOrders, type SheetOrderSave } from './commands/save-sheet-orders';
import { sheetOrder } from './sheet-orders';
import { OrderSheetGrid } from './OrderSheetGrid';
import { textOf } from '../../domain/unknown-values';

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
  const [message, setMessage] = useState<string | null>(null);
  const saves = useMemo(() => (grid === null ? [] : sheetSaves(grid)), [grid]);
  useEffect(() => {
    dirty.current = { day, dirty: saves.length > 0 || grid?.entry != null };
  });

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
      {grid !== null && <OrderSheetGrid grid={grid} dispatch={dispatch} />}
    </Stack>
  );
}
