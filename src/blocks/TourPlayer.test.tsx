import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resolveTour, type ResolvedTour } from './blade-tours';
import { renderWithMantine } from './testing/render-with-mantine';
import { cardPosition, needsScroll, TourPlayer } from './TourPlayer';

const tour: ResolvedTour = {
  name: 'demo',
  steps: [
    { target: 'one', text: 'First thing' },
    { target: 'missing', text: 'Not on this screen' },
    { target: 'two', text: 'Second thing' },
    { target: 'three', text: 'Last thing' },
  ],
};

function Page({ onClose }: { onClose?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpened(true)}>
        Tour
      </button>
      <span data-tour="one">one</span>
      <span data-tour="two">two</span>
      <span data-tour="three">three</span>
      <TourPlayer
        tour={tour}
        opened={opened}
        onClose={() => {
          setOpened(false);
          onClose?.();
        }}
      />
    </div>
  );
}

function start(onClose?: () => void) {
  renderWithMantine(<Page {...(onClose === undefined ? {} : { onClose })} />);
  const button = screen.getByRole('button', { name: 'Tour' });
  button.focus();
  fireEvent.click(button);
}

describe('TourPlayer', () => {
  it('shows step n of m for the steps whose element is on the screen, with Next and Back', () => {
    start();
    expect(screen.getByRole('dialog', { name: 'Step 1 of 3' })).toHaveTextContent('First thing');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Step 2 of 3' })).toHaveTextContent('Second thing');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByText('Not on this screen')).toBeNull();
  });

  it('ends with Done on the last step and gives the focus back', () => {
    const onClose = vi.fn<() => void>();
    start(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Step 3 of 3' })).toHaveTextContent('Last thing');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tour' })).toHaveFocus();
  });

  it('closes with Escape and with End tour', () => {
    start();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tour' }));
    fireEvent.click(screen.getByRole('button', { name: 'End tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays only the steps of a status when started as name.status', () => {
    const steps = {
      order: [
        { target: 'one', text: 'Always' },
        { target: 'two', text: 'Only confirmed', statuses: ['confirmed'] },
        { target: 'three', text: 'Only unconfirmed', statuses: ['unconfirmed'] },
      ],
    };
    const resolved = resolveTour('order.confirmed', steps);
    if (resolved === null) throw new Error('no tour');
    renderWithMantine(
      <div>
        <span data-tour="one" />
        <span data-tour="two" />
        <span data-tour="three" />
        <TourPlayer tour={resolved} opened onClose={() => undefined} />
      </div>,
    );
    expect(screen.getByRole('dialog', { name: 'Step 1 of 2' })).toHaveTextContent('Always');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Step 2 of 2' })).toHaveTextContent('Only confirmed');
    expect(screen.queryByText('Only unconfirmed')).toBeNull();
  });
});

describe('cardPosition', () => {
  const viewport = { width: 1280, height: 800 };
  it('goes below the element when it fits, above it otherwise, and stays on screen', () => {
    expect(cardPosition({ top: 10, left: 10, width: 80, height: 30 }, viewport, 200)).toEqual({
      top: 50,
      left: 10,
    });
    expect(cardPosition({ top: 700, left: 1250, width: 20, height: 30 }, viewport, 200)).toEqual({
      top: 490,
      left: 1280 - 340 - 8,
    });
  });

  it('goes beside an element taller than the screen, and docks when nothing fits', () => {
    expect(cardPosition({ top: 100, left: 600, width: 670, height: 900 }, viewport, 200)).toEqual({
      top: 100,
      left: 600 - 10 - 340,
    });
    expect(cardPosition({ top: 100, left: 20, width: 500, height: 900 }, viewport, 200)).toEqual({
      top: 100,
      left: 530,
    });
    expect(cardPosition({ top: 0, left: 0, width: 1280, height: 900 }, viewport, 200)).toBe('docked');
  });

  it('docks along the bottom on a phone or without an element', () => {
    expect(cardPosition({ top: 10, left: 10, width: 80, height: 30 }, { width: 390, height: 844 }, 200)).toBe(
      'docked',
    );
    expect(cardPosition(null, viewport, 200)).toBe('docked');
  });
});

describe('needsScroll', () => {
  it('scrolls to an element that fits when part of it is hidden, to a taller one only when none shows', () => {
    expect(needsScroll({ top: 700, bottom: 740, height: 40 }, 720)).toBe(true);
    expect(needsScroll({ top: 100, bottom: 140, height: 40 }, 720)).toBe(false);
    expect(needsScroll({ top: 100, bottom: 1400, height: 1300 }, 720)).toBe(false);
    expect(needsScroll({ top: 900, bottom: 2200, height: 1300 }, 720)).toBe(true);
  });
});
