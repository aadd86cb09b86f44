import { Group, UnstyledButton } from '@mantine/core';
import { BOTTOM_NAVIGATION_ITEMS } from '../../blocks/menus/bottom-navigation';
import { isWithin } from '../../blocks/menus/back-office-menu';
import classes from './BottomNavigation.module.css';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';

export type BottomNavigationProps = { pathname: string; onGo: Go };

/**
 * The customer's mobile navigation along the bottom edge: Home, Deliveries and Invoices,
 * each a large touch target; the current one is marked for screen readers too.
 * @example <BottomNavigation pathname="/dashboard/customer" onGo={go} />
 */
export function BottomNavigation({ pathname, onGo }: BottomNavigationProps) {
  return (
    <nav aria-label="Customer" className={classes.root}>
      <Group gap={0} grow h="100%" wrap="nowrap">
        {BOTTOM_NAVIGATION_ITEMS.map((item) => {
          const active = isWithin(pathname, item.href);
          return (
            <UnstyledButton
              key={item.key}
              component="a"
              className={classes.item}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              {...linkProps(item.href, onGo)}
            >
              <ShellIcon name={item.key} size={24} />
              <span>{item.label}</span>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
