import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export type BottomSheetProps = {
  opened: boolean;
  onClose: () => void;
  title?: string;
  children: ReactNode;
};

/**
 * A pop-up sheet sliding up from the bottom (phones: actions and pickers within thumb reach).
 * @example <BottomSheet opened={open} onClose={close} title="Actions">...</BottomSheet>
 */
export function BottomSheet({ opened, onClose, title, children }: BottomSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="bottom"
      size="auto"
      styles={{ content: { borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh' } }}
    >
      {children}
    </Drawer>
  );
}
