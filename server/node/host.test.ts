import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { createServices } from '../services';
import { createHost } from './host';

const distDir = mkdtempSync(join(tmpdir(), 'bulktrade-host-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Bulktrade</title><div id="root"></div>');
writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("install", () => undefined);');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const host = createHost({
  services: createServices({
    store: createMemoryStore(),
    secret: 'test-secret-that-is-at-least-32-bytes-long',
  }),
  distDir,
});

function policyOf(response: Response): Map<string, string> {
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0] ?? '', part.slice(part.indexOf(' ') + 1)]),
  );
}

describe('the security headers of the Node host', () => {
  it('give the app shell a policy allowing only its own scripts and workers, and no framing', async () => {
    for (const path of ['/', '/office-portal/products', '/sw.js']) {
      const response = await host.request(path);
      expect(response.status).toBe(200);
      const policy = policyOf(response);
      expect({
        path,
        script: policy.get('script-src'),
        worker: policy.get('worker-src'),
        frames: policy.get('frame-ancestors'),
        objects: policy.get('object-src'),
      }).toEqual({ path, script: "'self'", worker: "'self'", frames: "'none'", objects: "'none'" });
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('give the API a policy that loads nothing, errors included', async () => {
    for (const path of ['/api/v1/Products/getAll', '/api/v1/Nothing/here', '/auth/v1/Links/get/none']) {
      const response = await host.request(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('leave the sign-in page its own stricter policy', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'bulktrade-web',
      redirect_uri: 'http://localhost/authentication',
      state: 's',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await host.request(`http://localhost/auth/v1/authorize?${query}`);
    expect(response.status).toBe(200);
    expect(policyOf(response).get('default-src')).toBe("'none'");
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
