import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogCancelledError } from './dialog-cancelled';
import { DialogContext, type DialogApi, type DialogRender } from './dialog-context';

type OpenDialog = { key: number; node: ReactNode };

/**
 * Renders the dialogs opened through useDialogs(); each open() is a promise that resolves
 * with the dialog's value and rejects with DialogCancelledError when it is cancelled.
 * @example <DialogHost><App /></DialogHost>
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<readonly OpenDialog[]>([]);
  const nextKey = useRef(0);

  const open = useCallback(<T,>(render: DialogRender<T>): Promise<T> => {
    const key = nextKey.current++;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const close = () => setDialogs((current) => current.filter((dialog) => dialog.key !== key));
      const node = render({
        resolve: (value) => {
          if (settled) return;
          settled = true;
          close();
          resolve(value);
        },
        cancel: () => {
          if (settled) return;
          settled = true;
          close();
          reject(new DialogCancelledError());
        },
      });
      setDialogs((current) => [...current, { key, node }]);
    });
  }, []);

  const api = useMemo<DialogApi>(() => ({ open }), [open]);
  return (
    <DialogContext.Provider value={api}>
      {children}
      {dialogs.map((dialog) => (
        <Fragment key={dialog.key}>{dialog.node}</Fragment>
      ))}
    </DialogContext.Provider>
  );
}
