import type * as v from 'valibot';
import type { DocumentNumbering } from '../domain/document-number';
import type { SubscriptionCode } from '../domain/subscriptions';
import type { FilterCondition } from '../domain/query-conditions';
import type { SyncScope } from './sync-scope';

/** The service areas of the REST contract; each may have its own base URL. */
export type ServiceArea =
  | 'Auth'
  | 'Billing'
  | 'Couriering'
  | 'CourierArchiving'
  | 'CourierInvoicing'
  | 'Ordering'
  | 'OrderInvoicing'
  | 'StockArchiving'
  | 'StockManaging'
  | 'StockTracking';

export const SERVICE_AREAS: readonly ServiceArea[] = [
  'Auth',
  'Billing',
  'Couriering',
  'CourierArchiving',
  'CourierInvoicing',
  'Ordering',
  'OrderInvoicing',
  'StockArchiving',
  'StockManaging',
  'StockTracking',
];

/** The back-office drawer groups of the spec. */
export type MenuGroup = 'Ordering' | 'Stock' | 'Dispatch' | 'Invoicing' | 'Business' | 'Items' | 'Account';

/**
 * How a form field is edited and a column shown. Renderers are an exhaustive
 * `Record<FieldKind, ...>` so adding a kind fails to compile until every map handles it.
 */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'email'
  | 'phone'
  | 'select'
  | 'tags'
  | 'reference'
  | 'cron'
  | 'colour'
  /** A polygon drawn on a map: a list of { lat, lng } points (boundarySchema). */
  | 'boundary';

export const FIELD_KINDS: readonly FieldKind[] = [
  'text',
  'multiline',
  'number',
  'money',
  'boolean',
  'date',
  'datetime',
  'email',
  'phone',
  'select',
  'tags',
  'reference',
  'cron',
  'colour',
  'boundary',
];

/** One form field. `name` is a property of the record (dotted paths for nested values). */
export type EntityField = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Choices of a `select` field. */
  options?: readonly string[];
  /** Navigation name of the records a `reference` field points at. */
  reference?: string;
  /** Property of the referenced record shown for a `reference` field. */
  referenceLabel?: string;
  /**
   * For a `reference` field another company may fill with its own record's id (an order its
   * customer placed names the customer's supplier record): the property of both the row and the
   * referenced records by which the company's own record is found instead (the buyer).
   */
  matchBy?: string;
  /** Shown but never edited (computed by the server, e.g. totals). */
  readOnly?: boolean;
  /**
   * For a `cron` field whose schedule runs at its time (a scheduled action): the editor offers no
   * lead time, and an edit drops one written before.
   */
  withoutLeadTime?: boolean;
  /**
   * How a list column of this field shows: orderStatus shows the order's status badge (unconfirmed,
   * confirmed, dispatched) under Status; orderName names the order under Order by its number
   * (orderDisplayName: the side's own number, else the other side's, else its due date), never its id.
   */
  display?: 'orderStatus' | 'orderName';
};

/** A named filter offered in the Filters menu and sent as `filterBy`. */
export type NamedFilter = {
  name: string;
  label: string;
  conditions: readonly FilterCondition[];
};

/** Fields that name the companies party to a record; those companies may see it. */
export type PartyField = 'buyerID' | 'sellerID' | 'courierID' | 'fulfillerID' | 'fulfillmentBuyerID';

/**
 * How the owner of a record may name another company in a party field:
 * - 'anyone': any company (a partner request is how two companies meet);
 * - 'approved-request': only a company that approved a partner request with the owner, in either
 *   direction (the agreements: customers, suppliers, couriers, clients);
 * - 'agreement': only a company the owner holds an agreement with (orders, invoices, movements...).
 */
export type PartyNaming = 'anyone' | 'approved-request' | 'agreement';

/** What the company named in one party field may change on a record another company owns. */
export type PartyEdit = {
  fields: readonly string[];
  /** Flags that, once true on the stored record, close the edit (an order the seller confirmed). */
  closedBy?: readonly string[];
};

