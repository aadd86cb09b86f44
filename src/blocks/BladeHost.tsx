import { useElementSize, useViewportSize } from '@mantine/hooks';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BladeContext, CurrentBladeContext, type BladeApi } from './blade-context';
import {
  closeAllBlades,
  closeBlade,
  createBladeState,
  findBlade,
  maximiseBlade,
  minimiseBlade,
  minimiseUnlessPinned,
  openBlade,
  pinBlade,
  resizeBlade,
  unpinBlade,
  type Blade,
  type BladeOpenRequest,
  type BladeState,
} from './blade-manager';
import { BladeFrame } from './BladeFrame';
import { ConfirmDialogOnDemand } from './ConfirmDialogOnDemand';
import { HESITATE_MESSAGE } from './hesitate-message';
import { BLADE_MINIMISED_WIDTH, BLADE_MOBILE_BREAKPOINT } from './block-constants';
import { SnackbarContext } from './snackbar-context';

export type BladeHostProps = {
  /** The panel closing all restores (the page's list). */
  anchor?: BladeOpenRequest;
  /** Content of a blade by its name, data and query. */
  renderBlade: (blade: Blade) => ReactNode;
  bladeTitle?: (blade: Blade) => string;
  /** Where a blocking rule's message goes; a warning snackbar by default. */
  onSnack?: (message: string) => void;
  /** Overrides the measured viewport width (tests, embedded hosts). */
  viewportWidth?: number;
  /** Extra header buttons of a blade (a tour button). */
  bladeActions?: (blade: Blade) => ReactNode;
  /**
   * The anchor takes the width the other blades leave, cannot be closed, and shows its title
   * itself (a page's list with its heading).
   */
  anchorFills?: boolean;
  /** Page content shown before the blades. */
  children?: ReactNode;
};

/**
 * The blade a phone shows: the newest maximised one, else the anchor, else the newest.
 * @example frontBlade(state)?.name // 'product' after opening a product from the list
 */
export function frontBlade(state: BladeState): Blade | null {
  const maximised = state.blades.filter((blade) => !blade.minimised).sort((a, b) => b.order - a.order);
  return (
    maximised[0] ??
    state.blades.find((blade) => blade.name === state.anchor?.name) ??
    state.blades.at(-1) ??
    null
  );
}

/** After a close nothing may be left maximised (the list was minimised for the detail): the anchor comes back. */
function afterClose(state: BladeState): BladeState {
  const anchor = state.anchor?.name;
  if (anchor === undefined || state.blades.some((blade) => !blade.minimised)) return state;
  return maximiseBlade(state, anchor);
}

/**
 * Holds the blade state and renders the open blades side by side, each in a BladeFrame.
 * @example <BladeHost anchor={{ name: 'products' }} renderBlade={(blade) => bladeContent(blade)} />
 */
