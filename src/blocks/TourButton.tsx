import { ActionIcon } from '@mantine/core';
import { TooltipOnDemand } from './TooltipOnDemand';

/**
 * The button that starts a screen's tour (its tooltip's code loads when it is first pointed at).
 * @example <TourButton onClick={tour.start} />
 */
export function TourButton({ onClick }: { onClick: () => void }) {
  return (
    <TooltipOnDemand label="Tour">
      <ActionIcon variant="subtle" aria-label="Tour" onClick={onClick} data-tour="tour-button">
        ?
      </ActionIcon>
    </TooltipOnDemand>
  );
}
