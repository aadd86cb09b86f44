import type { Context, Hono } from 'hono';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath, SECTION_CALLS, type ServiceBases } from '../../src/entities/derive/api-paths';
import { HttpProblem } from '../http/problem';
import type { Store } from '../store/store';
import { changesWindow } from './list-params';
import { catalogueChanges, catalogueSections, supplierCatalogue } from './supplier-catalogue';

type CatalogueDeps = {
  store: Store;
  bases: ServiceBases;
  /** The company the caller acts for, once its permission and subscription level are checked. */
  company: (c: Context) => Promise<string>;
};

/**
 * Registers the buyer's catalogues of its sellers (an entity with sellerCatalogue): read only,
 * one record per seller the company holds a supply agreement with, derived by the services on
 * every read from the seller's records (server/sections/supplier-catalogue.ts), so the buyer
 * never reads the seller's products, tiers or costs themselves.
 * @example registerCatalogueSection(app, entityByName('supplier-catalogues'), { store, bases, company })
 */
export function registerCatalogueSection(app: Hono, entity: EntityDefinition, deps: CatalogueDeps): void {
  const base = sectionBasePath(entity, deps.bases);
  const sections = catalogueSections();
  const { store } = deps;

  async function all(c: Context) {
    const company = await deps.company(c);
    return (await catalogueChanges(store, sections, company, 0))
      .filter((change) => !('isRemoved' in change.body))
      .map((change) => change.body);
  }

  app.get(`${base}/${SECTION_CALLS.changes}`, async (c) => {
    const company = await deps.company(c);
    const { after, take } = changesWindow(new URL(c.req.url).searchParams);
    const changes = await catalogueChanges(store, sections, company, after);
    const page = changes.slice(0, take);
    return c.json({
      data: page.map((change) => change.body),
      cursor: String(page.at(-1)?.seq ?? after),
      hasMore: changes.length > take,
    });
  });
  app.get(`${base}/getAll`, async (c) => {
    const data = await all(c);
    return c.json({ data, count: data.length });
  });
  app.get(`${base}/get/count`, async (c) => c.json({ count: (await all(c)).length }));
  app.get(`${base}/get/:id`, async (c) => {
    const company = await deps.company(c);
    const seller = c.req.param('id');
    const catalogue = seller === company ? null : await supplierCatalogue(store, sections, seller, company);
    if (catalogue === null) throw new HttpProblem(404, `${entity.singleLabel} ${seller} was not found`);
    return c.json(catalogue.body);
  });
  const readOnly = () => {
    throw new HttpProblem(
      403,
      `${entity.label} are the services' view of each supplier's products for you: the supplier changes its own products and prices`,
    );
  };
  app.post(`${base}/*`, readOnly);
  app.patch(`${base}/*`, readOnly);
  app.delete(`${base}/*`, readOnly);
}
