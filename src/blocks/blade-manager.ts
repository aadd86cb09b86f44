import {
  BLADE_DEFAULT_WIDTH,
  BLADE_MIN_RESIZE_WIDTH,
  BLADE_MINIMISED_WIDTH,
  BLADE_MOBILE_BREAKPOINT,
  MAX_MAXIMISED_BLADES,
  SLIDE_QUERY_KEY,
} from './block-constants';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * Side panels (blades) as a pure state machine (spec doc 2, section 2). One blade per name:
 * opening a name that is open again gives it the new data and query and brings it forward.
 */

export type BladeData = Readonly<AnyRecord>;
export type BladeQuery = Readonly<Record<string, string>>;

export type Blade = {
  readonly name: string;
  readonly data: BladeData;
  readonly query: BladeQuery;
  /** The blade that opened it; a child closes with its parent and is never minimised to make room. */
  readonly parent: string | null;
  readonly pinned: boolean;
  readonly minimised: boolean;
  readonly width: number;
  /** When it was last opened or maximised; the lowest is the oldest. */
  readonly order: number;
};

export type BladeOpenRequest = {
  readonly name: string;
  readonly data?: BladeData;
  readonly query?: BladeQuery;
  /** Name of the opening blade; ignored when that blade is not open (no orphans). */
  readonly parent?: string | null;
  readonly pinned?: boolean;
  readonly width?: number;
};

export type BladeState = {
  readonly blades: readonly Blade[];
  /** The panel closing everything restores (usually the page's list). */
  readonly anchor: BladeOpenRequest | null;
  readonly nextOrder: number;
};

/**
 * A custom rule asked before opening: false blocks, a string blocks and is shown as a snack,
 * anything else lets the blade open.
 */
export type BladeOpenRule = (
  request: BladeOpenRequest,
  state: BladeState,
) => boolean | string | null | undefined;

export type BladeOpenResult =
  | { readonly outcome: 'opened'; readonly state: BladeState }
  | { readonly outcome: 'blocked'; readonly state: BladeState; readonly snack: string | null };

/** The id value that opens a blank item. */
export const NEW_ITEM_ID = 'new';

/**
 * A blade state with the anchor open, if one is given.
 * @example createBladeState({ name: 'products' }).blades.length // 1
 */
export function createBladeState(anchor: BladeOpenRequest | null = null): BladeState {
  const empty: BladeState = { blades: [], anchor, nextOrder: 0 };
  return anchor === null ? empty : addOrUpdate(empty, anchor);
}

/**
 * The request that opens an item's detail blade: the id as data, proxyID as a query value when set.
 * @example itemBladeRequest('product', 'new', { proxyID: 'c2' }) // { name: 'product', data: { id: 'new' }, query: { proxyID: 'c2' } }
 */
export function itemBladeRequest(
  name: string,
  id: string,
  options: { proxyID?: string | null; parent?: string | null } = {},
): BladeOpenRequest {
  const query: Record<string, string> = {};
  if (options.proxyID != null && options.proxyID !== '') query.proxyID = options.proxyID;
  return { name, data: { id }, query, parent: options.parent ?? null };
}

/**
 * Opens (or brings forward) a blade unless the rule blocks it, then minimises the oldest
 * unpinned, non-child blades past the seventh maximised.
 * @example openBlade(state, { name: 'product', data: { id: 'p1' } }, () => 'Select a customer first')
 * // { outcome: 'blocked', snack: 'Select a customer first', state }
 */
export function openBlade(
  state: BladeState,
  request: BladeOpenRequest,
  rule?: BladeOpenRule,
): BladeOpenResult {
  const verdict = rule?.(request, state);
  if (verdict === false) return { outcome: 'blocked', state, snack: null };
  if (typeof verdict === 'string') return { outcome: 'blocked', state, snack: verdict };
  return { outcome: 'opened', state: addOrUpdate(state, request) };
}

/**
 * Closes a blade and every blade that depends on it (children, grandchildren...).
 * @example closeBlade(state, 'customer') // also closes the customer's location blade
 */
export function closeBlade(state: BladeState, name: string): BladeState {
  const closing = new Set([name]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const blade of state.blades) {
      if (blade.parent !== null && closing.has(blade.parent) && !closing.has(blade.name)) {
        closing.add(blade.name);
        grew = true;
      }
    }
  }
  return { ...state, blades: state.blades.filter((blade) => !closing.has(blade.name)) };
}

/**
 * Closes every blade and restores the anchor: kept and maximised when open, opened again otherwise.
 * @example closeAllBlades(state).blades.map((b) => b.name) // ['products']
 */
export function closeAllBlades(state: BladeState): BladeState {
  if (state.anchor === null) return { ...state, blades: [] };
  const anchor = state.blades.find((blade) => blade.name === state.anchor?.name);
  // The anchor stays as the only blade, so it has no parent (it may have been opened again as another blade's child).
  const cleared: BladeState = { ...state, blades: anchor === undefined ? [] : [{ ...anchor, parent: null }] };
  return anchor === undefined ? addOrUpdate(cleared, state.anchor) : maximiseBlade(cleared, anchor.name);
}

/** @example minimiseBlade(state, 'product').blades[0].minimised // true */
export function minimiseBlade(state: BladeState, name: string): BladeState {
  return update(state, name, (blade) => ({ ...blade, minimised: true }));
}

