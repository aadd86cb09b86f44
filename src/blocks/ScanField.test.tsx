import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScanField } from './ScanField';
import { renderWithMantine } from './testing/render-with-mantine';

function Harness({
  onSubmit,
  message = null,
  withButton = true,
}: {
  onSubmit?: (value: string) => void;
  message?: string | null;
  withButton?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <Button>Take</Button>
      <ScanField
        label="Batch code"
        description="Scan or type a batch code, then Enter"
        value={value}
        onChange={setValue}
        submit={withButton ? { label: 'Pick batch', onSubmit: () => onSubmit?.(value) } : undefined}
        message={message}
      >
        <Button>Scan batch with camera</Button>
      </ScanField>
    </>
  );
}

const field = () => screen.getByLabelText('Batch code') as HTMLInputElement;

describe('ScanField', () => {
  it('submits what was typed with Enter or the button', () => {
    const onSubmit = vi.fn<(value: string) => void>();
    renderWithMantine(<Harness onSubmit={onSubmit} />);
    fireEvent.change(field(), { target: { value: 'B-1' } });
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    fireEvent.click(screen.getByRole('button', { name: 'Pick batch' }));
    expect(onSubmit.mock.calls).toEqual([['B-1'], ['B-1']]);
    expect(screen.getByRole('button', { name: 'Scan batch with camera' })).toBeInTheDocument();
  });

  it('takes the focus when a scanner types while a button has it, and leaves shortcuts alone', () => {
    renderWithMantine(<Harness />);
    const take = screen.getByRole('button', { name: 'Take' });
    take.focus();
    fireEvent.keyDown(take, { key: 'c', ctrlKey: true });
    expect(document.activeElement).toBe(take);
    fireEvent.keyDown(take, { key: 'G' });
    expect(document.activeElement).toBe(field());
  });

  it('shows why a code did nothing as a status, and has no form or button when it only filters', () => {
    renderWithMantine(<Harness withButton={false} message="No batch G-9 on this consignment." />);
    expect(screen.getByRole('status')).toHaveTextContent('No batch G-9 on this consignment.');
    expect(field().closest('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pick batch' })).toBeNull();
  });
});
