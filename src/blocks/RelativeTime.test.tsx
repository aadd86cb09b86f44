import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { relativeTimeText } from './relative-time';
import { RelativeTime } from './RelativeTime';
import { renderWithMantine } from './testing/render-with-mantine';

describe('relativeTimeText', () => {
  it('says how long ago or ahead a date is', () => {
    const now = new Date('2026-01-01T00:05:00Z');
    expect(relativeTimeText('2026-01-01T00:00:00Z', now)).toBe('5 minutes ago');
    expect(relativeTimeText('2026-01-03T00:05:00Z', now)).toBe('in 2 days');
  });

  it('is blank for the empty-date marker and unreadable dates', () => {
    const now = new Date();
    expect(relativeTimeText('0001-01-01T00:00:00Z', now)).toBe('');
    expect(relativeTimeText('not a date', now)).toBe('');
    expect(relativeTimeText(null, now)).toBe('');
  });
});

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:05:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 60 seconds', () => {
    renderWithMantine(<RelativeTime value="2026-01-01T00:00:00Z" timeZone="Australia/Melbourne" />);
    expect(screen.getByText('5 minutes ago')).toHaveAttribute('title', '01 Jan 2026 11:00 AM');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('6 minutes ago')).toBeInTheDocument();
  });

  it('renders nothing for an empty date', () => {
    const { container } = renderWithMantine(<RelativeTime value="0001-01-01T00:00:00Z" />);
    expect(container.querySelector('time')).toBeNull();
  });
});
