import type { Hono } from 'hono';
import { servedEntities } from '../src/entities/derive/served-entities';
import type { ServiceBases } from '../src/entities/derive/api-paths';
import { ENTITIES, entityByName } from '../src/entities/registry';
import { createApp } from './app';
import { authRoutes } from './auth/auth-routes';
import { createAuthenticate } from './auth/authenticate';
import type { RedirectPolicy } from './auth/authorize-request';
import type { Store } from './store/store';

export type ServicesOptions = {
  store: Store;
  /** Signs session tokens; at least 32 bytes. */
  secret: string;
  clock?: () => Date;
  /** PBKDF2 cost of new passwords (training mode uses a low one). */
  passwordIterations?: number;
  bases?: Partial<ServiceBases>;
  allowedRedirect?: RedirectPolicy;
};

/**
 * Every reference service over one store: sign-in at the Auth base and one section per
 * registered entity. Both hosts (Node and training mode in the browser) call this.
 */
export function createServices(options: ServicesOptions): Hono {
  const clock = options.clock ?? (() => new Date());
  const { store, secret } = options;
  return createApp({
    store,
    authenticate: createAuthenticate({ secret, clock, store }),
    auth: authRoutes({
      store,
      secret,
      clock,
      ...(options.passwordIterations === undefined ? {} : { passwordIterations: options.passwordIterations }),
      ...(options.allowedRedirect === undefined ? {} : { allowedRedirect: options.allowedRedirect }),
    }),
    entities: servedEntities(ENTITIES),
    ...(options.bases === undefined ? {} : { bases: options.bases }),
    pricing: {
      automaticLineItems: entityByName('automatic-line-items').section,
      locations: entityByName('locations').section,
      agreements: entityByName('customers').section,
      priceTiers: entityByName('supplier-price-tiers').section,
    },
  });
}
