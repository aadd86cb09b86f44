import { Button, Group, Title } from '@mantine/core';

/**
 * The heading of a sheet the packing bench prints (labels, a packing slip): its title, a way
 * back and Print, in large buttons for the tablet.
 * @example <PrintSheetHeader title="Labels for C1042" closeLabel="Back" onClose={close} />
 */
export function PrintSheetHeader({
  title,
  closeLabel,
  onClose,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Group justify="space-between">
      <Title order={2}>{title}</Title>
      <Group>
        <Button size="lg" variant="default" onClick={onClose}>
          {closeLabel}
        </Button>
        <Button size="lg" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Group>
  );
}