/**
 * The party-access rule of an entity with parties: who may be named, and what a party (never the
 * owner's) may change. Parties never change party fields, never delete or restore, and never
 * attach external references; everything not listed is read only to them.
 */
export type PartyAccess = {
  naming: PartyNaming;
  edits?: Partial<Record<PartyField, PartyEdit>>;
  /** Fields only a named party sets (its answer to a request); the owner's writes keep them. */
  answeredByParty?: readonly string[];
  /**
   * Fields only the company in a role sets while another company than the owner holds it (the
   * seller confirms, numbers and dispatches a buyer's purchase order). Until then the owner is
   * bound too: it may not change them, and once its own role's edit is closed (the seller
   * confirmed), it may not change that role's fields either.
   */
  answeredBy?: Partial<Record<PartyField, readonly string[]>>;
  /**
   * A partner request: the company asking owns it and is named in `asker`; the company named in
   * `asked` is the only one that answers it. Neither changes once the request is sent, and only a
   * request made this way lets the two companies name each other (an approval by a third company
   * makes nothing).
   */
  request?: PartnerRequestRoles;
};

/** The two sides of a partner request: who asks (its owner) and who is asked (who answers). */
export type PartnerRequestRoles = { asker: PartyField; asked: PartyField };

/** How an entity views records shared with another entity by the company's role on them (EntityDefinition.roleView). */
export type RoleView = {
  /** The store sections holding the records, the entity's own section first. */
  sections: readonly string[];
  /** The party fields naming the company in this view (a customer order: the seller, or its fulfiller). */
  roles: readonly PartyField[];
  /** The role the owner of a record of the entity's own section holds on it. */
  ownerRole: PartyField;
  /**
   * Roles that see a record only once it is confirmed: a 3PL (the fulfiller) sees its client's
   * order when the client confirms it, as its floor gets the consignment then, never a draft.
   */
  onceConfirmed?: readonly PartyField[];
};

/**
 * Everything about one navigation name. Routes, Dexie tables, API paths, menu entries,
 * list columns, forms and the server's sections all derive from these declarations.
 * @example
 * defineEntity({
 *   name: 'products', single: 'product', label: 'Products', singleLabel: 'Product',
 *   service: 'StockManaging', section: 'Products', schema: productSchema,
 *   permission: 'products', subscription: 'SUPPFREE', menuGroup: 'Items',
 *   columns: ['productName', 'abbreviation'], fields: [...], filters: [...], search: ['productName'],
 * })
 */
