import { useViewportSize } from '@mantine/hooks';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BladeContext, CurrentBladeContext, type BladeApi } from './blade-context';
import {
  closeAllBlades,
  closeBlade,
  createBladeState,
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
  /** Page content shown before the blades. */
  children?: ReactNode;
};

/**
 * Holds the blade state and renders the open blades side by side, each in a BladeFrame.
 * @example <BladeHost anchor={{ name: 'products' }} renderBlade={(blade) => bladeContent(blade)} />
 */
export function BladeHost({ anchor, renderBlade, bladeTitle = (blade) => blade.name, onSnack, viewportWidth, children }: BladeHostProps) {
  const [state, setState] = useState<BladeState>(() => createBladeState(anchor ?? null));
  const stateRef = useRef(state);
  const snackbar = useContext(SnackbarContext);
  const measured = useViewportSize().width;
  const width = viewportWidth ?? (measured > 0 ? measured : 1280);
  const snack = onSnack ?? ((message: string) => snackbar?.warning(message));
  const snackRef = useRef(snack);
  useEffect(() => {
    snackRef.current = snack;
  });

  const api = useMemo<BladeApi>(() => {
    const change = (next: (current: BladeState) => BladeState) => {
      stateRef.current = next(stateRef.current);
      setState(stateRef.current);
    };
    return {
      state,
      open: (request, rule) => {
        const result = openBlade(stateRef.current, request, rule);
        if (result.outcome === 'blocked') {
          if (result.snack !== null) snackRef.current(result.snack);
          return false;
        }
        change(() => result.state);
        return true;
      },
      close: (name) => change((current) => closeBlade(current, name)),
      closeAll: () => change(closeAllBlades),
      minimise: (name) => change((current) => minimiseBlade(current, name)),
      minimiseUnlessPinned: (name) => change((current) => minimiseUnlessPinned(current, name)),
      maximise: (name) => change((current) => maximiseBlade(current, name)),
      pin: (name) => change((current) => pinBlade(current, name)),
      unpin: (name) => change((current) => unpinBlade(current, name)),
      resize: (name, size) => change((current) => resizeBlade(current, name, size)),
    };
  }, [state]);

  return (
    <BladeContext.Provider value={api}>
      <div style={{ display: 'flex', overflowX: 'auto', alignItems: 'stretch' }}>
        {children}
        {state.blades.map((blade) => (
          <CurrentBladeContext.Provider key={blade.name} value={blade}>
            <BladeFrame
              blade={blade}
              title={bladeTitle(blade)}
              viewportWidth={width}
              onClose={() => api.close(blade.name)}
              onMinimise={() => api.minimise(blade.name)}
              onMaximise={() => api.maximise(blade.name)}
              onPin={() => api.pin(blade.name)}
              onUnpin={() => api.unpin(blade.name)}
              onResize={(size) => api.resize(blade.name, size)}
            >
              {renderBlade(blade)}
            </BladeFrame>
          </CurrentBladeContext.Provider>
        ))}
      </div>
    </BladeContext.Provider>
  );
}
