import { useState } from 'react';
import { acceptQuantity, type QuantityLimits } from '../domain/quantity-rules';
import { QUANTITY_DIALOG_WIDTH } from './block-constants';
import type { DialogApi } from './dialog-context';
import { DialogFrame } from './DialogFrame';
import { NumberControl } from './NumberControl';

export type QuantityDialogProps = {
  title: string;
  label?: string;
  initial?: number | null;
  limits?: QuantityLimits;
  step?: number;
  opened?: boolean;
  onSubmit: (quantity: number) => void;
  onCancel: () => void;
};

/**
 * Asks for a quantity (325 wide) under the quantity rules: 'Too low. Minimum is {min}',
 * 'Too high. Maximum is {max}', 'Must be in increments of {increment}'; it accepts only
 * a valid quantity, negatives clamped to 0 unless allowed.
 * @example <QuantityDialog title="Quantity" limits={{ min: 1, increment: 6 }} onSubmit={setQty} onCancel={close} />
 */
export function QuantityDialog(props: QuantityDialogProps) {
  const limits = props.limits ?? {};
  const [quantity, setQuantity] = useState(props.initial ?? 0);
  const [error, setError] = useState<string | null>(null);
  const accept = () => {
    const result = acceptQuantity(quantity, limits);
    if (result.ok) props.onSubmit(result.quantity);
    else setError(result.message);
  };
  return (
    <DialogFrame
      title={props.title}
      opened={props.opened}
      width={QUANTITY_DIALOG_WIDTH}
      onCancel={props.onCancel}
      onAccept={accept}
    >
      <NumberControl
        label={props.label ?? 'Quantity'}
        value={quantity}
        step={props.step ?? (limits.increment != null && limits.increment > 0 ? limits.increment : undefined)}
        allowNegative={limits.allowNegative === true}
        onChange={(next) => {
          setQuantity(next);
          setError(null);
        }}
        error={error}
      />
    </DialogFrame>
  );
}

/**
 * Opens the quantity dialog; resolves with a valid quantity, rejects when cancelled.
 * @example const qty = await pickQuantity(dialogs, { title: 'Quantity', limits: { min: 1 } })
 */
export function pickQuantity(
  dialogs: DialogApi,
  props: Omit<QuantityDialogProps, 'onSubmit' | 'onCancel' | 'opened'>,
): Promise<number> {
  return dialogs.open<number>(({ resolve, cancel }) => (
    <QuantityDialog {...props} onSubmit={resolve} onCancel={cancel} />
  ));
}
