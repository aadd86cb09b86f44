import { Alert, AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isCustomerCode } from '../../domain/subscriptions';
import type { AppUpdateState, InstallPromptState } from '../../blocks/pwa/pwa-api';
import type { RouteMeta } from '../../entities/derive/route-meta';
import { backOfficeMenu } from '../../blocks/menus/back-office-menu';
import { drawerVariant } from '../../blocks/menus/drawer-variant';
import { DASHBOARD_GROUPS, HUB_GROUPS, hubMenu } from '../../blocks/menus/hub-menu';
import { BottomNavigation } from './BottomNavigation';
import { StorageFullNotice } from './StorageFullNotice';
import classes from './ShellLayout.module.css';
import { lazyShellPart } from './lazy-shell-part';
import { menusFirstOnIdle, whenIdle } from './menus-first-on-idle';
import { TopBar, type TopBarProps } from './TopBar';

// The marketing drawer (and Mantine's modal machinery under it) loads when it first opens.
// Someone's unsent work on this device, with the mirror's chunk (it reads the outbox).
const UnsentWorkNotice = lazyShellPart(() =>
  import('./UnsentWorkNotice').then((module) => module.UnsentWorkNotice),
);
const MarketingDrawer = lazyShellPart(() =>
  import('./MarketingDrawer').then((module) => module.MarketingDrawer),
);
// The back-office drawer's links and filter box (Mantine's NavLink, Collapse and TextInput) load
// when the drawer is first wanted: open (pinned beside the page, or toggled), its toggle pointed
// at or focused, or the page idle on a device that has not stored the app yet (as the top bar's
// menus, so it works if the network goes in the first seconds). Until then the closed drawer is
// an empty, inert frame no one can see or reach.
const BackOfficeDrawer = lazyShellPart(() =>
  import('./BackOfficeDrawer').then((module) => module.BackOfficeDrawer),
);

/** Everything the shell needs, passed in so it renders the same in tests and in the app. */
export type ShellLayoutProps = Pick<
  TopBarProps,
  | 'session'
  | 'training'
  | 'skin'
  | 'onSkinChange'
  | 'onLogin'
  | 'onLogout'
  | 'onHandOver'
  | 'onEndDemo'
  | 'endingDemo'
  | 'onHome'
  | 'onGo'
> & {
  children: ReactNode;
  meta: RouteMeta;
  pathname: string;
  /** Location hash without '#'. */
  hash: string;
  /** Narrower than the mobile breakpoint (580 px). */
  isMobile: boolean;
  /** The back-office drawer stays open beside the page on wide screens (cosmetics drawerPermanent). */
  drawerPinned: boolean;
  onDrawerPinnedChange(pinned: boolean): void;
  appUpdate: AppUpdateState;
  installPrompt: InstallPromptState;
};

export const HEADER_HEIGHT = 60;
export const NAVBAR_WIDTH = 280;
export const BOTTOM_NAVIGATION_HEIGHT = 64;
// Where the back-office drawer stops being an overlay and stays beside the page (Mantine's sm).
const NAVBAR_BREAKPOINT = 'sm';
const DESKTOP_QUERY = '(min-width: 48em)';

/**
 * The app's frame around a screen, driven by the screen's meta: app bar (unless the screen
 * hides it), the marketing drawer on home and demo or the back-office drawer elsewhere
 * (logged in or training), and the customer's bottom navigation below 580 px.
 * @example <ShellLayout meta={meta} pathname="/" hash="" session={null} ...>{page}</ShellLayout>
 */
