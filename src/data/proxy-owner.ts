import { schemaFields } from '../entities/derive/schema-fields';
import { entityByName } from '../entities/registry';
import { handledFor, servedEntityOf } from './mirror-query';

/**
 * The fields of a record made on behalf of a company (proxyID): it names that company where
 * the services look for it, so it is listed under the same proxyID in the mirror and by
 * getAll. A record with companyAccountID is owned by the company (the services check the
 * caller manages it); otherwise the company fills the first blank party field (buyerID in
 * every declaration that has parties). Fields already naming the company stay as they are.
 * @example withProxy('products', { productName: 'Milk' }, 'c2') // { productName: 'Milk', companyAccountID: 'c2' }
 * @example withProxy('customer-orders', { sellerID: 'c1' }, 'c2') // { sellerID: 'c1', buyerID: 'c2' }
 */
export function withProxy(
  entityName: string,
  fields: Readonly<Record<string, unknown>>,
  proxyID: string | null | undefined,
): Record<string, unknown> {
  if (proxyID == null || proxyID === '' || handledFor(entityName, fields, proxyID)) return { ...fields };
  if (schemaFields(entityByName(entityName)).has('companyAccountID')) return { ...fields, companyAccountID: proxyID };
  const blank = (servedEntityOf(entityName).parties ?? []).find((field) => fields[field] == null || fields[field] === '');
  return blank === undefined ? { ...fields } : { ...fields, [blank]: proxyID };
}
