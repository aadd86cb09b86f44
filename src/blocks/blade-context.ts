import { createContext, useContext, useEffect } from 'react';
import type { Blade, BladeOpenRequest, BladeOpenRule, BladeState } from './blade-manager';

/** What screens may do with the blades; BladeHost implements it over the blade manager. */
export type BladeApi = {
  state: BladeState;
  /** Width of the host's row in px (what the blades share): a list minimises when it cannot keep room. */
  width: number;
  /** The width a blade shows at in px (a filling anchor gets what the others leave). */
  shownWidth(name: string): number;
  /** Opens unless the rule blocks it (a string rule answer is shown as a snack); answers whether it opened. */
  open(request: BladeOpenRequest, rule?: BladeOpenRule): boolean;
  close(name: string): void;
  closeAll(): void;
  minimise(name: string): void;
  minimiseUnlessPinned(name: string): void;
  maximise(name: string): void;
  pin(name: string): void;
  unpin(name: string): void;
  resize(name: string, width: number): void;
  /** Flags the named blade as holding unsaved edits until the returned release is called. */
  holdUnsaved(name: string): () => void;
  /**
   * Before the named blade's content is replaced (another row, New): calls `proceed` at once when
   * it holds no unsaved edits, else asks the hesitate confirm and calls `proceed` on Yes and
   * `declined` on No.
   */
  confirmLeave(name: string, proceed: () => void, declined?: () => void): void;
};

export const BladeContext = createContext<BladeApi | null>(null);

/** The blade a component renders in. */
export const CurrentBladeContext = createContext<Blade | null>(null);

/**
 * The blades of the nearest BladeHost, or null on a page without one (then lists navigate
 * to routes instead of opening blades).
 * @example const blades = useBlades(); blades?.open(itemBladeRequest('product', row.id))
 */
export function useBlades(): BladeApi | null {
  return useContext(BladeContext);
}

/**
 * The blade this component is in (its name, data and query), or null outside blades.
 * @example const blade = useCurrentBlade(); const id = String(blade?.data.id ?? 'new');
 */
export function useCurrentBlade(): Blade | null {
  return useContext(CurrentBladeContext);
}

/**
 * Flags the current blade as holding unsaved edits while `unsaved` is true, so replacing its
 * content asks the hesitate confirm first. Outside blades it does nothing.
 * @example useBladeUnsaved(isDetailChanged(detail.state));
 */
export function useBladeUnsaved(unsaved: boolean): void {
  const hold = useContext(BladeContext)?.holdUnsaved;
  const name = useContext(CurrentBladeContext)?.name;
  useEffect(() => {
    if (!unsaved || hold === undefined || name === undefined) return undefined;
    return hold(name);
  }, [unsaved, hold, name]);
}
