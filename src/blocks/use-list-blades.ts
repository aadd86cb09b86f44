import { useEffect, useRef } from 'react';
import { useBlades, useCurrentBlade } from './blade-context';
import { findBlade, itemBladeRequest, NEW_ITEM_ID } from './blade-manager';
import { BLADE_DEFAULT_WIDTH, BLADE_MOBILE_BREAKPOINT } from './block-constants';

/**
 * A list in a blade narrower than this shows the phone list: below it a table's data columns
 * get too narrow to read beside the actions column (a page's list uses the 580 px viewport rule).
 */
export const LIST_TABLE_MIN_WIDTH = 640;

/** The list keeps this much width beside an open detail blade, or it minimises (unless pinned). */
export const LIST_WIDTH_BESIDE_BLADE = 300;

export type ListBladesOptions = {
  /** Name of the detail blade (the entity's single name); null for a list without one. */
  detail: string | null;
  /** The list's proxyID query value, passed on as the blade's query value. */
  proxyID: string | null;
  /** The list's selection and mode: clearing the selection closes the detail, multi-select opens nothing. */
  selected: readonly string[];
  multiSelect: boolean;
  /** Rows listed now (undefined while loading). */
  rowCount: number | undefined;
  /** Closes a list that became empty, unless it is the page's anchor (default on). */
  closeWhenEmpty?: boolean;
  /** Minimise the list when a detail opens, unless pinned; by default when both do not fit. */
  minimiseOnSelect?: boolean;
  /** Told when the detail blade closes (the list clears its selection). */
  onDetailClosed?: () => void;
  /**
   * Told when the user answered No to leaving the detail's unsaved edits: the list selects the
   * record still open again (its id, or null for a new one).
   */
  onOpenDeclined?: (keptId: string | null) => void;
};

export type ListBlades = {
  /** True inside a blade container: open() then opens blades instead of routes. */
  inContainer: boolean;
  /**
   * Opens the detail blade for an id ('new' creates); false when there is no container (navigate
   * instead). In multi-select mode a row opens nothing (New still does).
   */
  open: (id: string) => boolean;
  /** The phone list instead of the table: when the list's blade is narrower than 640 px; undefined outside blades. */
  mobile: boolean | undefined;
};

/**
 * Whether a list minimises beside a newly opened detail blade: when the two do not fit side by
 * side in the blade row. A phone shows one blade at a time, so it never minimises there.
 * @example listMinimisesOnSelect(1280) // false
 * @example listMinimisesOnSelect(960) // true
 */
export function listMinimisesOnSelect(rowWidth: number): boolean {
  if (rowWidth < BLADE_MOBILE_BREAKPOINT) return false;
  return rowWidth - BLADE_DEFAULT_WIDTH < LIST_WIDTH_BESIDE_BLADE;
}

/**
 * What a list does with blades: selecting opens the named detail blade with the id as data and
 * proxyID as a query value, may minimise the list, clearing the selection closes the detail, and
 * an empty list in a blade of its own closes itself.
 * @example const blades = useListBlades({ detail: 'product', proxyID, selected, multiSelect, rowCount });
 * const open = (row) => blades.open(row.id) || navigate(pathOf('product', row.id));
 */
export function useListBlades(options: ListBladesOptions): ListBlades {
  const blades = useBlades();
  const current = useCurrentBlade();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const detailOpen =
    blades !== null && options.detail !== null && findBlade(blades.state, options.detail) !== undefined;
  const wasOpen = useRef(detailOpen);
  useEffect(() => {
    if (wasOpen.current && !detailOpen) latest.current.onDetailClosed?.();
    wasOpen.current = detailOpen;
  }, [detailOpen]);

  const hadSelection = useRef(options.selected.length > 0);
  const hasSelection = options.selected.length > 0;
  // Set when a declined open puts the selection back to none: the kept detail must stay open.
  const keepDetail = useRef(false);
  useEffect(() => {
    const { detail, multiSelect } = latest.current;
    const cleared = hadSelection.current && !hasSelection;
    if (
      cleared &&
      !keepDetail.current &&
      !multiSelect &&
      blades !== null &&
      detail !== null &&
      findBlade(blades.state, detail) !== undefined
    ) {
      blades.close(detail);
    }
    if (cleared) keepDetail.current = false;
    hadSelection.current = hasSelection;
  }, [hasSelection, blades]);

  const hadRows = useRef((options.rowCount ?? 0) > 0);
  const { rowCount } = options;
  useEffect(() => {
    if (rowCount === undefined) return;
    const becameEmpty = hadRows.current && rowCount === 0;
    hadRows.current = rowCount > 0;
    const isAnchor = blades?.state.anchor?.name === current?.name;
    if (
      becameEmpty &&
      latest.current.closeWhenEmpty !== false &&
      blades !== null &&
      current !== null &&
      !isAnchor
    )
      blades.close(current.name);
  }, [rowCount, blades, current]);

  return {
    inContainer: blades !== null,
    mobile:
      blades === null || current === null
        ? undefined
        : blades.shownWidth(current.name) < LIST_TABLE_MIN_WIDTH,
    open: (id) => {
      const { detail, proxyID, multiSelect, minimiseOnSelect } = latest.current;
      if (blades === null || detail === null) return false;
      if (multiSelect && id !== NEW_ITEM_ID) return true;
      const show = () => {
        const opened = blades.open(itemBladeRequest(detail, id, { proxyID, parent: current?.name ?? null }));
        if (opened && current !== null && (minimiseOnSelect ?? listMinimisesOnSelect(blades.width)))
          blades.minimiseUnlessPinned(current.name);
      };
      // Another record (or New) replaces the detail's form: unsaved edits there are asked about first.
      const shown = findBlade(blades.state, detail)?.data.id;
      if (shown === undefined || shown === id) {
        show();
        return true;
      }
      blades.confirmLeave(detail, show, () => {
        const keptId = typeof shown === 'string' && shown !== NEW_ITEM_ID ? shown : null;
        if (keptId === null) keepDetail.current = true;
        latest.current.onOpenDeclined?.(keptId);
      });
      return true;
    },
  };
}
