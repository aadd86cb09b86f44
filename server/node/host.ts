import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONTENT_SECURITY_POLICY, securityHeaders } from '../http/security-headers';

export type HostDeps = {
  /** The services (sign-in and sections); handed the Node bindings so they can read the client's address. */
  services: { fetch(request: Request, env?: unknown): Response | Promise<Response> };
  /** The built PWA. */
  distDir: string;
};

/**
 * The Node host's routes: the services under /api and /auth, the built PWA's files, and the
 * app shell for every other path (client routes), all with the security headers.
 * @example serve({ fetch: createHost({ services, distDir: 'dist' }).fetch, port: 8080 });
 */
export function createHost(deps: HostDeps): Hono {
  const { services, distDir } = deps;
  const host = new Hono();
  host.use('*', securityHeaders(APP_CONTENT_SECURITY_POLICY));
  host.all('/api/*', (c) => services.fetch(c.req.raw, c.env));
  host.all('/auth/*', (c) => services.fetch(c.req.raw, c.env));
  // The service worker must always be fetched fresh so updates are found.
  host.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  host.use('/*', serveStatic({ root: distDir }));
  // Every other path is a client route: the app shell answers it.
  host.get('*', (c) => {
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built yet: run npm run build.', 503);
    return c.html(readFileSync(index, 'utf8'));
  });
  return host;
}
