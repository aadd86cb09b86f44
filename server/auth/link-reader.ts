import type { RecordOf } from '../../src/entities/record-of';
import { entityRow } from '../store/entity-row';
import type { RecordRow } from '../store/store';

/** Said for an unknown or withdrawn link. */
export const LINK_MISSING_MESSAGE = 'This link does not exist or is no longer available.';
/** Said for a link past its expiresOn. */
export const LINK_EXPIRED_MESSAGE = 'This link has expired. Ask whoever shared it for a new one.';

/** What anyone holding a link may read of it: what it opens, never who made it or anything else stored with it. */
export const LINK_READER_FIELDS = ['linkName', 'navigation', 'itemID', 'url', 'expiresOn'] as const;

/** A link as its reader gets it. */
export type LinkReaderView = { id: string } & Partial<
  Pick<RecordOf<'links'>, (typeof LINK_READER_FIELDS)[number]>
>;

/**
 * Whether a link is past its expiresOn at `now` (a link without one never expires; an
 * unreadable date counts as expired, so a damaged row opens nothing).
 * @example isExpiredLink(linkExpiringOn2030, new Date('2031-01-01')) // true
 */
export function isExpiredLink(link: RecordRow, now: Date): boolean {
  const expiresOn = link.data.expiresOn;
  if (expiresOn === undefined || expiresOn === null || expiresOn === '') return false;
  const at = typeof expiresOn === 'string' ? Date.parse(expiresOn) : Number.NaN;
  return Number.isNaN(at) || at <= now.getTime();
}

/**
 * A link as its reader gets it: its id and the LINK_READER_FIELDS it has.
 * @example linkReaderView(row) // { id: 'link1', navigation: 'customer-orders', itemID: 'o1', url: '/…', expiresOn: '…' }
 */
export function linkReaderView(link: RecordRow): LinkReaderView {
  const { data } = entityRow('links', link);
  const view: LinkReaderView = { id: link.id };
  for (const field of LINK_READER_FIELDS) if (data[field] !== undefined) view[field] = data[field];
  return view;
}
