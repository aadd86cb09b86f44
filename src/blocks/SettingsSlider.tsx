import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { slideSection } from './blade-manager';
import { BLADE_MOBILE_BREAKPOINT, SLIDE_QUERY_KEY } from './block-constants';

/** One section of a settings slider, chosen by its key in the `slide` query value. */
export type SlideSection = {
  readonly key: string;
  readonly label: string;
  readonly content: ReactNode;
};

export type SettingsSliderProps = {
  /** Names the section list for assistive technology, e.g. 'Settings sections'. */
  label: string;
  sections: readonly SlideSection[];
  /** The `slide` query value; an unknown or missing one shows the first section. */
  slide: string | null;
  /** Writes the picked section's key back as the `slide` query value. */
  onSlideChange: (slide: string) => void;
};

/**
 * The settings slider (spec doc 2, section 2): sections side by side with a tab list, the one
 * shown chosen by the `slide` query value. Tabs run down the side on a desktop and across the
 * top on a phone, wrapping onto more rows so every section's tab is in sight (none scrolled off
 * the edge).
 * @example <SettingsSlider label="Settings sections" sections={sections} slide={query.get('slide')} onSlideChange={write} />
 */
export function SettingsSlider({ label, sections, slide, onSlideChange }: SettingsSliderProps) {
  const phone = useMediaQuery(`(max-width: ${BLADE_MOBILE_BREAKPOINT - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const active = slideSection(
    slide === null ? {} : { [SLIDE_QUERY_KEY]: slide },
    sections.map((section) => section.key),
  );
  if (active === null) return null;
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        if (key !== null && key !== active) onSlideChange(key);
      }}
      orientation={phone ? 'horizontal' : 'vertical'}
      keepMounted={false}
    >
      <Tabs.List aria-label={label} style={phone ? { flexWrap: 'wrap' } : { minWidth: 180 }}>
        {sections.map((section) => (
          <Tabs.Tab key={section.key} value={section.key} style={{ whiteSpace: 'nowrap' }}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.key} value={section.key} p={phone ? 'sm' : 'md'}>
          {section.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
