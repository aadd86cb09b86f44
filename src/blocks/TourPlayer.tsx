import { ActionIcon, Button, FocusTrap, Group, Paper, Portal, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ResolvedTour, TourStep } from './blade-tours';
import { BLADE_MOBILE_BREAKPOINT } from './block-constants';

export type TourPlayerProps = {
  tour: ResolvedTour;
  opened: boolean;
  onClose: () => void;
};

/** Width of the step card on a desktop; a phone docks it along the bottom edge. */
export const TOUR_CARD_WIDTH = 340;
const GAP = 10;
const EDGE = 8;
/** Above every Mantine layer (modals sit at 200, popovers at 300). */
const TOUR_Z_INDEX = 400;

type Box = { top: number; left: number; width: number; height: number };

/**
 * The element a step points at: the first shown element carrying its data-tour value.
 * @example tourTarget({ target: 'list-new', text: '' }) // the New button
 */
export function tourTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  const all = Array.from(root.querySelectorAll<HTMLElement>(`[data-tour="${CSS.escape(step.target)}"]`));
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null;
}

/**
 * Where the step card goes beside a target: below it when it fits, else above it, else beside
 * it (left, then right) for an element taller than the screen, kept on screen; docked along the
 * bottom on a phone, when the target is off the page, or when nothing fits.
 * @example cardPosition({ top: 10, left: 10, width: 80, height: 30 }, { width: 1280, height: 800 }, 200) // { top: 50, left: 10 }
 */
export function cardPosition(
  target: Box | null,
  viewport: { width: number; height: number },
  cardHeight: number,
): { top: number; left: number } | 'docked' {
  if (target === null || viewport.width < BLADE_MOBILE_BREAKPOINT) return 'docked';
  const left = Math.min(Math.max(EDGE, target.left), Math.max(EDGE, viewport.width - TOUR_CARD_WIDTH - EDGE));
  const below = target.top + target.height + GAP;
  if (below + cardHeight <= viewport.height - EDGE) return { top: Math.max(EDGE, below), left };
  const above = target.top - GAP - cardHeight;
  if (above >= EDGE) return { top: above, left };
  const top = Math.min(Math.max(EDGE, target.top), Math.max(EDGE, viewport.height - cardHeight - EDGE));
  const before = target.left - GAP - TOUR_CARD_WIDTH;
  if (before >= EDGE) return { top, left: before };
  const after = target.left + target.width + GAP;
  if (after + TOUR_CARD_WIDTH <= viewport.width - EDGE) return { top, left: after };
  return 'docked';
}

/**
 * Whether a step's element must be scrolled to: one that fits on the screen when any of it is
 * hidden, a taller one (a whole form) only when none of it shows.
 * @example needsScroll({ top: 100, bottom: 1400, height: 1300 }, 800) // false
 */
export function needsScroll(
  rect: { top: number; bottom: number; height: number },
  viewportHeight: number,
): boolean {
  if (rect.height > viewportHeight) return rect.bottom <= 0 || rect.top >= viewportHeight;
  return rect.top < 0 || rect.bottom > viewportHeight;
}

function boxOf(element: HTMLElement | null): Box | null {
  if (element === null) return null;
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * Plays a guided tour: a card beside each step's element (docked at the bottom on a phone) with
 * "Step n of m", Back, Next and Done, and a ring around the element. Steps whose element is not
 * on the screen are skipped. Escape or End tour closes it; focus moves into the card and returns
 * where it was. Works with the keyboard (Tab stays in the card) and by touch.
 * @example <TourPlayer tour={resolveTour('batches', TOUR_STEPS)} opened={opened} onClose={close} />
 */
export function TourPlayer({ tour, opened, onClose }: TourPlayerProps) {
  return opened ? <TourRun tour={tour} onClose={onClose} /> : null;
}

/**
 * The steps a tour plays on the current screen: those whose element is there, or, with none
 * of them there, every step (their cards docked).
 * @example presentSteps(resolveTour('batches', TOUR_STEPS))
 */
export function presentSteps(tour: ResolvedTour, root: ParentNode = document): readonly TourStep[] {
  const shown = tour.steps.filter((step) => tourTarget(step, root) !== null);
  return shown.length > 0 ? shown : tour.steps;
}

/** One playing of a tour: mounted when it starts, so its steps and focus are taken then. */
function TourRun({ tour, onClose }: Omit<TourPlayerProps, 'opened'>) {
  const [steps] = useState(() => presentSteps(tour));
  const [returnFocus] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const [index, setIndex] = useState(0);
  const [target, setTarget] = useState<Box | null>(null);
  const [cardHeight, setCardHeight] = useState(180);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => () => returnFocus?.focus(), [returnFocus]);

  const step = steps[index];
  useLayoutEffect(() => {
    if (step === undefined) return;
    const element = tourTarget(step);
    if (element !== null && needsScroll(element.getBoundingClientRect(), window.innerHeight))
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const measure = () => {
      setTarget(boxOf(tourTarget(step)));
      if (card.current !== null && card.current.offsetHeight > 0) setCardHeight(card.current.offsetHeight);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  // Back disappears on the first step: focus then goes to the main button, never to the page.
  const primary = useRef<HTMLButtonElement | null>(null);
  const focusPrimary = useCallback(() => {
    const button = primary.current;
    if (button !== null && !(card.current?.contains(document.activeElement) ?? false)) button.focus();
  }, []);
  useEffect(focusPrimary, [index, focusPrimary]);
  // The card mounts in a portal after the effects above ran: focus the button as it appears.
  const primaryRef = useCallback(
    (button: HTMLButtonElement | null) => {
      primary.current = button;
      focusPrimary();
    },
    [focusPrimary],
  );

  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onClose]);

  if (step === undefined) return null;
  const last = index === steps.length - 1;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const place = cardPosition(target, viewport, cardHeight);
  const placement =
    place === 'docked'
      ? { left: EDGE, right: EDGE, bottom: EDGE }
      : { top: place.top, left: place.left, width: TOUR_CARD_WIDTH };

  return (
    <Portal>
      {target !== null && (
        <div
          aria-hidden
          data-testid="tour-ring"
          style={{
            position: 'fixed',
            top: target.top - 4,
            left: target.left - 4,
            width: target.width + 8,
            height: target.height + 8,
            borderRadius: 8,
            boxShadow: '0 0 0 3px var(--mantine-primary-color-filled), 0 0 0 9999px rgba(0, 0, 0, 0.25)',
            pointerEvents: 'none',
            zIndex: TOUR_Z_INDEX,
          }}
        />
      )}
      <FocusTrap active>
        <Paper
          ref={card}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={textId}
          shadow="lg"
          withBorder
          p="md"
          radius="md"
          style={{ position: 'fixed', ...placement, zIndex: TOUR_Z_INDEX + 1 }}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text id={titleId} fw={600} size="sm">
              Step {index + 1} of {steps.length}
            </Text>
            <ActionIcon variant="subtle" aria-label="End tour" onClick={onClose}>
              ×
            </ActionIcon>
          </Group>
          <Text id={textId} size="sm" mb="md">
            {step.text}
          </Text>
          <Group justify="flex-end" gap="xs">
            {index > 0 && (
              <Button variant="default" size="compact-md" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
            <Button
              ref={primaryRef}
              size="compact-md"
              onClick={last ? onClose : () => setIndex(index + 1)}
              data-autofocus
            >
              {last ? 'Done' : 'Next'}
            </Button>
          </Group>
        </Paper>
      </FocusTrap>
    </Portal>
  );
}
