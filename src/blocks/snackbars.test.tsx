import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snack } from './Snack';
import { useSnackbar, type SnackbarApi } from './snackbar-context';
import { snackPlacement } from './snackbar-placement';
import { SnackbarProvider } from './SnackbarProvider';
import { renderWithMantine } from './testing/render-with-mantine';

function withSnackbar(): SnackbarApi {
  let api: SnackbarApi | null = null;
  function Grab() {
    api = useSnackbar();
    return null;
  }
  renderWithMantine(
    <SnackbarProvider>
      <Grab />
    </SnackbarProvider>,
  );
  if (api === null) throw new Error('no snackbar api');
  return api;
}

describe('snackbars', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show in info, warning and error colours', () => {
    const snackbar = withSnackbar();
    act(() => {
      snackbar.info('Pulling Data');
      snackbar.warning('Choose a customer first');
      snackbar.error('Save failed');
    });
    expect(screen.getByText('Pulling Data').closest('[data-colour]')).toHaveAttribute('data-colour', 'info');
    expect(screen.getByText('Choose a customer first').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'warning',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
  });

  it('a snackbar goes after 3000 ms', () => {
    const snackbar = withSnackbar();
    act(() => snackbar.info('Saved'));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('the snack widget closes itself after 5000 ms', () => {
    const close = vi.fn<() => void>();
    renderWithMantine(<Snack opened message="Uploaded" onClose={close} />);
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(close).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('snackPlacement', () => {
  it('places left, center and right, at the top or bottom', () => {
    expect(snackPlacement('left', 'top')).toEqual({ position: 'fixed', top: 16, left: 16 });
    expect(snackPlacement('right')).toEqual({ position: 'fixed', bottom: 16, right: 16 });
    expect(snackPlacement('center')).toMatchObject({ left: '50%' });
  });

  it('throws for an unknown horizontal position', () => {
    expect(() => snackPlacement('middle')).toThrow("Unknown snackbar horizontal position 'middle'");
  });
});
