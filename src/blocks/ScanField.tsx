import { Button, Group, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useScannerTyping } from './use-scanner-typing';

type Props = {
  /** The field's label, e.g. 'Batch code'. */
  label: string;
  /** What to scan or type, e.g. 'Scan or type a batch code, then Enter'. */
  description: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The form's button and what Enter or the button does with the value, e.g. Open; without it
   * the field filters as it is typed in and has no button.
   */
  submit?: { label: string; onSubmit: () => void };
  /** Why the last code did nothing, shown under the field (a status, so it is read out). */
  message?: string | null;
  /** Controls after the field and its button, e.g. the camera's scan button. */
  children?: ReactNode;
};

/**
 * A warehouse hub's scan field: a large (50 px) text field that a USB or Bluetooth scanner types
 * into, also when no field has the focus (typing after a tap on a button lands here, see
 * use-scanner-typing), with an optional button that submits the form.
 * @example <ScanField label="Consignment number" description="Scan or type…" value={number} onChange={setNumber} submit={{ label: 'Open', onSubmit: open }} />
 */
export function ScanField({ label, description, value, onChange, submit, message = null, children }: Props) {
  const field = useRef<HTMLInputElement>(null);
  // The field takes a scanner's typing only while it is on the screen.
  useScannerTyping(field);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit?.onSubmit();
  };
  const row = (
    <Group align="flex-end">
      <TextInput
        ref={field}
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        size="lg"
        style={{ flex: '1 1 260px' }}
        autoComplete="off"
      />
      {submit !== undefined && (
        <Button type="submit" size="lg">
          {submit.label}
        </Button>
      )}
      {children}
    </Group>
  );
  const shown = message !== null && (
    <Text c="red" role="status">
      {message}
    </Text>
  );
  return submit === undefined ? (
    <div>
      {row}
      {shown}
    </div>
  ) : (
    <form onSubmit={onSubmit}>
      {row}
      {shown}
    </form>
  );
}
