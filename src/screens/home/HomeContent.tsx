import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { InstallPromptState } from '../../blocks/pwa/pwa-api';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { scrollToSection } from '../../navigation/scroll-to-section';
import { FeaturesSection } from './FeaturesSection';
import { GetTheAppSection } from './GetTheAppSection';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { ProductSections } from './ProductSections';
import { SignUpSection } from './SignUpSection';

export type HomeContentProps = {
  /** The location's hash without '#': the section to show ('pricing'). */
  hash: string;
  signedIn: boolean;
  installPrompt: InstallPromptState;
  onLogin(): void;
  onGo: Go;
};

const FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Demo', href: '/demo' },
  { label: 'Sign up', href: '/register' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
];

/**
 * The public marketing page: a section per drawer anchor (Home, Online Ordering, Inventory,
 * Delivery, Pricing, Features, Sign Me Up, Get The App). Arriving with a hash scrolls to it.
 * @example <HomeContent hash="pricing" signedIn={false} installPrompt={offer} onLogin={login} onGo={go} />
 */
export function HomeContent({ hash, signedIn, installPrompt, onLogin, onGo }: HomeContentProps) {
  useEffect(() => {
    if (hash !== '') scrollToSection(document, hash);
  }, [hash]);

  return (
    <>
      <HeroSection onGo={onGo} />
      <ProductSections />
      <PricingSection onGo={onGo} />
      <FeaturesSection />
      <SignUpSection onGo={onGo} signedIn={signedIn} onLogin={onLogin} />
      <GetTheAppSection installPrompt={installPrompt} />
      <Box component="footer" py="xl" bg="var(--mantine-color-default-hover)">
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Text size="sm">© Bulktrade · Wholesale ordering and logistics · Melbourne, Australia</Text>
            <Group gap="md">
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.href} size="sm" {...linkProps(link.href, onGo)}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
