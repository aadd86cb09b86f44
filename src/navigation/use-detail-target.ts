import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useBlades, useCurrentBlade } from '../blocks/blade-context';
import { itemBladeRequest } from '../blocks/blade-manager';
import { detailTargetID } from './detail-target';
import { NEW_ID, pathOf } from './portal-routes';

/** What a bespoke detail screen needs to know about where it shows, and how it leaves. */
export type DetailTarget = {
  /** The record's id, or NEW_ID to create one. */
  id: string;
  isNew: boolean;
  /** In a list's detail blade (a heading a level below the list's) or on its own page. */
  inBlade: boolean;
  titleOrder: 1 | 2;
  /** A record was created: show it in the same blade, or at its own route. */
  created(id: string): void;
  /** Back: closes the blade (unsaved edits asked about first), or goes back (else to the list). */
  back(): void;
  /** The blade's proxy (acting for another company), when it has one. */
  proxyID: string | null;
};

/**
 * The id of the record a bespoke detail screen shows: the blade's in a list's detail blade,
 * else the route's (NEW_ID to create). For screens that only show a record.
 * @example const id = useDetailID();
 */
export function useDetailID(): string {
  const params: { id?: string } = useParams({ strict: false });
  const blades = useBlades();
  const blade = useCurrentBlade();
  return detailTargetID({ routeID: params.id, blade: blades !== null ? blade : null });
}

/**
 * The record a bespoke detail screen (src/hubs/*\/<name>.detail.tsx) shows, whether the
 * route opened it (office-portal/<single>/:id) or a list's row opened it in the detail blade
 * beside the list, and how it shows a created record and goes back in each case. Every
 * bespoke detail reads its id here, so a list's blade opens the same screen as the route.
 * @example const target = useDetailTarget('standing-customer-order', 'standing-customer-orders');
 */
export function useDetailTarget(single: string, listName: string): DetailTarget {
  const navigate = useNavigate();
  const router = useRouter();
  const params: { id?: string } = useParams({ strict: false });
  const blades = useBlades();
  const blade = useCurrentBlade();
  const inBlade = blades !== null && blade !== null;
  const id = detailTargetID({ routeID: params.id, blade: inBlade ? blade : null });
  return {
    id,
    isNew: id === NEW_ID,
    inBlade,
    titleOrder: inBlade ? 2 : 1,
    proxyID: blade?.query.proxyID ?? null,
    created(created) {
      if (blades !== null && blade !== null)
        blades.open(
          itemBladeRequest(blade.name, created, {
            proxyID: blade.query.proxyID ?? null,
            parent: blade.parent,
          }),
        );
      else void navigate({ href: pathOf(single, created), replace: true });
    },
    back() {
      // Unsaved edits held by the blade are asked about first.
      if (blades !== null && blade !== null) blades.confirmLeave(blade.name, () => blades.close(blade.name));
      else if (router.history.canGoBack()) router.history.back();
      else void navigate({ href: pathOf(listName) });
    },
  };
}
