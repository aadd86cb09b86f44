import { createContext, useContext } from 'react';
import type { SnackColour } from './snackbar-placement';

/** Shows snackbars; SnackbarProvider implements it. */
export type SnackbarApi = {
  show(message: string, colour?: SnackColour, timeoutMs?: number): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
};

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/**
 * The snackbars of the nearest SnackbarProvider.
 * @example useSnackbar().warning('Choose a customer first')
 */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (api === null) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return api;
}
