import { FIELD_REQUIRED_MESSAGE } from '../../domain/field-validation';
import {
  orderTotals,
  priceLine,
  type OrderTotals,
  type PricedOrderLine,
  type TaxType,
  type UnitPriceIncrement,
} from '../../domain/order-pricing';
import { parseScheduleExpression } from '../../domain/schedule-expression';
import { DEFAULT_SCHEDULE_EXPRESSION } from '../../domain/schedule-editor';
import { joinAdjustmentTexts, splitAdjustmentTexts } from '../../domain/standing-order-schedule';
import type { StandingOrderFields, StandingOrderRecord } from './order-calendar';

/**
 * The standing order editor's state, free of React: the record being edited (name, partner,
 * delivery location, schedule and lead time, on/off, lines, order slots with their own
 * schedules, and each schedule's adjustments), what changed, what is wrong, and the lines
 * priced as an order prices them.
 */

export type EditorLine = { productID: string; quantity: number };

export type EditorSlot = {
  id: string;
  slotName: string;
  cronExpression: string;
  isOn: boolean;
  /** One stored adjustment text each. */
  adjustments: string[];
};

export type StandingDraft = {
  standingOrderName: string;
  supplyAgreementID: string | null;
  locationID: string | null;
  cronExpression: string;
  isOn: boolean;
  isBuyerCourier: boolean;
  /** The order's own adjustments, used while it has no order slots. */
  adjustments: string[];
  orderItems: EditorLine[];
  orderSlots: EditorSlot[];
};

export type StandingEditorState = { original: StandingDraft; draft: StandingDraft; submitted: boolean };

export type StandingEditorAction =
  | { type: 'load'; record: Readonly<StandingOrderRecord> | null }
  | {
      type: 'set';
      patch: Partial<
        Pick<
          StandingDraft,
          | 'standingOrderName'
          | 'supplyAgreementID'
          | 'locationID'
          | 'cronExpression'
          | 'isOn'
          | 'isBuyerCourier'
          | 'adjustments'
        >
      >;
    }
  | { type: 'add-line'; productID: string }
  | { type: 'set-quantity'; index: number; quantity: number }
  | { type: 'remove-line'; index: number }
  | { type: 'add-slot'; id: string }
  | { type: 'set-slot'; index: number; patch: Partial<Omit<EditorSlot, 'id'>> }
  | { type: 'remove-slot'; index: number }
  | { type: 'submitted' };

/**
 * The editable draft of a stored standing order (or a new one, on the default schedule).
 * @example draftOf(null).cronExpression // '0 0 * * 1'
 */
export function draftOf(record: Readonly<StandingOrderRecord> | null): StandingDraft {
  return {
    standingOrderName: record?.standingOrderName || '',
    supplyAgreementID: record?.supplyAgreementID || null,
    locationID: record?.locationID || null,
    cronExpression: record?.cronExpression || DEFAULT_SCHEDULE_EXPRESSION,
    isOn: record === null ? true : record.isOn === true,
    isBuyerCourier: record?.isBuyerCourier === true,
    adjustments: splitAdjustmentTexts(record?.adjustments),
    orderItems: (record?.orderItems ?? []).flatMap((item) =>
      typeof item.productID === 'string'
        ? [{ productID: item.productID, quantity: typeof item.quantity === 'number' ? item.quantity : 0 }]
        : [],
    ),
    orderSlots: (record?.orderSlots ?? []).map((slot, index) => ({
      id: slot.id || `slot-${index + 1}`,
      slotName: slot.slotName || '',
      cronExpression: slot.cronExpression || '',
      isOn: slot.isOn !== false,
      adjustments: splitAdjustmentTexts(slot.adjustments),
    })),
  };
}

/** A fresh editor for a record (null: a new standing order). */
export function standingEditorState(record: Readonly<StandingOrderRecord> | null): StandingEditorState {
  const draft = draftOf(record);
  return { original: draft, draft, submitted: false };
}

function withDraft(state: StandingEditorState, draft: StandingDraft): StandingEditorState {
  return { ...state, draft };
}

/**
 * @example standingEditor(state, { type: 'add-line', productID: 'milk' }).draft.orderItems.at(-1) // { productID: 'milk', quantity: 1 }
 */
export function standingEditor(
  state: StandingEditorState,
  action: StandingEditorAction,
): StandingEditorState {
  const { draft } = state;
  switch (action.type) {
    case 'load':
      return standingEditorState(action.record);
    case 'set':
      return withDraft(state, { ...draft, ...action.patch });
    case 'add-line': {
      // A product already on the order gets one more instead of a second line.
      const index = draft.orderItems.findIndex((line) => line.productID === action.productID);
      const orderItems =
        index === -1
          ? [...draft.orderItems, { productID: action.productID, quantity: 1 }]
          : draft.orderItems.map((line, at) =>
              at === index ? { ...line, quantity: line.quantity + 1 } : line,
            );
      return withDraft(state, { ...draft, orderItems });
    }
    case 'set-quantity':
      return withDraft(state, {
        ...draft,
        orderItems: draft.orderItems.map((line, at) =>
          at === action.index ? { ...line, quantity: action.quantity } : line,
        ),
      });
    case 'remove-line':
      return withDraft(state, {
        ...draft,
        orderItems: draft.orderItems.filter((_, at) => at !== action.index),
      });
    case 'add-slot':
      return withDraft(state, {
        ...draft,
        orderSlots: [
          ...draft.orderSlots,
          { id: action.id, slotName: '', cronExpression: draft.cronExpression, isOn: true, adjustments: [] },
        ],
      });
    case 'set-slot':
      return withDraft(state, {
        ...draft,
        orderSlots: draft.orderSlots.map((slot, at) =>
          at === action.index ? { ...slot, ...action.patch } : slot,
        ),
      });
    case 'remove-slot':
      return withDraft(state, {
        ...draft,
        orderSlots: draft.orderSlots.filter((_, at) => at !== action.index),
      });
    case 'submitted':
      return { ...state, submitted: true };
  }
}

