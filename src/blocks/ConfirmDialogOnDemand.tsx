import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

let confirmDialog: Promise<typeof import('./ConfirmDialog')> | null = null;

/**
 * Starts loading the confirm dialog's code (a screen about to ask: a list whose Edit was turned on).
 * @example preloadConfirmDialog();
 */
export function preloadConfirmDialog(): Promise<typeof import('./ConfirmDialog')> {
  confirmDialog ??= import('./ConfirmDialog');
  return confirmDialog;
}

const LazyConfirmDialog = lazy(() =>
  preloadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The confirm dialog, its code (Mantine's Modal with its ScrollArea, FocusTrap and floating-ui,
 * about 25 KB gzipped) loaded when a screen first asks, not with the screen: a list's delete
 * question, a blade's unsaved-changes question. Offline its chunk comes from the precache.
 * @example {deleting && <ConfirmDialogOnDemand text="Delete?" onAccept={remove} onCancel={keep} />}
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  return (
    <Suspense>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
