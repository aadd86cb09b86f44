/**
 * A USB or Bluetooth barcode scanner is a keyboard: it types the code into whatever has the
 * focus and ends with Enter. On a warehouse tablet the focus is often on the last button
 * tapped (a + or a Take), where the typing would be lost; the hub's scan field takes it instead.
 */

/** What a key press is looked at for (a KeyboardEvent has all of these). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element with the focus when the key went down. */
  target: EventTarget | null;
};

/** Whether an element takes typing itself: a text field, a list, or an editable region. */
export function takesTyping(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as { tagName: string; isContentEditable?: boolean; type?: string };
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || element.isContentEditable === true) return true;
  if (tag !== 'INPUT') return false;
  // Check boxes, radios and buttons made with <input> take no text.
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
    (element.type ?? 'text').toLowerCase(),
  );
}

/**
 * Whether a key press is typing that belongs in the scan field: a printable character, no
 * shortcut key held, and the focus on nothing that takes typing itself (a field keeps its own
 * typing, so a quantity typed by hand stays in its quantity field). Space presses a focused
 * button, so it is not taken.
 * @example routesToScanField({ key: 'G', ctrlKey: false, metaKey: false, altKey: false, target: plusButton }) // true
 */
export function routesToScanField(press: KeyPress): boolean {
  if (press.ctrlKey || press.metaKey || press.altKey) return false;
  // Space stays with a focused button (it presses it); a code's spaces come after its first character.
  if ([...press.key].length !== 1 || press.key === ' ') return false;
  return !takesTyping(press.target);
}