export type StandingErrors = Partial<
  Record<'standingOrderName' | 'supplyAgreementID' | 'cronExpression' | 'orderItems', string>
> & {
  lines?: Record<number, string>;
  slots?: Record<number, string>;
};

function scheduleError(expression: string): string | undefined {
  if (expression.trim() === '') return FIELD_REQUIRED_MESSAGE;
  const parsed = parseScheduleExpression(expression);
  return parsed.ok ? undefined : parsed.error;
}

/**
 * What must be put right before saving: a name, the partner, a valid schedule, at least one
 * line, quantities above 0 and each slot's schedule valid.
 * @example Object.keys(standingErrors(draftOf(null))) // ['standingOrderName', 'supplyAgreementID', 'orderItems']
 */
export function standingErrors(draft: StandingDraft): StandingErrors {
  const errors: StandingErrors = {};
  if (draft.standingOrderName.trim() === '') errors.standingOrderName = FIELD_REQUIRED_MESSAGE;
  if (draft.supplyAgreementID === null) errors.supplyAgreementID = FIELD_REQUIRED_MESSAGE;
  const schedule = scheduleError(draft.cronExpression);
  if (schedule !== undefined) errors.cronExpression = schedule;
  if (draft.orderItems.length === 0) errors.orderItems = 'Add at least one product';
  const lines: Record<number, string> = {};
  draft.orderItems.forEach((line, index) => {
    if (!(line.quantity > 0)) lines[index] = 'Quantity must be above 0';
  });
  if (Object.keys(lines).length > 0) errors.lines = lines;
  const slots: Record<number, string> = {};
  draft.orderSlots.forEach((slot, index) => {
    const error = scheduleError(slot.cronExpression);
    if (error !== undefined) slots[index] = error;
  });
  if (Object.keys(slots).length > 0) errors.slots = slots;
  return errors;
}

export function hasErrors(errors: StandingErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The record's fields as stored: adjustments joined into their stored text. */
export function fieldsOf(draft: StandingDraft): StandingOrderFields {
  return {
    standingOrderName: draft.standingOrderName.trim(),
    supplyAgreementID: draft.supplyAgreementID,
    locationID: draft.locationID,
    cronExpression: draft.cronExpression.trim(),
    isOn: draft.isOn,
    isBuyerCourier: draft.isBuyerCourier,
    adjustments: joinAdjustmentTexts(draft.adjustments),
    orderItems: draft.orderItems.map((line) => ({ productID: line.productID, quantity: line.quantity })),
    orderSlots: draft.orderSlots.map((slot) => ({
      id: slot.id,
      slotName: slot.slotName.trim() === '' ? null : slot.slotName.trim(),
      cronExpression: slot.cronExpression.trim(),
      isOn: slot.isOn,
      adjustments: joinAdjustmentTexts(slot.adjustments),
    })),
  };
}

/**
 * The fields that differ from the record as loaded (what a save writes).
 * @example changedFields(state) // { cronExpression: '0 6 * * 2 1440' }
 */
export function changedFields(state: StandingEditorState): StandingOrderFields {
  const before = new Map(Object.entries(fieldsOf(state.original)));
  const after = fieldsOf(state.draft);
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(before.get(field)),
    ),
  ) as StandingOrderFields;
}

export type ProductInfo = { productName: string; taxType: TaxType | null };
export type LinePrice = { unitPrice: number; unitPriceIncrements: UnitPriceIncrement[] | null };

export type PricedEditorLine = PricedOrderLine<{
  productID: string;
  quantity: number;
  unitPrice: number;
  unitPriceIncrements: UnitPriceIncrement[] | null;
  taxType: TaxType | null;
  description: string;
}>;

/**
 * The lines priced as an order prices them at the partner's prices (tiers and tax), with
 * their totals before the seller's automatic lines (those the services add to each order).
 * @example pricedLines(draft.orderItems, products, prices).totals.amountTotal
 */
export function pricedLines(
  lines: readonly EditorLine[],
  products: ReadonlyMap<string, ProductInfo>,
  prices: ReadonlyMap<string, LinePrice>,
): { lines: PricedEditorLine[]; totals: OrderTotals } {
  const priced = lines.map((line) => {
    const product = products.get(line.productID);
    const price = prices.get(line.productID) ?? { unitPrice: 0, unitPriceIncrements: null };
    return priceLine({
      productID: line.productID,
      quantity: line.quantity,
      unitPrice: price.unitPrice,
      unitPriceIncrements: price.unitPriceIncrements,
      taxType: product?.taxType ?? null,
      description: product?.productName ?? line.productID,
    });
  });
  return { lines: priced, totals: orderTotals(priced) };
}
