import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsSlider, type SlideSection } from './SettingsSlider';
import { renderWithMantine } from './testing/render-with-mantine';

const sections: readonly SlideSection[] = [
  { key: 'company', label: 'Company', content: <p>company section</p> },
  { key: 'billing', label: 'Billing', content: <p>billing section</p> },
  { key: 'pick-pack', label: 'Pick/Pack', content: <p>pick pack section</p> },
];

function render(slide: string | null, onSlideChange = vi.fn<(slide: string) => void>()) {
  renderWithMantine(
    <SettingsSlider
      label="Settings sections"
      sections={sections}
      slide={slide}
      onSlideChange={onSlideChange}
    />,
  );
  return onSlideChange;
}

describe('SettingsSlider', () => {
  it('shows the section the slide query value names', () => {
    render('billing');
    expect(screen.getByText('billing section')).toBeInTheDocument();
    expect(screen.queryByText('company section')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([null, 'nope', ''])('shows the first section when slide is %j', (slide) => {
    render(slide);
    expect(screen.getByText('company section')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the picked section back as slide, and not the one already shown', () => {
    const onSlideChange = render('company');
    fireEvent.click(screen.getByRole('tab', { name: 'Pick/Pack' }));
    expect(onSlideChange).toHaveBeenCalledWith('pick-pack');
    fireEvent.click(screen.getByRole('tab', { name: 'Company' }));
    expect(onSlideChange).toHaveBeenCalledTimes(1);
  });

  it('follows the slide value as the URL changes', () => {
    function Routed() {
      const [slide, setSlide] = useState<string | null>(null);
      return (
        <SettingsSlider
          label="Settings sections"
          sections={sections}
          slide={slide}
          onSlideChange={setSlide}
        />
      );
    }
    renderWithMantine(<Routed />);
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByText('billing section')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
  });
});
