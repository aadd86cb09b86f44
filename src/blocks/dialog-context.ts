import { createContext, useContext, type ReactNode } from 'react';

/** What a dialog gets to end itself: a value resolves its promise, cancel rejects it. */
export type DialogControls<T> = { resolve: (value: T) => void; cancel: () => void };

export type DialogRender<T> = (controls: DialogControls<T>) => ReactNode;

/** Opens dialogs as promises; DialogHost implements it. */
export type DialogApi = { open<T>(render: DialogRender<T>): Promise<T> };

export const DialogContext = createContext<DialogApi | null>(null);

/**
 * The dialogs of the nearest DialogHost.
 * @example const dialogs = useDialogs(); const day = await openDateDialog(dialogs, { title: 'Deliver On' });
 */
export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (api === null) throw new Error('useDialogs needs a DialogHost above it');
  return api;
}
