import { describe, expect, it } from 'vitest';
import { APP_ROUTES, BOARD_ROUTES, DASHBOARD_ROUTES, HUB_ROUTES, TOP_ROUTES } from './app-routes';

const metaOf = (path: string) => {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route.meta;
};

describe('fixed routes', () => {
  it('has every top-level, board, hub, dashboard and statistics route of the spec', () => {
    const spec = [
      '/authentication',
      '/error',
      '/loading',
      '/login',
      '/logout',
      '/restricted',
      '/register',
      '/manage-account-data',
      '/privacy-policy',
      '/terms-and-conditions',
      '/',
      '/home',
      '/demo',
      '/setup',
      '/settings',
      '/my-profile',
      '/board/customers',
      '/board/products',
      '/board/order-slots',
      '/board/users',
      '/hub/delivery-review',
      '/hub/dispatch',
      '/hub/driving/{-$id}',
      '/hub/template-optimization',
      '/hub/journey-optimization',
      '/hub/order-sheets',
      '/hub/packing',
      '/hub/picking',
      '/hub/production',
      '/hub/sales',
      '/hub/stock-balancer',
      '/hub/stock-checker',
      '/dashboard/customer',
      '/dashboard/procurement',
      '/dashboard/supplier',
      '/statistics/delivery',
      '/statistics/journey',
    ];
    expect(APP_ROUTES.map((route) => route.path).sort()).toEqual([...spec].sort());
    expect(TOP_ROUTES.length + BOARD_ROUTES.length + HUB_ROUTES.length + DASHBOARD_ROUTES.length).toBe(
      spec.length,
    );
  });

  it('opens the public screens without login and asks for it elsewhere', () => {
    const open = APP_ROUTES.filter((route) => !route.meta.requiresLogin).map((route) => route.path);
    expect(open.sort()).toEqual(
      [
        '/',
        '/home',
        '/demo',
        '/login',
        '/logout',
        '/register',
        '/authentication',
        '/error',
        '/restricted',
        '/loading',
        '/privacy-policy',
        '/terms-and-conditions',
      ].sort(),
    );
  });

  it('gives the hubs the permissions of the hubs table', () => {
    expect(metaOf('/hub/dispatch').permissions).toEqual(['dispatcher']);
    expect(metaOf('/hub/driving/{-$id}').permissions).toEqual(['driver', 'dispatch-pickups']);
    expect(metaOf('/hub/journey-optimization').permissions).toEqual(['journey-optimizer']);
    expect(metaOf('/hub/template-optimization').permissions).toEqual(['journey-optimizer']);
    expect(metaOf('/hub/packing').permissions).toEqual(['packer']);
    expect(metaOf('/hub/picking').permissions).toEqual(['picker']);
    expect(metaOf('/hub/production').permissions).toEqual(['manufacturer']);
    expect(metaOf('/hub/sales').permissions).toEqual(['sales-manager']);
    expect(metaOf('/hub/order-sheets').permissions).toEqual(['sales-manager']);
    expect(metaOf('/hub/stock-checker').permissions).toEqual(['stock-manager']);
    expect(metaOf('/hub/stock-balancer').permissions).toEqual(['stock-manager']);
  });

  it('hides the app bar of the driver hub and warns before leaving it', () => {
    expect(metaOf('/hub/driving/{-$id}')).toMatchObject({ appBar: false, hesitate: true });
    expect(APP_ROUTES.filter((route) => route.meta.hesitate === true).map((route) => route.path)).toEqual([
      '/hub/driving/{-$id}',
    ]);
  });

  it('gives the dashboards and statistics their subscription levels', () => {
    expect(metaOf('/dashboard/customer').subscription).toBe('CUSTFREE');
    expect(metaOf('/dashboard/procurement').subscription).toBe('CUST');
    expect(metaOf('/dashboard/supplier').subscription).toBe('SUPP');
    expect(metaOf('/statistics/delivery').subscription).toBe('COUR');
    expect(metaOf('/statistics/journey').subscription).toBe('COUR');
  });

  it.each(
    APP_ROUTES.filter((route) => route.screen === 'placeholder').map(
      (route) => [route.path, route.meta] as const,
    ),
  )('says what %s will hold', (_path, meta) => {
    expect(meta.title.length).toBeGreaterThan(0);
    expect(meta.description?.length ?? 0).toBeGreaterThan(20);
  });
});
