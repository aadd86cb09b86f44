import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnceVisible } from './use-once-visible';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: Callback[] = [];

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe({ farAway }: { farAway: 'near' | 'idle' }) {
  const [ref, visible] = useOnceVisible<HTMLDivElement>('200px', farAway);
  return <div ref={ref}>{visible ? 'drawn' : 'waiting'}</div>;
}

/** The observer reports the element: well on screen (top 100), at the bottom edge (top 750) or far below (not intersecting). */
function report(where: 'on screen' | 'edge' | 'far') {
  const top = where === 'on screen' ? 100 : 750;
  act(() =>
    observers.forEach((callback) =>
      callback([{ isIntersecting: where !== 'far', boundingClientRect: { top } as DOMRectReadOnly }]),
    ),
  );
}

describe('useOnceVisible', () => {
  it('draws what is well on screen at once', () => {
    render(<Probe farAway="near" />);
    report('on screen');
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('draws what is at the bottom edge when the page is idle, not in the first frame', () => {
    vi.stubGlobal('innerHeight', 800);
    render(<Probe farAway="near" />);
    report('edge');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('leaves what is far below until it nears the screen, or draws it when idle if asked', () => {
    render(<Probe farAway="near" />);
    report('far');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeInTheDocument();

    observers = [];
    render(<Probe farAway="idle" />);
    report('far');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getAllByText(/drawn|waiting/).map((node) => node.textContent)).toEqual([
      'waiting',
      'drawn',
    ]);
  });
});
