import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ScanPick } from './pick-state';

export type BatchProductChoice = { code: string; choices: readonly ScanPick[] };

/**
 * Asks which product a scanned batch code is when batches of several of the consignment's
 * products share it: one big button per product, nothing picked until the picker taps one.
 * @example <BatchProductChooser choosing={{ code: 'GD1', choices }} productName={nameOf} onChoose={pick} onCancel={close} />
 */
export function BatchProductChooser({
  choosing,
  productName,
  onChoose,
  onCancel,
}: {
  choosing: BatchProductChoice | null;
  productName: (productID: string) => string;
  onChoose: (pick: ScanPick) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={choosing !== null}
      onClose={onCancel}
      title={choosing === null ? '' : `Which product is batch ${choosing.code}?`}
      size="md"
      centered
    >
      {choosing !== null && (
        <Stack gap="sm">
          <Text size="sm">
            Batches of {choosing.choices.length} products on this consignment have this code. Tap the product
            you scanned.
          </Text>
          {choosing.choices.map((choice) => (
            <Button
              key={choice.productID}
              size="lg"
              variant="default"
              fullWidth
              justify="space-between"
              rightSection={`Picks ${choice.quantityPicked}`}
              onClick={() => onChoose(choice)}
            >
              {productName(choice.productID)}
            </Button>
          ))}
          <Button size="lg" variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
