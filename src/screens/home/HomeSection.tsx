import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HomePage.module.css';

export type HomeSectionProps = {
  /** The drawer anchor's id; the section takes focus when the anchor scrolls to it. */
  id: string;
  /** Id of the section's heading, which names the region. */
  labelledBy: string;
  tone?: 'plain' | 'tinted' | 'brand';
  children: ReactNode;
};

/**
 * One band of the home page: a named region with the anchor id, clear of the fixed app bar
 * when scrolled to.
 * @example <HomeSection id="pricing" labelledBy="pricing-title">...</HomeSection>
 */
export function HomeSection({ id, labelledBy, tone = 'plain', children }: HomeSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={classes.section}
      data-tone={tone}
    >
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        {children}
      </Container>
    </Box>
  );
}
