import type { EntityDefinition, ServiceArea } from '../entity-definition';

/** Base path of each service area; a deployment may move any of them elsewhere. */
export type ServiceBases = Readonly<Record<ServiceArea, string>>;

export const AUTH_BASE = '/auth/v1';
export const API_BASE = '/api/v1';

/** Authentication under /auth/v1, every other service under /api/v1. */
export const DEFAULT_SERVICE_BASES: ServiceBases = {
  Auth: AUTH_BASE,
  Billing: API_BASE,
  Couriering: API_BASE,
  CourierArchiving: API_BASE,
  CourierInvoicing: API_BASE,
  Ordering: API_BASE,
  OrderInvoicing: API_BASE,
  StockArchiving: API_BASE,
  StockManaging: API_BASE,
  StockTracking: API_BASE,
};

/**
 * The path of an entity's section: its service base plus its section path.
 * @example sectionBasePath(purchaseOrders) // '/api/v1/PurchaseOrders'
 */
export function sectionBasePath(
  entity: Pick<EntityDefinition, 'service' | 'section'>,
  bases: ServiceBases = DEFAULT_SERVICE_BASES,
): string {
  return `${bases[entity.service].replace(/\/+$/, '')}/${entity.section}`;
}

/** The generic calls every section answers, relative to its base path. */
export const SECTION_CALLS = {
  getAll: 'getAll',
  get: 'get/{id}',
  count: 'get/count',
  matches: 'get/matches',
  changes: 'changes',
  post: 'post',
  patch: 'patch',
  patchPartial: 'patch/partial',
  restore: 'patch/restore',
  unsync: 'patch/unsync',
  delete: 'delete',
  image: 'image',
} as const;
