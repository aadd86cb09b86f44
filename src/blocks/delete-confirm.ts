/** The spec's delete question and its buttons, asked by a list's Delete and a form's Delete. */
export const DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this item?';
export const DELETE_CONFIRM_OK = 'OK';
export const DELETE_CONFIRM_CANCEL = 'Cancel';
