import { describe, expect, it } from 'vitest';
import {
  installRouterDevHook,
  leafRoutePaths,
  type RouteNode,
  type RouterHookWindow,
} from './router-dev-hook';

const tree: RouteNode = {
  fullPath: '/',
  children: [
    { fullPath: '/' },
    { fullPath: '/hub/driving/{-$id}' },
    {
      fullPath: '/office-portal',
      children: {
        index: { fullPath: '/office-portal/' },
        product: { fullPath: '/office-portal/product/$id' },
      },
    },
  ],
};

describe('leafRoutePaths', () => {
  it('lists the pages of the tree, not the layouts that hold them', () => {
    expect(leafRoutePaths(tree)).toEqual([
      '/',
      '/hub/driving/{-$id}',
      '/office-portal/',
      '/office-portal/product/$id',
    ]);
  });
});

describe('installRouterDevHook', () => {
  const router = { routeTree: tree, navigate: async () => undefined } as unknown as Parameters<
    typeof installRouterDevHook
  >[0];

  it('is on only for a page opened with ?btTestHooks=1', () => {
    const plain: RouterHookWindow = { location: { search: '' } };
    expect(installRouterDevHook(router, plain)).toBe(false);
    expect(plain.__btRouter).toBeUndefined();
    const hooked: RouterHookWindow = { location: { search: '?btTestHooks=1' } };
    expect(installRouterDevHook(router, hooked)).toBe(true);
    expect(hooked.__btRouter?.paths).toContain('/office-portal/product/$id');
  });
});
