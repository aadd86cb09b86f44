import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { saveProblem, type OrderEditorState } from '../../../domain/ordering/order-editor-state';
import { writableOrder } from './order-writes';

export type PlaceInstantOrderState = { editor: OrderEditorState; id: string };

/** Instant Order's save: a new customer order from the keyed-in customer and lines. */
export const placeInstantOrder: Command<PlaceInstantOrderState> = {
  name: 'place-instant-order',
  label: 'Save Order',
  isEnabled: (state) => saveProblem(state.editor) === null,
  perform: (state) => [writes.create('customer-orders', state.id, writableOrder(state.editor))],
};
