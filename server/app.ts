import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EntityDefinition } from '../src/entities/entity-definition';
import { DEFAULT_SERVICE_BASES, sectionBasePath, type ServiceBases } from '../src/entities/derive/api-paths';
import { USERS_SECTION } from './auth/account-records';
import type { Authenticate } from './http/caller';
import { logServerError } from './http/log-error';
import { addressProblem } from './http/odd-text';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from './http/security-headers';
import { registerImportRoutes } from './flows/imports';
import { HttpProblem } from './http/problem';
import type { PricingSections } from './sections/order-totals';
import { relationshipsOf } from './sections/party-access';
import { registerBatchRoutes } from './sections/batch-routes';
import { registerPullRoutes } from './sections/pull-routes';
import { registerSection } from './sections/section-routes';
import { userNameGuard } from './sections/user-name-guard';
import type { Store } from './store/store';
import { withTrackedTotals } from './flows/tracked-totals';
import type { ConnectorOption } from './accounting/connector';
import { registerIntegrationRoutes } from './accounting/integration-routes';
import { ReadTimeoutError } from './store/read-timeout';

/** JSON bodies above this are refused with 413; images have their own, larger limit. */
export const MAX_JSON_BYTES = 1024 * 1024;
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export type AppDeps = {
  store: Store;
  authenticate: Authenticate;
  entities: readonly EntityDefinition[];
  /** The sign-in service, mounted at the Auth base. */
  auth?: Hono;
  bases?: Partial<ServiceBases>;
  pricing: PricingSections;
  newId?: () => string;
  /** The services' clock (flows stamp records with it). */
  clock?: () => Date;
  /** The outside accounting services records can be uploaded to (server/accounting); none by default. */
  connectors?: readonly ConnectorOption[];
};

/**
 * The reference services: one Hono app over web-standard Request and Response, so the
 * same code runs under Node (npm start) and in the browser (training mode through MSW).
 */
export function createApp(deps: AppDeps): Hono {
  const bases: ServiceBases = { ...DEFAULT_SERVICE_BASES, ...deps.bases };
  const app = new Hono();

  // First, so every answer (errors and refusals too) carries them; the sign-in page sends its own policy.
  app.use('*', securityHeaders(API_CONTENT_SECURITY_POLICY));

  app.use('*', async (c, next) => {
    const isUpload = c.req.path.endsWith('/image');
    return bodyLimit({
      maxSize: isUpload ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES,
      onError: (ctx) =>
        ctx.json({ message: `The request body is larger than ${isUpload ? '6 MB' : '1 MB'}` }, 413),
    })(c, next);
  });

  // A NUL or lone surrogate in the path or a query parameter is the caller's mistake (400), not a store failure.
  app.use('*', async (c, next) => {
    const problem = addressProblem(new URL(c.req.url));
    if (problem !== null) return c.json({ message: problem }, 400);
    return next();
  });

  if (deps.auth) app.route(bases.Auth, deps.auth);

  const sectionDeps = {
    // Writes of consignments and purchase orders keep the stock tracked items' totals.
    store: withTrackedTotals(deps.store),
    authenticate: deps.authenticate,
    bases,
    pricing: deps.pricing,
    relationships: relationshipsOf(deps.entities),
    newId: deps.newId ?? (() => crypto.randomUUID()),
    ...(deps.clock === undefined ? {} : { clock: deps.clock }),
    connectors: deps.connectors ?? [],
  };
  const users = deps.entities.find((entity) => entity.section === USERS_SECTION);
  if (users !== undefined)
    app.use(`${sectionBasePath(users, bases)}/*`, userNameGuard(deps, sectionBasePath(users, bases)));
  // CSV imports, all rows or none; before the sections, whose paths they extend.
  registerImportRoutes(app, sectionDeps);
  // Connecting an outside service (its credentials kept apart from the record); before the sections too.
  registerIntegrationRoutes(app, deps.entities, sectionDeps);
  for (const entity of deps.entities) registerSection(app, entity, sectionDeps);
  registerBatchRoutes(app, { authenticate: deps.authenticate, bases, entities: deps.entities });
  registerPullRoutes(app, { authenticate: deps.authenticate, bases, entities: deps.entities });

  app.notFound((c) => c.json({ message: `Nothing is at ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpProblem) return c.json({ message: error.message, ...error.extra }, error.status);
    // A list or report past the store's read bound: the person narrows it (server/store/read-timeout.ts).
    if (error instanceof ReadTimeoutError)
      return c.json({ message: error.message, timeoutMs: error.timeoutMs }, 503);
    logServerError(`${c.req.method} ${c.req.path}`, error);
    return c.json(
      { message: 'Something went wrong on the server. Try again; if it keeps happening, tell us.' },
      500,
    );
  });
  return app;
}