export function ShellLayout(props: ShellLayoutProps) {
  const { meta, pathname, session, training, onGo } = props;
  const isDesktop = useMediaQuery(DESKTOP_QUERY) === true;
  const [marketingOpened, marketing] = useDisclosure(false);
  // Once opened it stays mounted, so it closes with its transition.
  const [marketingUsed, setMarketingUsed] = useState(false);
  if (marketingOpened && !marketingUsed) setMarketingUsed(true);
  const [mobileOpened, mobile] = useDisclosure(false);
  const desktopOpened = props.drawerPinned;
  // Once wanted, the back-office drawer's content stays (it closes with its transition).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const drawerOnIdle = menusFirstOnIdle(pathname);
  useEffect(() => (drawerOnIdle ? whenIdle(() => setDrawerWanted(true)) : undefined), [drawerOnIdle]);

  const showNavigation = meta.navigation !== false;
  const showAppBar = meta.appBar !== false;
  const variant = showNavigation ? drawerVariant(pathname, { loggedIn: session !== null, training }) : 'none';
  const showBottomNavigation = showNavigation && props.isMobile && isCustomerCode(session?.subscriptionCode);

  const hubs = useMemo(() => hubMenu(session, HUB_GROUPS), [session]);
  const dashboards = useMemo(() => hubMenu(session, DASHBOARD_GROUPS), [session]);
  const sections = useMemo(
    () => (variant === 'back-office' ? backOfficeMenu(session) : []),
    [variant, session],
  );

  const navbarOpened = isDesktop ? desktopOpened : mobileOpened;
  if (navbarOpened && !drawerWanted) setDrawerWanted(true);
  const drawerOpened = variant === 'marketing' ? marketingOpened : navbarOpened;
  const toggleDrawer = () => {
    if (variant === 'marketing') marketing.toggle();
    else if (isDesktop) props.onDrawerPinnedChange(!desktopOpened);
    else mobile.toggle();
  };

  return (
    <AppShell
      header={showAppBar ? { height: HEADER_HEIGHT } : undefined}
      navbar={
        variant === 'back-office'
          ? {
              width: NAVBAR_WIDTH,
              breakpoint: NAVBAR_BREAKPOINT,
              collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
            }
          : undefined
      }
      footer={showBottomNavigation ? { height: BOTTOM_NAVIGATION_HEIGHT } : undefined}
      padding={0}
    >
      {showAppBar && (
        <AppShell.Header className={classes.header}>
          <TopBar
            drawer={{
              available: variant !== 'none',
              opened: drawerOpened,
              onToggle: toggleDrawer,
              onIntent: variant === 'back-office' ? wantDrawer : undefined,
            }}
            session={session}
            training={training}
            pathname={pathname}
            screen={{ title: meta.title, description: meta.description }}
            hubs={hubs}
            dashboards={dashboards}
            skin={props.skin}
            onSkinChange={props.onSkinChange}
            updateWaiting={props.appUpdate.updateWaiting}
            onUpdate={props.appUpdate.applyUpdate}
            canInstall={props.installPrompt.canInstall}
            onInstall={() => void props.installPrompt.install()}
            onLogin={props.onLogin}
            onLogout={props.onLogout}
            {...(props.onHandOver === undefined ? {} : { onHandOver: props.onHandOver })}
            onEndDemo={props.onEndDemo}
            endingDemo={props.endingDemo}
            onHome={props.onHome}
            onGo={onGo}
          />
        </AppShell.Header>
      )}
      {variant === 'marketing' && marketingUsed && (
        <Suspense fallback={null}>
          <MarketingDrawer
            opened={marketingOpened}
            onClose={marketing.close}
            pathname={pathname}
            hash={props.hash}
            onGo={onGo}
          />
        </Suspense>
      )}
      {variant === 'back-office' && (
        <AppShell.Navbar
          className={classes.navbar}
          aria-label="Back office"
          data-collapsed={navbarOpened ? undefined : true}
          inert={!navbarOpened}
        >
          {drawerWanted && (
            <Suspense fallback={null}>
              <BackOfficeDrawer
                sections={sections}
                pathname={pathname}
                onGo={onGo}
                onNavigate={mobile.close}
              />
            </Suspense>
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main} data-background={meta.background ?? 'default'}>
        <StorageFullNotice />
        {props.appUpdate.reloadHeld == null ? null : (
          <Alert color="yellow" radius={0} role="status" data-testid="update-held">
            {props.appUpdate.reloadHeld}
          </Alert>
        )}
        {session !== null && !training && (
          <Suspense fallback={null}>
            <UnsentWorkNotice session={session} />
          </Suspense>
        )}
        {props.children}
      </AppShell.Main>
      {showBottomNavigation && (
        <AppShell.Footer className={classes.footer}>
          <BottomNavigation pathname={pathname} onGo={onGo} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
