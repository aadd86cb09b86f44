import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OlderRecordsBar, SHOW_MORE_OLDER, SHOW_OLDER } from './OlderRecordsBar';
import { renderWithMantine } from './testing/render-with-mantine';

describe('OlderRecordsBar', () => {
  it('offers older records online, says offline that they need a connection, and says none only once read', async () => {
    const load = vi.fn<() => void>();
    const bar = (status: Parameters<typeof OlderRecordsBar>[0]['status'], shown = 0) => (
      <OlderRecordsBar status={status} days={90} shown={shown} message={null} onLoadMore={load} />
    );
    let view = renderWithMantine(bar('idle'));
    const show = (ui: React.ReactElement) => {
      view.unmount();
      view = renderWithMantine(ui);
    };
    await userEvent.click(screen.getByRole('button', { name: SHOW_OLDER }));
    expect(load).toHaveBeenCalledTimes(1);

    show(bar('more', 50));
    expect(screen.getByRole('button', { name: SHOW_MORE_OLDER })).toBeInTheDocument();

    show(bar('offline', 50));
    expect(
      screen.getByText('This device keeps the last 90 days. Older records need a connection.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    show(bar('done'));
    expect(screen.getByText('No records older than 90 days.')).toBeInTheDocument();
  });
});
