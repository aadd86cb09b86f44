import { FIELD_REQUIRED_MESSAGE } from './field-validation';

/** Limits the quantity dialog enforces; unset limits are not checked. */
export interface QuantityLimits {
  readonly min?: number | null;
  readonly max?: number | null;
  /** Quantity must be a whole multiple of this; unset, zero or negative means no rule. */
  readonly increment?: number | null;
  readonly allowNegative?: boolean;
}

/** Outcome of accepting the quantity dialog. */
export type QuantityResult =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly quantity: number; readonly message: string };

/** @example tooLowMessage(5) // 'Too low. Minimum is 5' */
export function tooLowMessage(min: number): string {
  return `Too low. Minimum is ${min}`;
}

/** @example tooHighMessage(50) // 'Too high. Maximum is 50' */
export function tooHighMessage(max: number): string {
  return `Too high. Maximum is ${max}`;
}

/** @example incrementMessage(6) // 'Must be in increments of 6' */
export function incrementMessage(increment: number): string {
  return `Must be in increments of ${increment}`;
}

/**
 * Clamps negatives to 0 unless negatives are allowed.
 * @example clampQuantity(-3, false) // 0
 */
export function clampQuantity(quantity: number, allowNegative = false): number {
  if (!allowNegative && quantity < 0) return 0;
  // -0 would print as "0" but compare oddly with Object.is; normalise it.
  return quantity === 0 ? 0 : quantity;
}

/**
 * Whether a quantity is a whole multiple of the increment, tolerant of float noise
 * (0.3 is a multiple of 0.1). A missing or non-positive increment always passes.
 * @example isMultipleOf(12, 6) // true
 */
export function isMultipleOf(quantity: number, increment: number | null | undefined): boolean {
  if (increment == null || !Number.isFinite(increment) || increment <= 0) return true;
  const ratio = quantity / increment;
  return Math.abs(ratio - Math.round(ratio)) <= 1e-9 * Math.max(1, Math.abs(ratio));
}

/**
 * First failing dialog rule (minimum, then maximum, then increment) or null.
 * A non-number counts as missing.
 * @example validateQuantity(7, { min: 1, max: 10, increment: 2 }) // 'Must be in increments of 2'
 */
export function validateQuantity(quantity: number, limits: QuantityLimits = {}): string | null {
  if (!Number.isFinite(quantity)) return FIELD_REQUIRED_MESSAGE;
  const { min, max, increment } = limits;
  if (isLimit(min) && quantity < min) return tooLowMessage(min);
  if (isLimit(max) && quantity > max) return tooHighMessage(max);
  if (isLimit(increment) && !isMultipleOf(quantity, increment)) return incrementMessage(increment);
  return null;
}

/**
 * What the dialog does on accept: clamp negatives, then validate the clamped value.
 * @example acceptQuantity(-2, { min: 1 }) // { ok: false, quantity: 0, message: 'Too low. Minimum is 1' }
 */
export function acceptQuantity(quantity: number, limits: QuantityLimits = {}): QuantityResult {
  const clamped = Number.isFinite(quantity)
    ? clampQuantity(quantity, limits.allowNegative === true)
    : quantity;
  const message = validateQuantity(clamped, limits);
  return message === null ? { ok: true, quantity: clamped } : { ok: false, quantity: clamped, message };
}

function isLimit(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value);
}
