/** The message a cancelled dialog's promise rejects with. */
export const DIALOG_CANCELLED_MESSAGE = 'Dialog cancelled';

/**
 * What a dialog's promise rejects with when the user cancels (spec doc 2, section 8).
 * @example try { await openDateDialog(dialogs, { title: 'Deliver On' }) } catch (error) { if (isDialogCancelled(error)) return; throw error; }
 */
export class DialogCancelledError extends Error {
  constructor() {
    super(DIALOG_CANCELLED_MESSAGE);
    this.name = 'DialogCancelledError';
  }
}

/** @example isDialogCancelled(new DialogCancelledError()) // true */
export function isDialogCancelled(error: unknown): error is DialogCancelledError {
  return error instanceof DialogCancelledError;
}
