import { ActionIcon, Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import type { AppSession } from '../../session/session-context';
import type { MenuButtonGroup } from '../../blocks/menus/hub-menu';
import { BrandMark } from './BrandMark';
import type { HubsMenuProps } from './HubsMenu';
import type { AssistantPanelProps } from './AssistantPanel';
import { ASSISTANT_LABEL, HUBS_MENU_LABEL, SKIN_MENU_LABEL } from './menu-labels';
import { MenuOnDemand } from './MenuOnDemand';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { lazyShellPart } from './lazy-shell-part';
import { menusFirstOnIdle } from './menus-first-on-idle';
import type { Skin, SkinMenuProps } from './SkinMenu';

// Only a signed-in user has notifications and the assistant: their code (the registry's
// paths, date formatting) loads with them, not with the home page.
const NotificationsMenu = lazyShellPart(() =>
  import('./NotificationsMenu').then((module) => module.NotificationsMenu),
);
const ShellOfflineStatus = lazyShellPart(() =>
  import('./ShellOfflineStatus').then((module) => module.ShellOfflineStatus),
);
const loadHubsMenu = () => import('./HubsMenu').then((module) => module.HubsMenu);
const loadSkinMenu = () => import('./SkinMenu').then((module) => module.SkinMenu);
const loadAssistant = () => import('./AssistantPanel').then((module) => module.AssistantPanel);

/** Everything the top bar shows and does; the connected AppShell fills it in. */
export type TopBarProps = {
  /** onIntent: the toggle was pointed at or focused (the drawer's content may start loading). */
  drawer: { available: boolean; opened: boolean; onToggle(): void; onIntent?: (() => void) | undefined };
  session: AppSession | null;
  training: boolean;
  screen: { title: string; description?: string | undefined };
  hubs: readonly MenuButtonGroup[];
  dashboards: readonly MenuButtonGroup[];
  skin: Skin;
  onSkinChange(skin: Skin): void;
  updateWaiting: boolean;
  onUpdate(): void;
  canInstall: boolean;
  onInstall(): void;
  onLogin(): void;
  onLogout(): void;
  /** Hand over this device: sign out keeping every unsent write for its maker. */
  onHandOver?: () => Promise<void>;
  onEndDemo(): void;
  endingDemo: boolean;
  onHome(): void;
  onGo: Go;
  /** The page shown (menus close when it changes). */
  pathname?: string;
};

export const DRAWER_TOGGLE_LABEL = 'Toggle navigation';
export const HOME_BUTTON_LABEL = 'Go home';
export const UPDATE_APP = 'Update App';
export const INSTALL_APP = 'Install App';
export const END_DEMO = 'End Demo';
export const LOGIN = 'Login';

/**
 * The app bar: drawer toggle, the home button in training mode, the brand, then Update App
 * (a new version waits), Install App (the browser offers it), the hubs and dashboards grid,
 * the skin menu, the assistant (logged in), and End Demo (training) or Login (logged out).
 * @example <TopBar {...props} />
 */
export function TopBar(props: TopBarProps) {
  const { drawer, session, training, onGo } = props;
  const preload = menusFirstOnIdle(props.pathname ?? '/');
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        {drawer.available && (
          <Burger
            opened={drawer.opened}
            onClick={drawer.onToggle}
            onPointerEnter={drawer.onIntent}
            onFocus={drawer.onIntent}
            color="white"
            size="sm"
            aria-label={DRAWER_TOGGLE_LABEL}
          />
        )}
        {training && (
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={HOME_BUTTON_LABEL}
            onClick={props.onHome}
          >
            <ShellIcon name="home" />
          </ActionIcon>
        )}
        <UnstyledButton component="a" c="white" aria-label="Bulktrade" {...linkProps('/', onGo)}>
          <Group gap={8} wrap="nowrap">
            <BrandMark />
            <Text component="span" fw={700} size="lg" visibleFrom="xs">
              Bulktrade
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap={4} wrap="nowrap">
        {props.updateWaiting && (
          <Button
            color="yellow"
            c="dark.9"
            size="compact-sm"
            aria-label={UPDATE_APP}
            onClick={props.onUpdate}
            leftSection={<ShellIcon name="refresh" size={16} />}
          >
            <Box component="span" visibleFrom="sm">
              {UPDATE_APP}
            </Box>
          </Button>
        )}
        {props.canInstall && (
          <Button
            variant="white"
            size="compact-sm"
            aria-label={INSTALL_APP}
            onClick={props.onInstall}
            leftSection={<ShellIcon name="download" size={16} />}
          >
            <Box component="span" visibleFrom="sm">
              {INSTALL_APP}
            </Box>
          </Button>
        )}
        <MenuOnDemand<HubsMenuProps>
          load={loadHubsMenu}
          props={{
            hubs: props.hubs,
            dashboards: props.dashboards,
            loggedIn: session !== null,
            onGo,
            ...(props.pathname === undefined ? {} : { pathname: props.pathname }),
          }}
          label={HUBS_MENU_LABEL}
          icon="grid"
          preload={preload}
        />
        <MenuOnDemand<SkinMenuProps>
          load={loadSkinMenu}
          props={{ skin: props.skin, onSkinChange: props.onSkinChange }}
          label={SKIN_MENU_LABEL}
          icon="palette"
          preload={preload}
        />
        {session !== null && (
          <Suspense fallback={null}>
            <ShellOfflineStatus session={session} phoneDot={!training} />
          </Suspense>
        )}
        {session !== null && (
          <Suspense fallback={null}>
            <NotificationsMenu session={session} onGo={onGo} preload={preload} />
            <MenuOnDemand<AssistantPanelProps>
              load={loadAssistant}
              props={{
                session,
                screen: props.screen,
                onGo,
                onLogout: props.onLogout,
                ...(props.onHandOver === undefined ? {} : { onHandOver: props.onHandOver }),
              }}
              label={ASSISTANT_LABEL}
              icon="assistant"
              popup="dialog"
              preload={preload}
            />
          </Suspense>
        )}
        {training && (
          <Button variant="white" size="compact-md" onClick={props.onEndDemo} loading={props.endingDemo}>
            {END_DEMO}
          </Button>
        )}
        {session === null && !training && (
          <Button
            variant="white"
            size="compact-md"
            onClick={props.onLogin}
            leftSection={<ShellIcon name="login" size={16} />}
          >
            {LOGIN}
          </Button>
        )}
      </Group>
    </Group>
  );
}
