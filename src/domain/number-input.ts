/** Value of the number control when none is given. */
export const NUMBER_INPUT_DEFAULT_VALUE = 0;
/** Amount the plus and minus buttons change the value by default. */
export const NUMBER_INPUT_DEFAULT_STEP = 1;
/** Holding a plus/minus button starts repeating after this many ms... */
export const PRESS_AND_HOLD_DELAY_MS = 500;
/** ...and then repeats every this many ms. */
export const PRESS_AND_HOLD_INTERVAL_MS = 50;

/** Options shared by the number control helpers. */
export interface NumberInputOptions {
  readonly allowNegative?: boolean;
  readonly step?: number | null;
}

// Plain decimal only: optional sign, digits with an optional point. No exponents or separators.
const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Parses typed text as a decimal. Non-numeric text is ignored, keeping the previous value;
 * a negative becomes 0 unless negatives are allowed.
 * @example parseNumberEntry('2.5', 1) // 2.5
 * @example parseNumberEntry('abc', 1) // 1
 */
export function parseNumberEntry(text: string, previous: number, options: NumberInputOptions = {}): number {
  const trimmed = text.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) return previous;
  return clampNumber(Number(trimmed), options);
}

/**
 * The control's starting value: a finite number (clamped), otherwise the default 0.
 * @example initialNumber(undefined) // 0
 */
export function initialNumber(value: number | null | undefined, options: NumberInputOptions = {}): number {
  return value != null && Number.isFinite(value) ? clampNumber(value, options) : NUMBER_INPUT_DEFAULT_VALUE;
}

/**
 * Keeps the value at or above 0 unless negatives are allowed.
 * @example clampNumber(-1) // 0
 */
export function clampNumber(value: number, options: NumberInputOptions = {}): number {
  const result = options.allowNegative === true ? value : Math.max(0, value);
  return result === 0 ? 0 : result;
}

/**
 * The step to use: the given one when a positive finite number, else 1.
 * @example effectiveStep(0) // 1
 */
export function effectiveStep(step: number | null | undefined): number {
  return step != null && Number.isFinite(step) && step > 0 ? step : NUMBER_INPUT_DEFAULT_STEP;
}

/**
 * Value after pressing plus once, free of float noise (0.1 + 0.2 gives 0.3).
 * @example stepUp(0.2, { step: 0.1 }) // 0.3
 */
export function stepUp(value: number, options: NumberInputOptions = {}): number {
  return stepBy(value, 1, options);
}

/**
 * Value after pressing minus once; stops at 0 unless negatives are allowed.
 * @example stepDown(0.5) // 0
 */
export function stepDown(value: number, options: NumberInputOptions = {}): number {
  return stepBy(value, -1, options);
}

/**
 * How many steps a press has applied after the button was held for `heldMs`:
 * one on press, one more at 500 ms, then one every 50 ms.
 * @example holdStepCount(100) // 1
 * @example holdStepCount(600) // 4
 */
export function holdStepCount(heldMs: number): number {
  if (!(heldMs >= PRESS_AND_HOLD_DELAY_MS)) return 1;
  return 2 + Math.floor((heldMs - PRESS_AND_HOLD_DELAY_MS) / PRESS_AND_HOLD_INTERVAL_MS);
}

/**
 * Delay before the next repeat while holding; repeatIndex 0 is the first repeat.
 * @example nextHoldDelay(0) // 500
 */
export function nextHoldDelay(repeatIndex: number): number {
  return repeatIndex <= 0 ? PRESS_AND_HOLD_DELAY_MS : PRESS_AND_HOLD_INTERVAL_MS;
}

/**
 * The value shown when the control displays a negated value (e.g. a deduction).
 * @example displayedNumber(5, true) // -5
 */
export function displayedNumber(value: number, negate: boolean): number {
  const shown = negate ? -value : value;
  return shown === 0 ? 0 : shown;
}

function stepBy(value: number, direction: 1 | -1, options: NumberInputOptions): number {
  const step = effectiveStep(options.step);
  const start = Number.isFinite(value) ? value : NUMBER_INPUT_DEFAULT_VALUE;
  const places = Math.min(15, Math.max(decimalPlaces(start), decimalPlaces(step)));
  const next = Number((start + direction * step).toFixed(places));
  return clampNumber(next, options);
}

function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}
