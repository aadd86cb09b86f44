import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { BLADE_HEIGHT, BLADE_MIN_RESIZE_WIDTH, BLADE_MOBILE_BREAKPOINT } from './block-constants';
import { bladeWidth, type Blade } from './blade-manager';
import { TooltipOnDemand } from './TooltipOnDemand';

export type BladeFrameProps = {
  blade: Blade;
  title: string;
  viewportWidth: number;
  onClose: () => void;
  onMinimise: () => void;
  onMaximise: () => void;
  onPin: () => void;
  onUnpin: () => void;
  onResize: (width: number) => void;
  /** False for a page's anchor (its list): closing it would leave an empty page. */
  closable?: boolean;
  /** Takes the width the other blades leave (a page's anchor); it then has no resize handle. */
  fill?: boolean;
  /** Kept mounted but not shown (a phone shows only the front blade). */
  hidden?: boolean;
  /** Extra header buttons before pin, minimise and close (a tour button). */
  actions?: ReactNode;
  /**
   * The content shows the title as its own heading (a page's list): the header then holds only
   * the buttons, so the title is not shown twice; the blade keeps it as its accessible name.
   */
  titleInContent?: boolean;
  children: ReactNode;
};

const KEYBOARD_RESIZE_STEP = 20;
const KEYBOARD_RESIZE_PAGE = 100;
/** A filling blade never gets narrower than this beside the others (the row scrolls instead). */
const FILL_MIN_WIDTH = 300;

/** The width a key press on the resize handle asks for, or null for other keys. */
export function keyboardResizeWidth(key: string, width: number): number | null {
  if (key === 'ArrowLeft') return width - KEYBOARD_RESIZE_STEP;
  if (key === 'ArrowRight') return width + KEYBOARD_RESIZE_STEP;
  if (key === 'PageDown') return width - KEYBOARD_RESIZE_PAGE;
  if (key === 'PageUp') return width + KEYBOARD_RESIZE_PAGE;
  if (key === 'Home') return BLADE_MIN_RESIZE_WIDTH;
  return null;
}

function FrameButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <TooltipOnDemand label={label}>
      <ActionIcon
        variant={pressed === true ? 'light' : 'subtle'}
        aria-label={label}
        {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </TooltipOnDemand>
  );
}

/**
 * One blade: a header with pin, minimise and close, its content, and a handle on the right
 * edge to resize it by dragging or with the arrow keys. Minimised, it is a 35 px strip that
 * maximises when pressed. Below 600 px it fills the width and offers only Close.
 * @example <BladeFrame blade={blade} title="Product" viewportWidth={1280} ...>{content}</BladeFrame>
 */
export function BladeFrame(props: BladeFrameProps) {
  const { blade, title } = props;
  const mobile = props.viewportWidth < BLADE_MOBILE_BREAKPOINT;
  const width = bladeWidth(blade, props.viewportWidth);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const closable = props.closable !== false;
  const display = props.hidden === true ? 'none' : 'flex';

  if (blade.minimised && !mobile) {
    return (
      <UnstyledButton
        aria-label={`Maximise ${title}`}
        onClick={props.onMaximise}
        data-tour="blade-minimised"
        style={{
          width,
          height: BLADE_HEIGHT,
          maxHeight: '100%',
          flex: '0 0 auto',
          display: props.hidden === true ? 'none' : undefined,
          writingMode: 'vertical-rl',
          borderRight: '1px solid var(--mantine-color-default-border)',
          padding: 6,
          fontWeight: 600,
        }}
      >
        {title}
      </UnstyledButton>
    );
  }

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, width: blade.width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current !== null) props.onResize(drag.current.width + event.clientX - drag.current.x);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const keyResize = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyboardResizeWidth(event.key, blade.width);
    if (next === null) return;
    event.preventDefault();
    props.onResize(next);
  };
  const fill = props.fill === true && !mobile;
  const sizing = fill
    ? { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: FILL_MIN_WIDTH }
    : { width, flex: '0 0 auto' };
  // A phone's anchor is the page itself: no frame header, unless it has actions to offer.
  const pageOnPhone = mobile && !closable;
  const header = !pageOnPhone || (props.actions !== undefined && props.actions !== null);
  const shownTitle = pageOnPhone || props.titleInContent === true ? '' : title;

  return (
    <section
      aria-label={title}
      data-blade={blade.name}
      // 94vh (the spec's blade height), but never taller than a host sized to the space below the app bar.
      style={{
        ...sizing,
        height: BLADE_HEIGHT,
        maxHeight: '100%',
        display,
        flexDirection: 'column',
        position: 'relative',
        borderRight: mobile ? undefined : '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
      }}
    >
      {header && (
        <Group
          justify="space-between"
          wrap="nowrap"
          px="sm"
          py={4}
          gap="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text
            fw={600}
            size="sm"
            c="dimmed"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {shownTitle}
          </Text>
          <Group gap={2} wrap="nowrap" data-tour="blade-buttons">
            {props.actions}
            {!mobile && (
              <FrameButton
                label={blade.pinned ? 'Unpin' : 'Pin'}
                pressed={blade.pinned}
                onClick={blade.pinned ? props.onUnpin : props.onPin}
              >
                ⚲
              </FrameButton>
            )}
            {!mobile && (
              <FrameButton label="Minimise" onClick={props.onMinimise}>
                –
              </FrameButton>
            )}
            {closable && (
              <FrameButton label="Close" onClick={props.onClose}>
                ×
              </FrameButton>
            )}
          </Group>
        </Group>
      )}
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>{props.children}</div>
      {width !== '100%' && !fill && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${title}`}
          aria-valuenow={blade.width}
          aria-valuemin={BLADE_MIN_RESIZE_WIDTH}
          tabIndex={0}
          data-tour="blade-resize"
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={keyResize}
          style={{
            position: 'absolute',
            top: 0,
            right: -4,
            width: 8,
            height: '100%',
            cursor: 'col-resize',
            touchAction: 'none',
            zIndex: 2,
          }}
        />
      )}
    </section>
  );
}
