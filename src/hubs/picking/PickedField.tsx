import { TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * The picked quantity typed by hand. While the picker types, the field shows what is typed: the
 * mirror answers each saved digit a moment later, and showing that answer would overwrite the
 * next digit (48 typed became 8). The stored quantity shows again once the field is left.
 */
export function PickedField({
  label,
  picked,
  onPicked,
}: {
  label: string;
  picked: number;
  onPicked: (quantity: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextInput
      aria-label={label}
      value={typed ?? String(picked)}
      inputMode="numeric"
      size="lg"
      w={72}
      onFocus={(event) => setTyped(event.currentTarget.value)}
      onBlur={() => setTyped(null)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const value = text.trim() === '' ? 0 : Number(text);
        if (Number.isFinite(value)) onPicked(Math.floor(value));
      }}
    />
  );
}
