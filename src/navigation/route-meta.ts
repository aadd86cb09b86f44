import type { SubscriptionCode } from '../domain/subscriptions';

/**
 * What a route tells the guard and the shell. The guard (spec doc 1, section 2) reads title,
 * requiresLogin, permissions and subscription; the shell reads appBar, navigation,
 * background and hesitate.
 */
export type RouteMeta = {
  title: string;
  /** Routes without it open directly (step 2 of the guard). */
  requiresLogin: boolean;
  /** Any of these view permissions (none listed: the level alone decides). */
  permissions?: readonly string[];
  subscription?: SubscriptionCode;
  /** Route-controlled meta tags, replaced on every navigation. */
  metaTags?: Readonly<Record<string, string>>;
  /** Show the app bar (default true); the driver hub hides it. */
  appBar?: boolean;
  /** Show the drawer and bottom navigation (default true). */
  navigation?: boolean;
  /** Warn before leaving (unsaved changes; the driver hub). */
  hesitate?: boolean;
  /** Background theme of the screen. */
  background?: 'default' | 'plain' | 'brand';
  /** One sentence of what the screen holds; the placeholder of a screen still to come shows it. */
  description?: string;
};
