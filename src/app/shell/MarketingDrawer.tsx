import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { MARKETING_ANCHORS, type MarketingAnchor } from '../../blocks/menus/marketing-anchors';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { scrollToSection } from '../../navigation/scroll-to-section';

export type MarketingDrawerProps = {
  opened: boolean;
  onClose(): void;
  pathname: string;
  /** The location's hash without '#', e.g. 'pricing'. */
  hash: string;
  onGo: Go;
};

export const MARKETING_DRAWER_TITLE = 'Bulktrade';

function isHome(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}

function isActive(anchor: MarketingAnchor, pathname: string, hash: string): boolean {
  if (anchor.sectionId === null) return pathname.startsWith(anchor.href);
  return (
    isHome(pathname) &&
    (anchor.sectionId === 'home' ? hash === '' || hash === 'home' : hash === anchor.sectionId)
  );
}

/**
 * The side drawer of the home and demo screens: the spec's anchors, each scrolling to its
 * section of the home page (from the demo page it goes home first), and the demo page.
 * @example <MarketingDrawer opened onClose={close} pathname="/" hash="" onGo={go} />
 */
export function MarketingDrawer({ opened, onClose, pathname, hash, onGo }: MarketingDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="md"
      title={
        <Text fw={700} size="lg">
          {MARKETING_DRAWER_TITLE}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Site">
        <Stack gap={2}>
          {MARKETING_ANCHORS.map((anchor) => (
            <NavLink
              key={anchor.label}
              component="a"
              label={anchor.label}
              active={isActive(anchor, pathname, hash)}
              aria-current={isActive(anchor, pathname, hash) ? 'location' : undefined}
              {...linkProps(anchor.href, onGo, () => {
                onClose();
                // The same anchor twice does not change the location, so scroll here as well.
                if (anchor.sectionId !== null && isHome(pathname))
                  scrollToSection(document, anchor.sectionId);
              })}
            />
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