/**
 * Minimises a blade unless it is pinned (selecting in a list may minimise the list).
 * @example minimiseUnlessPinned(state, 'products')
 */
export function minimiseUnlessPinned(state: BladeState, name: string): BladeState {
  return update(state, name, (blade) => (blade.pinned ? blade : { ...blade, minimised: true }));
}

/**
 * Maximises a blade, making it the newest, and keeps at most seven maximised.
 * @example maximiseBlade(state, 'product')
 */
export function maximiseBlade(state: BladeState, name: string): BladeState {
  if (!state.blades.some((blade) => blade.name === name)) return state;
  const order = state.nextOrder;
  const raised = update({ ...state, nextOrder: order + 1 }, name, (blade) => ({
    ...blade,
    minimised: false,
    order,
  }));
  return enforceMaximisedLimit(raised, name);
}

/** A pinned blade is never minimised to make room, nor by selecting in it. */
export function pinBlade(state: BladeState, name: string): BladeState {
  return update(state, name, (blade) => ({ ...blade, pinned: true }));
}

export function unpinBlade(state: BladeState, name: string): BladeState {
  return update(state, name, (blade) => ({ ...blade, pinned: false }));
}

/**
 * Sets a blade's width after a drag; widths below the minimum are raised to it, non-numbers ignored.
 * @example resizeBlade(state, 'product', 900)
 */
export function resizeBlade(state: BladeState, name: string, width: number): BladeState {
  if (!Number.isFinite(width)) return state;
  const clamped = Math.max(BLADE_MIN_RESIZE_WIDTH, Math.round(width));
  return update(state, name, (blade) => ({ ...blade, width: clamped }));
}

/** Updates the data and query of an open blade without bringing it forward. */
export function setBladeData(
  state: BladeState,
  name: string,
  data: BladeData,
  query?: BladeQuery,
): BladeState {
  return update(state, name, (blade) => ({ ...blade, data, query: query ?? blade.query }));
}

/** @example maximisedCount(state) // 3 */
export function maximisedCount(state: BladeState): number {
  return state.blades.filter((blade) => !blade.minimised).length;
}

/** @example findBlade(state, 'product')?.data.id // 'p1' */
export function findBlade(state: BladeState, name: string): Blade | undefined {
  return state.blades.find((blade) => blade.name === name);
}

/**
 * A blade's width on screen: the full width below 600 px, the strip when minimised, else its own.
 * @example bladeWidth(blade, 390) // '100%'
 */
export function bladeWidth(
  blade: Pick<Blade, 'minimised' | 'width'>,
  viewportWidth: number,
): number | '100%' {
  if (blade.minimised) return BLADE_MINIMISED_WIDTH;
  return viewportWidth < BLADE_MOBILE_BREAKPOINT ? '100%' : blade.width;
}

/**
 * The settings slider's section from the `slide` query value; the first section when it names none.
 * @example slideSection({ slide: 'Theme' }, ['General', 'Theme']) // 'Theme'
 */
export function slideSection<S extends string>(
  query: BladeQuery | URLSearchParams,
  sections: readonly S[],
): S | null {
  const wanted = query instanceof URLSearchParams ? query.get(SLIDE_QUERY_KEY) : query[SLIDE_QUERY_KEY];
  return sections.find((section) => section === wanted) ?? sections[0] ?? null;
}

function update(state: BladeState, name: string, change: (blade: Blade) => Blade): BladeState {
  if (!state.blades.some((blade) => blade.name === name)) return state;
  return { ...state, blades: state.blades.map((blade) => (blade.name === name ? change(blade) : blade)) };
}

function addOrUpdate(state: BladeState, request: BladeOpenRequest): BladeState {
  const existing = findBlade(state, request.name);
  if (existing !== undefined) {
    const refreshed = setBladeData(
      state,
      request.name,
      request.data ?? existing.data,
      request.query ?? existing.query,
    );
    return maximiseBlade(refreshed, request.name);
  }
  const parent =
    request.parent != null && findBlade(state, request.parent) !== undefined ? request.parent : null;
  const width =
    request.width !== undefined && Number.isFinite(request.width) ? request.width : BLADE_DEFAULT_WIDTH;
  const blade: Blade = {
    name: request.name,
    data: request.data ?? {},
    query: request.query ?? {},
    parent,
    pinned: request.pinned === true,
    minimised: false,
    width: Math.max(BLADE_MIN_RESIZE_WIDTH, width),
    order: state.nextOrder,
  };
  return enforceMaximisedLimit(
    { ...state, blades: [...state.blades, blade], nextOrder: state.nextOrder + 1 },
    blade.name,
  );
}

/**
 * Minimises the oldest unpinned non-child blades until seven stay maximised. Should only
 * pinned blades and children remain, the oldest unpinned child goes next, and failing that
 * the blade just raised opens minimised: the limit always holds and a pin is never overridden.
 */
function enforceMaximisedLimit(state: BladeState, raised: string): BladeState {
  let current = state;
  while (maximisedCount(current) > MAX_MAXIMISED_BLADES) {
    const others = current.blades
      .filter((blade) => !blade.minimised && !blade.pinned && blade.name !== raised)
      .sort((a, b) => a.order - b.order);
    const victim = others.find((blade) => blade.parent === null) ?? others[0] ?? findBlade(current, raised);
    if (victim === undefined || victim.minimised) return current;
    current = minimiseBlade(current, victim.name);
  }
  return current;
}
