import { describe, expect, it } from 'vitest';
import type { RegisteredEntity as EntityDefinition } from '../entities/registry';
import { ENTITIES, entityByName } from '../entities/registry';
import { archivePathOf, PORTAL_PATH, PORTAL_ROUTES, pathOf, portalRoute } from './portal-routes';

const access = (entity: EntityDefinition) =>
  entity.isPublic === true
    ? { requiresLogin: false }
    : { requiresLogin: true, permissions: [entity.permission], subscription: entity.subscription };

const named = (entities: readonly EntityDefinition[]) =>
  entities.map((entity) => [entity.name, entity] as const);

describe('portalRoute', () => {
  it.each(named(ENTITIES))('gives %s a list route at its navigation name', (_name, entity) => {
    const route = portalRoute(entity);
    expect(route.name).toBe(entity.name);
    expect(route.listPath).toBe(`${PORTAL_PATH}/${entity.name}`);
    expect(route.listMeta).toMatchObject({ title: entity.label, description: expect.any(String) });
    expect({ subscription: undefined, ...route.listMeta }).toMatchObject(access(entity));
  });

  it.each(named(ENTITIES.filter((entity) => entity.single !== null)))(
    'gives %s a detail route at its single name with an id',
    (_name, entity) => {
      const route = portalRoute(entity);
      expect(route.detailName).toBe(entity.single);
      expect(route.detailPath).toBe(`${PORTAL_PATH}/${entity.single}/$id`);
      expect({ subscription: undefined, ...route.detailMeta }).toMatchObject({
        title: entity.singleLabel,
        ...access(entity),
      });
    },
  );

  it.each(named(ENTITIES.filter((entity) => entity.single === null)))(
    'gives list-only %s no detail route',
    (_name, entity) => {
      expect(portalRoute(entity)).toMatchObject({ detailName: null, detailPath: null, detailMeta: null });
    },
  );

  it('gives every entity one route entry and no two routes the same path', () => {
    expect(PORTAL_ROUTES.map((route) => route.name)).toEqual(ENTITIES.map((entity) => entity.name));
    const paths = PORTAL_ROUTES.flatMap((route) => [
      route.listPath,
      ...(route.detailPath === null ? [] : [route.detailPath]),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    const firstSegments = PORTAL_ROUTES.flatMap((route) => [
      route.name,
      ...(route.detailName === null ? [] : [route.detailName]),
    ]);
    expect(new Set(firstSegments).size).toBe(firstSegments.length);
  });

  it('keeps the public views (suppliers, couriers, products) open without login', () => {
    const open = PORTAL_ROUTES.filter((route) => !route.listMeta.requiresLogin).map((route) => route.name);
    expect(open.sort()).toEqual(['browse-couriers', 'browse-products', 'public-suppliers']);
  });
});

describe('pathOf', () => {
  it('names a list by its navigation name and a detail by its single name, new by default', () => {
    expect(pathOf('products')).toBe('/office-portal/products');
    expect(pathOf('product', 'p-1')).toBe('/office-portal/product/p-1');
    expect(pathOf('customer-order')).toBe('/office-portal/customer-order/new');
    expect(pathOf(entityByName('batch-trackings').single ?? '', 'b/2')).toBe(
      '/office-portal/batch-tracking/b%2F2',
    );
  });

  it("throws 'Path ... not found in navigation' for an unknown name", () => {
    expect(() => pathOf('no-such-screen')).toThrow('Path no-such-screen not found in navigation');
  });
});

describe('archive routes', () => {
  const archived = ENTITIES.filter((entity) => entity.archive !== undefined);

  it('are declared for the lists that have them', () => {
    expect(archived.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['batches', 'journeys', 'deliveries', 'releases', 'receivals']),
    );
  });

  it.each(named(archived))(
    '%s opens an archives list that is a portal route over the same permission area',
    (_name, entity) => {
      const archive = entityByName(entity.archive ?? '');
      expect(PORTAL_ROUTES.some((route) => route.name === archive.name)).toBe(true);
      expect(archivePathOf(entity)).toBe(`${PORTAL_PATH}/${archive.name}`);
      expect(archive.permission).toBe(entity.permission);
    },
  );

  it('keeps the search and the proxy company, and leaves the filters and the page behind', () => {
    const search = new URLSearchParams('searchString=rye bread&filterBy=Pending&page=3&proxyID=c2&tab=1');
    expect(archivePathOf(entityByName('batches'), search)).toBe(
      `${PORTAL_PATH}/batch-archives?searchString=rye+bread&proxyID=c2`,
    );
  });

  it('is null for a list without archives', () => {
    expect(archivePathOf(entityByName('products'))).toBeNull();
  });
});
