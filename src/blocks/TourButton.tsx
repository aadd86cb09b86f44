import { ActionIcon, Tooltip } from '@mantine/core';

/**
 * The button that starts a screen's tour.
 * @example <TourButton onClick={tour.start} />
 */
export function TourButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip label="Tour">
      <ActionIcon variant="subtle" aria-label="Tour" onClick={onClick} data-tour="tour-button">
        ?
      </ActionIcon>
    </Tooltip>
  );
}
