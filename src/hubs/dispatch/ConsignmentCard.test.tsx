import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../blocks/testing/render-with-mantine';
import { ConsignmentCard } from './ConsignmentCard';

const consignment = {
  id: 'c1',
  consignmentNumber: 'C-1001',
  _syncState: 'synced' as const,
  plannedCourierID: 'metro',
  journeyTemplateID: 'tpl-city',
};
const journeys = [
  { value: 'j-city', label: 'City Run' },
  { value: 'j-north', label: 'North Run' },
];
const couriers = [
  { value: 'metro', label: 'Metro Couriers' },
  { value: 'swift', label: 'Swift Freight' },
];

describe('a ready consignment on the dispatch hub', () => {
  it('starts with the journey and courier its courier pointer planned, and sends it there in one tap', () => {
    const onJourney = vi.fn<(id: string) => void>();
    const onCourier = vi.fn<(id: string) => void>();
    renderWithMantine(
      <ConsignmentCard
        consignment={consignment}
        destination="Fitzroy"
        customer="Cafe"
        assignable
        journeys={journeys}
        couriers={couriers}
        onJourney={onJourney}
        onCourier={onCourier}
        plannedJourneyID="j-city"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Journey for C-1001' })).toHaveDisplayValue('City Run');
    expect(screen.getByRole('combobox', { name: 'Courier for C-1001' })).toHaveDisplayValue('Metro Couriers');
    fireEvent.click(screen.getByRole('button', { name: 'Add To Journey' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order Courier' }));
    expect(onJourney).toHaveBeenCalledWith('j-city');
    expect(onCourier).toHaveBeenCalledWith('metro');
  });

  it('chooses nothing for a consignment no pointer planned', () => {
    renderWithMantine(
      <ConsignmentCard
        consignment={{ id: 'c2', consignmentNumber: 'C-1002', _syncState: 'synced' as const }}
        destination="Geelong"
        customer="Store"
        assignable
        journeys={journeys}
        couriers={couriers}
        onJourney={vi.fn<(id: string) => void>()}
        onCourier={vi.fn<(id: string) => void>()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add To Journey' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Order Courier' })).toBeDisabled();
  });
});
