/** The snackbar colours of the spec, with the theme colour each is drawn in. */
export type SnackColour = 'info' | 'warning' | 'error';
export const SNACK_THEME_COLOURS: Readonly<Record<SnackColour, string>> = {
  info: 'blue',
  warning: 'orange',
  error: 'red',
};

export type SnackHorizontal = 'left' | 'center' | 'right';
export type SnackVertical = 'top' | 'bottom';

/** Where a snackbar sits, as fixed-position CSS. */
export type SnackPlacement = {
  position: 'fixed';
  top?: number;
  bottom?: number;
  left?: number | string;
  right?: number;
  transform?: string;
};

const EDGE = 16;

/**
 * Fixed-position CSS for a snackbar; an unknown horizontal position is an error (spec doc 2,
 * section 8), since it comes from caller text and would otherwise hide the message.
 * @example snackPlacement('center', 'bottom') // { position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)' }
 * @example snackPlacement('middle') // throws
 */
export function snackPlacement(horizontal: string, vertical: SnackVertical = 'bottom'): SnackPlacement {
  const edge = vertical === 'top' ? { top: EDGE } : { bottom: EDGE };
  switch (horizontal) {
    case 'left':
      return { position: 'fixed', ...edge, left: EDGE };
    case 'right':
      return { position: 'fixed', ...edge, right: EDGE };
    case 'center':
      return { position: 'fixed', ...edge, left: '50%', transform: 'translateX(-50%)' };
    default:
      throw new Error(`Unknown snackbar horizontal position '${horizontal}'`);
  }
}
