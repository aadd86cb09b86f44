import { schemaFields } from '../entities/derive/schema-fields';
import { withOwnerRole } from '../entities/derive/role-view';
import { entitySchema } from '../entities/entity-schemas';
import { handledFor, servedEntityOf } from './mirror-query';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * The fields of a record made on behalf of a company (proxyID): it names that company where
 * the services look for it, so it is listed under the same proxyID in the mirror and by
 * getAll. A record with companyAccountID is owned by the company (the services check the
 * caller manages it); an order viewed by role names the company in the view's owner role, as
 * the services do (a customer order's seller); otherwise the company fills the first blank
 * party field. Fields already naming the company stay as they are.
 * @example withProxy('products', { productName: 'Milk' }, 'c2') // { productName: 'Milk', companyAccountID: 'c2' }
 * @example withProxy('customer-orders', { sellerID: 'c1' }, 'c2') // { sellerID: 'c2' }
 */
export function withProxy(
  entityName: string,
  fields: Readonly<AnyRecord>,
  proxyID: string | null | undefined,
): AnyRecord {
  if (proxyID == null || proxyID === '' || handledFor(entityName, fields, proxyID)) return { ...fields };
  if (schemaFields({ schema: entitySchema(entityName) }).has('companyAccountID'))
    return { ...fields, companyAccountID: proxyID };
  // An order viewed by role is the company's in the view's owner role (a customer order: its seller).
  const view = servedEntityOf(entityName).roleView;
  if (view !== undefined) return withOwnerRole(view, { ...fields }, proxyID);
  const blank = (servedEntityOf(entityName).parties ?? []).find(
    (field) => fields[field] == null || fields[field] === '',
  );
  return blank === undefined ? { ...fields } : { ...fields, [blank]: proxyID };
}
