import type { Hono } from 'hono';
import { servedEntities } from '../src/entities/derive/served-entities';
import type { ServiceBases } from '../src/entities/derive/api-paths';
import { ENTITIES, entityByName } from '../src/entities/registry';
import { createApp } from './app';
import { authRoutes, type AuthRoutesDeps } from './auth/auth-routes';
import { createAuthenticate } from './auth/authenticate';
import type { RedirectPolicy } from './auth/authorize-request';
import type { Store } from './store/store';
import type { EmailSender } from './notifications/email-port';
import type { ConnectorOption } from './accounting/connector';

export type ServicesOptions = {
  store: Store;
  /** Signs session tokens; at least 32 bytes. */
  secret: string;
  clock?: () => Date;
  /** PBKDF2 cost of new passwords (training mode uses a low one). */
  passwordIterations?: number;
  bases?: Partial<ServiceBases>;
  allowedRedirect?: RedirectPolicy;
  /** The client's network address for the sign-in throttles (the Node host gives the socket's). */
  clientAddress?: AuthRoutesDeps['clientAddress'];
  /** The outside accounting services companies may connect (server/accounting); none by default. */
  connectors?: readonly ConnectorOption[];
  /** The e-mail port: invitations go to the invited address through it (the log by default). */
  sendEmail?: EmailSender;
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
      ...(options.clientAddress === undefined ? {} : { clientAddress: options.clientAddress }),
      connectors: options.connectors ?? [],
      ...(options.sendEmail === undefined ? {} : { sendEmail: options.sendEmail }),
    }),
    connectors: options.connectors ?? [],
    entities: servedEntities(ENTITIES),
    clock,
    ...(options.bases === undefined ? {} : { bases: options.bases }),
    pricing: {
      automaticLineItems: entityByName('automatic-line-items').section,
      locations: entityByName('locations').section,
      agreements: entityByName('customers').section,
      priceTiers: entityByName('supplier-price-tiers').section,
    },
  });
}
