import type { MiddlewareHandler } from 'hono';

/**
 * The app shell's Content-Security-Policy: scripts, workers (the sync worker, the app's service
 * worker and training mode's MSW worker), fetches, fonts and the manifest from the app's own
 * origin only; no plugins, no <base> tricks, no framing. Styles also allow inline, because
 * Mantine writes its CSS variables and component styles into <style> elements and style
 * attributes at run time (a nonce cannot work: the service worker serves a cached index.html).
 * Images may come from https too: company images live in a cloud image store.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A JSON API loads nothing and is framed by nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers besides the policy, the same on every response. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Adds the security headers to every response that does not already set its own (the
 * sign-in page sends a stricter policy of its own).
 * @example app.use('*', securityHeaders(APP_CONTENT_SECURITY_POLICY));
 */
export function securityHeaders(contentSecurityPolicy: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const set = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value);
    };
    try {
      set('Content-Security-Policy', contentSecurityPolicy);
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) set(name, value);
    } catch {
      // A response with immutable headers (a fetched one): copy it with the headers added.
      const copy = new Response(c.res.body, c.res);
      c.res = copy;
      if (!copy.headers.has('Content-Security-Policy'))
        copy.headers.set('Content-Security-Policy', contentSecurityPolicy);
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS))
        if (!copy.headers.has(name)) copy.headers.set(name, value);
    }
  };
}
