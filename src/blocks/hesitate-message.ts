/**
 * The hesitate question (spec doc 1, guard step 6), asked before leaving unsaved edits: by the
 * router when a screen is left, and by the blades when a detail blade's form would be replaced.
 * Answered No or Yes; only Yes leaves.
 */
export const HESITATE_MESSAGE =
  'Are you sure you want to leave? Make sure everything is saved before leaving.';