export type EntityDefinition = {
  /** Navigation name and list route name, e.g. 'products'. */
  name: string;
  /** Detail route name, e.g. 'product'; null for list-only screens. */
  single: string | null;
  label: string;
  singleLabel: string;
  service: Exclude<ServiceArea, 'Auth'>;
  /** Section path under the service base, e.g. 'Supplier/StandingOrders'. */
  section: string;
  /**
   * Valibot schema of one record; the server validates posts and patches with it. Its top-level
   * entries are the record's whole shape: a client's write keeps only these (and the generic
   * fields), so every field a screen or hub writes must be declared here (internal ones need no
   * form field). Fields only the services' flows store beyond it stay as stored, out of clients' reach.
   */
  schema: v.GenericSchema<unknown, Record<string, unknown>>; // Erased here; RecordOf<N> reads each definition's own.
  /** Permission area: view needs `area` or `area.edit`, writes need `area.edit`. */
  permission: string;
  /** Lowest subscription that sees it; undefined means any signed-in company. */
  subscription?: SubscriptionCode;
  menuGroup: MenuGroup | null;
  /** Property names shown as list columns, in order. */
  columns: readonly string[];
  fields: readonly EntityField[];
  filters: readonly NamedFilter[];
  /** Properties a searchString is matched against. */
  search: readonly string[];
  /** Default list order: property and direction. */
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** Archive list route name, when the record has one. */
  archive?: string;
  /** Viewable without login (public supplier, courier and product views). */
  isPublic?: boolean;
  /**
   * A read-only directory of company accounts: the section answers the public profile
   * (name, account name, email, theme colour) of every company whose subscription code starts
   * with this party ('SUPP' covers SUPP and SUPPFREE; 'ANY' every company) to anyone signed
   * in, whatever their permissions. References to trading partners resolve through it.
   */
  profilesOf?: 'SUPP' | 'COUR' | 'CUST' | 'ANY';
  /**
   * A read-only section the services derive for a buyer from its sellers' records
   * (server/sections/supplier-catalogue.ts): one record per seller it holds a supply agreement
   * with, holding only what it may order, at its own price tier's prices. Never written.
   */
  sellerCatalogue?: boolean;
  /** Fields naming other companies that may also see the record. */
  parties?: readonly PartyField[];
  /** Who may be named in `parties` and what each party may change; { naming: 'agreement' } when left out. */
  partyAccess?: PartyAccess;
  /**
   * One record, viewed by role: the entity shows the records of `sections` (its own first) in
   * which the company holds one of `roles`, and the owner of a record of its own section always
   * holds `ownerRole` there (the services set that field to the owner on every write). A buyer's
   * purchase order is the seller's customer order: purchase orders are the orders where the
   * company is the buyer, customer orders those where it is the seller.
   */
  roleView?: RoleView;
  /** Order totals and automatic lines are computed by the server on every write. */
  priced?: boolean;
  /**
   * The services number each new record (an order, invoice, consignment or import number), per
   * owning company; the number field is read-only in the form and kept once given.
   */
  numbering?: DocumentNumbering;
  /** Mirror cache lifetime in days (7 by default, 30 for public companies and locations). */
  cacheDays?: number;
  /**
   * Navigation name whose section this one also reads: a second screen over the same
   * records (new-customers over customers). It has the same service, section, schema and
   * permission; its rows open that entity's detail route, and the server registers the
   * section once, for that entity, so parties and pricing are declared there.
   */
  sharesSectionWith?: string;
  /** Fields only the server sets (a company's subscription, suspension); writes cannot change them. */
  serverKeptFields?: readonly string[];
  /**
   * Fields only a global admin may change (a user's permissions and role). The server keeps
   * the stored values when anyone else writes them; the generic form still shows them.
   */
  adminOnlyFields?: readonly string[];
  /**
   * The records sync with the company's external parties (accounting and shop connections):
   * the list shows the Sync With picker and each row's Uploaded state.
   */
  externalSync?: boolean;
  /** Who wins which field when the device's writes meet another change (see MergeRule); declared on section owners. */
  mergeRule?: MergeRule;
  /**
   * What of the section each kind of device holds (a driver's phone: its own journeys of three
   * weeks), evaluated by the services from the session on every pull (src/entities/sync-scope.ts);
   * declared on section owners. Roles it leaves out pull what their permissions allow.
   */
  syncScope?: SyncScope;
};

/**
 * How the sync engine settles a conflict on a record one kind of device works on (a driver's
 * phone, a picker's tablet) without asking anyone (sync/merge-rule.ts). It applies when the
 * device's queued writes change one of `when` (the work only that device records: a proof of
 * delivery, the picks); the device's values of `deviceFields` win, every other field both sides
 * changed takes the server's (the office's) value, and fields only one side changed keep that
 * side's value. Any other conflict is the user's to resolve.
 */
export type MergeRule = {
  when: readonly string[];
  deviceFields: readonly string[];
  /** Marks the merged record for review: `flag` set true, `field` set to `text` naming what the office changed. */
  note?: { flag: string; field: string; text: string };
};

/** Declares one entity; the identity function keeps literal types and documents intent. */
export function defineEntity<const T extends EntityDefinition>(definition: T): T {
  return definition;
}