export function BladeHost({
  anchor,
  renderBlade,
  bladeTitle = (blade) => blade.name,
  onSnack,
  viewportWidth,
  anchorFills = false,
  bladeActions,
  children,
}: BladeHostProps) {
  const [state, setState] = useState<BladeState>(() => createBladeState(anchor ?? null));
  const stateRef = useRef(state);
  const snackbar = useContext(SnackbarContext);
  const measured = useViewportSize().width;
  const width = viewportWidth ?? (measured > 0 ? measured : 1280);
  const { ref: rowRef, width: measuredRow } = useElementSize();
  const rowWidth = viewportWidth ?? (measuredRow > 0 ? measuredRow : width);
  const snack = onSnack ?? ((message: string) => snackbar?.warning(message));
  const snackRef = useRef(snack);
  useEffect(() => {
    snackRef.current = snack;
  });

  // Blades holding unsaved edits (a count per name: each hold is released once) and the open question.
  const unsaved = useRef(new Map<string, number>());
  const [asking, setAsking] = useState<((yes: boolean) => void) | null>(null);
  const askingOpen = useRef(false);
  const holdUnsaved = useCallback((name: string) => {
    unsaved.current.set(name, (unsaved.current.get(name) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (unsaved.current.get(name) ?? 1) - 1;
      if (left > 0) unsaved.current.set(name, left);
      else unsaved.current.delete(name);
    };
  }, []);
  const confirmLeave = useCallback((name: string, proceed: () => void, declined?: () => void) => {
    if ((unsaved.current.get(name) ?? 0) === 0) {
      proceed();
      return;
    }
    // One question at a time: a second request while it is open counts as No.
    if (askingOpen.current) {
      declined?.();
      return;
    }
    askingOpen.current = true;
    setAsking(() => (yes: boolean) => {
      askingOpen.current = false;
      setAsking(null);
      if (yes) proceed();
      else declined?.();
    });
  }, []);

  const api = useMemo<BladeApi>(() => {
    const change = (next: (current: BladeState) => BladeState) => {
      stateRef.current = next(stateRef.current);
      setState(stateRef.current);
    };
    const shownWidth = (name: string): number => {
      const blade = findBlade(state, name);
      if (blade === undefined) return 0;
      if (width < BLADE_MOBILE_BREAKPOINT) return rowWidth;
      if (anchorFills && name === state.anchor?.name) {
        const others = state.blades
          .filter((other) => other.name !== name)
          .reduce((sum, other) => sum + (other.minimised ? BLADE_MINIMISED_WIDTH : other.width), 0);
        return rowWidth - others;
      }
      return blade.minimised ? BLADE_MINIMISED_WIDTH : blade.width;
    };
    return {
      state,
      width: rowWidth,
      shownWidth,
      open: (request, rule) => {
        const result = openBlade(stateRef.current, request, rule);
        if (result.outcome === 'blocked') {
          if (result.snack !== null) snackRef.current(result.snack);
          return false;
        }
        change(() => result.state);
        return true;
      },
      close: (name) => change((current) => afterClose(closeBlade(current, name))),
      closeAll: () => change(closeAllBlades),
      minimise: (name) => change((current) => minimiseBlade(current, name)),
      minimiseUnlessPinned: (name) => change((current) => minimiseUnlessPinned(current, name)),
      maximise: (name) => change((current) => maximiseBlade(current, name)),
      pin: (name) => change((current) => pinBlade(current, name)),
      unpin: (name) => change((current) => unpinBlade(current, name)),
      resize: (name, size) => change((current) => resizeBlade(current, name, size)),
      holdUnsaved,
      confirmLeave,
    };
  }, [state, rowWidth, width, anchorFills, holdUnsaved, confirmLeave]);

  const mobile = width < BLADE_MOBILE_BREAKPOINT;
  const front = mobile ? frontBlade(state) : null;
  return (
    <BladeContext.Provider value={api}>
      {/* As high as its parent when that has a height (a page sizes it to the viewport below the app bar); blades are then capped to it. */}
      <div ref={rowRef} style={{ display: 'flex', overflowX: 'auto', alignItems: 'stretch', height: '100%' }}>
        {children}
        {state.blades.map((blade) => (
          <CurrentBladeContext.Provider key={blade.name} value={blade}>
            <BladeFrame
              blade={blade}
              title={bladeTitle(blade)}
              viewportWidth={width}
              onClose={() => api.confirmLeave(blade.name, () => api.close(blade.name))}
              onMinimise={() => api.minimise(blade.name)}
              onMaximise={() => api.maximise(blade.name)}
              onPin={() => api.pin(blade.name)}
              onUnpin={() => api.unpin(blade.name)}
              onResize={(size) => api.resize(blade.name, size)}
              closable={!(anchorFills && blade.name === state.anchor?.name)}
              fill={anchorFills && blade.name === state.anchor?.name}
              titleInContent={anchorFills && blade.name === state.anchor?.name}
              hidden={front !== null && front.name !== blade.name}
              {...(bladeActions === undefined ? {} : { actions: bladeActions(blade) })}
            >
              {renderBlade(blade)}
            </BladeFrame>
          </CurrentBladeContext.Provider>
        ))}
      </div>
      {asking !== null && (
        <ConfirmDialogOnDemand
          text={HESITATE_MESSAGE}
          onAccept={() => asking(true)}
          onCancel={() => asking(false)}
        />
      )}
    </BladeContext.Provider>
  );
}
