import { ActionIcon, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { MenuButton, MenuButtonGroup } from '../../blocks/menus/hub-menu';
import {
  DASHBOARD_BUTTON_SIZE,
  HOVER_OPEN_DELAY_MS,
  HUB_BUTTON_SIZE,
  type ButtonSize,
} from '../../blocks/menus/menu-button-sizes';
import classes from './HubsMenu.module.css';
import { HUBS_MENU_LABEL } from './menu-labels';
import type { Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';

export type HubsMenuProps = {
  hubs: readonly MenuButtonGroup[];
  dashboards: readonly MenuButtonGroup[];
  loggedIn: boolean;
  onGo: Go;
  /** The page shown: the menu closes when it changes, so it never stays open over the next page. */
  pathname?: string;
  /** Open from the start (tapped before its code had loaded: see MenuOnDemand). */
  initiallyOpened?: boolean;
};

export { HUBS_MENU_LABEL };

// Six hub buttons a row on wide screens, the full width less a margin on a phone. Popover writes
// its width inline (max-content by default), so it is set here rather than in CSS.
const DROPDOWN_WIDTH = 'min(640px, calc(100vw - 16px))';

function TargetButton({ button, size, onGo }: { button: MenuButton; size: ButtonSize; onGo: Go }) {
  return (
    <Menu.Item
      className={classes.button}
      style={{ width: size.width, height: size.height }}
      disabled={button.disabled}
      data-href={button.href}
      onClick={() => onGo(button.href)}
    >
      <span className={classes.label}>
        <span className={classes.icon}>
          <ShellIcon name={button.key} size={24} />
        </span>
        {button.label}
      </span>
    </Menu.Item>
  );
}

function Groups({ groups, size, onGo }: { groups: readonly MenuButtonGroup[]; size: ButtonSize; onGo: Go }) {
  return (
    <div className={classes.groups}>
      {groups.map((group) => (
        <div key={group.name} role="group" aria-label={group.name}>
          <div className={classes.groupName} aria-hidden="true">
            {group.name}
          </div>
          <div className={classes.buttons}>
            {group.buttons.map((button) => (
              <TargetButton key={button.href} button={button} size={size} onGo={onGo} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The top bar's grid of hub and dashboard buttons (hubs 90x80, dashboards 135x80). It opens on
 * click, tap or a 300 ms hover; arrow keys move between the enabled buttons.
 * @example <HubsMenu hubs={hubMenu(session, HUB_GROUPS)} dashboards={hubMenu(session, DASHBOARD_GROUPS)} loggedIn onGo={go} />
 */
export function HubsMenu({
  hubs,
  dashboards,
  loggedIn,
  onGo,
  pathname,
  initiallyOpened = false,
}: HubsMenuProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  // Closed on every navigation (a button, a link, Back), not only on a tap outside.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpened(false);
  }
  // A touch screen has no hover: a tap's emulated hover would otherwise open it again.
  const touch = useMediaQuery('(hover: none)', false, { getInitialValueInEffect: false });
  const go: Go = (href) => {
    setOpened(false);
    onGo(href);
  };
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger={touch ? 'click' : 'click-hover'}
      openDelay={HOVER_OPEN_DELAY_MS}
      closeDelay={200}
      position="bottom-end"
      shadow="lg"
      radius="md"
      width={DROPDOWN_WIDTH}
      loop
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label={HUBS_MENU_LABEL}>
          <ShellIcon name="grid" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {!loggedIn && (
          <Text size="sm" c="dimmed" mb="sm">
            Log in to open the hubs and dashboards. The demo needs no login.
          </Text>
        )}
        <div className={classes.section}>
          <Groups groups={hubs} size={HUB_BUTTON_SIZE} onGo={go} />
        </div>
        <div className={classes.section}>
          <Groups groups={dashboards} size={DASHBOARD_BUTTON_SIZE} onGo={go} />
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}
