import { Button, Group, Modal, Text } from '@mantine/core';
import { HESITATE_MESSAGE } from '../navigation/route-guard';

/**
 * The hesitate confirm of guard step 6: leaving proceeds only on Yes.
 * @example <LeaveConfirm opened={blocked} onNo={reset} onYes={proceed} />
 */
export function LeaveConfirm({
  opened,
  onNo,
  onYes,
}: {
  opened: boolean;
  onNo: () => void;
  onYes: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title="Leave this screen?" centered closeOnClickOutside={false}>
      <Text mb="lg">{HESITATE_MESSAGE}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo} data-autofocus>
          No
        </Button>
        <Button color="error" onClick={onYes}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
