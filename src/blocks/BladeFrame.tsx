import { ActionIcon, Group, ScrollArea, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { BLADE_HEIGHT } from './block-constants';
import { bladeWidth, type Blade } from './blade-manager';

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
  children: ReactNode;
};

const KEYBOARD_RESIZE_STEP = 20;

/**
 * One blade: a header with pin, minimise and close, its content, and a drag handle on the
 * right edge to resize it. Minimised, it is a 35 px strip that maximises when pressed.
 * @example <BladeFrame blade={blade} title="Product" viewportWidth={1280} ...>{content}</BladeFrame>
 */
export function BladeFrame(props: BladeFrameProps) {
  const { blade, title } = props;
  const width = bladeWidth(blade, props.viewportWidth);
  const drag = useRef<{ x: number; width: number } | null>(null);

  if (blade.minimised) {
    return (
      <UnstyledButton
        aria-label={`Maximise ${title}`}
        onClick={props.onMaximise}
        style={{ width, height: BLADE_HEIGHT, flex: '0 0 auto', writingMode: 'vertical-rl', borderRight: '1px solid var(--mantine-color-gray-3)', padding: 6 }}
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
    if (event.key === 'ArrowLeft') props.onResize(blade.width - KEYBOARD_RESIZE_STEP);
    if (event.key === 'ArrowRight') props.onResize(blade.width + KEYBOARD_RESIZE_STEP);
  };

  return (
    <section
      aria-label={title}
      style={{ width, height: BLADE_HEIGHT, flex: '0 0 auto', display: 'flex', flexDirection: 'column', position: 'relative', borderRight: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}
    >
      <Group justify="space-between" wrap="nowrap" px="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Title order={5} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Title>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={blade.pinned ? 'Unpin' : 'Pin'}>
            <ActionIcon variant={blade.pinned ? 'light' : 'subtle'} aria-label={blade.pinned ? 'Unpin' : 'Pin'} aria-pressed={blade.pinned} onClick={blade.pinned ? props.onUnpin : props.onPin}>
              ⚲
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Minimise">
            <ActionIcon variant="subtle" aria-label="Minimise" onClick={props.onMinimise}>
              –
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Close">
            <ActionIcon variant="subtle" aria-label="Close" onClick={props.onClose}>
              ×
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }}>{props.children}</ScrollArea>
      {width !== '100%' && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${title}`}
          aria-valuenow={blade.width}
          tabIndex={0}
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={keyResize}
          style={{ position: 'absolute', top: 0, right: -3, width: 6, height: '100%', cursor: 'col-resize', touchAction: 'none' }}
        />
      )}
    </section>
  );
}
