import { useEffect, useMemo } from 'react';
import type { ListRow } from '../blocks/list-columns';
import { ListPanelView, NOTHING_FOUND } from '../blocks/ListPanelView';
import { OlderRecordsBar } from '../blocks/OlderRecordsBar';
import { SyncStateBadge } from '../blocks/SyncStateBadge';
import { NEW_ITEM_ID } from '../blocks/blade-manager';
import { useListBlades } from '../blocks/use-list-blades';
import { useListController } from '../blocks/use-list-controller';
import { useWritePath } from '../data/data-context';
import { useMirrorState } from '../data/use-mirror-state';
import { useRecords } from '../data/use-records';
import { csvImportOf } from '../entities/csv-imports';
import { entityByName } from '../entities/registry';
import { pathOf, proxyHref } from '../entities/derive/portal-routes';
import { partyEdits } from '../entities/derive/party-edits';
import { usePortalAccess } from '../session/portal-access';
import { useSession } from '../session/session-context';
import { useEffectiveProxyID, useListSettings } from './use-list-settings';
import { useOlderRecords } from './use-older-records';
import { referenceLabelFrom, useReferenceOptions } from './use-reference-options';
import type { EntityName } from '../data/mirror-row';
import type { AnyRecord } from '../domain/unknown-values';

export type EntityListScreenProps = {
  /** Navigation name, e.g. 'products'. */
  entityName: EntityName;
  /** The URL's query (searchString, filterBy, page, proxyID and anything else it carries). */
  search: URLSearchParams;
  /** Writes the list's query values back to the URL. */
  onSearchChange: (search: URLSearchParams) => void;
  /** Goes to an in-app address (a detail page). */
  onNavigate: (href: string) => void;
  /** The list is as high as its parent (a blade), its rows taking what the header leaves. */
  fill?: boolean;
  /** Starts the list's guided tour (a Tour button in the list header). */
  onTour?: () => void;
};

function isListRow(record: Readonly<AnyRecord>): record is ListRow {
  return typeof record.id === 'string';
}

/**
 * Only the entity's own named filters reach the mirror query: a stale or mistyped filterBy
 * in the URL would otherwise make the query throw instead of listing.
 * @example knownFilters(['sold', 'Nope'], products.filters) // ['sold']
 */
export function knownFilters(names: readonly string[], filters: readonly { name: string }[]): string[] {
  const known = new Set(filters.map((filter) => filter.name.toLowerCase()));
  return names.filter((name) => known.has(name.toLowerCase()));
}

/**
 * The generic office-portal list of one entity over the mirror: named filters, search,
 * Show Inactive with Restore, a sync badge per row, add and open by route (no blades on a
 * page), delete through the write path, and Export To CSV.
 * @example <EntityListScreen entityName="products" search={params} onSearchChange={write} onNavigate={go} />
 */
export function EntityListScreen({
  entityName,
  search,
  onSearchChange,
  onNavigate,
  fill = false,
  onTour,
}: EntityListScreenProps) {
  const entity = entityByName(entityName);
  const { mayEdit, timeZone } = usePortalAccess(entity);
  const writes = useWritePath();
  const list = useListController({ search, onSearchChange });
  const { conditions, report, dispatch } = list;
  const proxyID = useEffectiveProxyID(conditions.proxyID);
  // Whose records these are: the company handled on behalf of, else the user's own.
  const { session } = useSession();
  const company = proxyID ?? session?.companyAccountID ?? null;
  const records = useRecords(entityName, {
    filterBy: knownFilters(conditions.filterBy, entity.filters),
    searchString: conditions.searchString,
    includeInactive: conditions.includeInactive,
    proxyID,
  });
  const mirror = useMirrorState([entityName]);
  // A device keeping only recent history of the list (an archive's last 90 days) reads older pages online.
  const olderConditions = useMemo(
    () => ({
      searchString: conditions.searchString,
      filterBy: knownFilters(conditions.filterBy, entity.filters),
      includeInactive: conditions.includeInactive,
    }),
    [conditions.searchString, conditions.filterBy, conditions.includeInactive, entity.filters],
  );
  const older = useOlderRecords(entity, olderConditions);
  const rows = useMemo(
    () => (records === undefined ? undefined : [...records.filter(isListRow), ...older.rows]),
    [records, older.rows],
  );
  // The mirror is live, so a refresh (new conditions) only needs the current rows reported again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `report` is new every render; rows and conditions decide.
  useEffect(() => report({ rows }), [rows, conditions]);
  const references = useReferenceOptions(entity.fields);
  const referenceLabel = useMemo(() => referenceLabelFrom(references), [references]);

  const detail = entity.single;
  // Inside a blade container (the list page) records open in the detail blade; otherwise by route.
  const blades = useListBlades({
    detail,
    proxyID,
    selected: list.state.selected,
    multiSelect: list.state.multiSelect,
    rowCount: rows?.length,
    onDetailClosed: () => dispatch({ type: 'selectionCleared' }),
    // No to leaving unsaved edits: the row still open is the selected one again.
    onOpenDeclined: (keptId) => {
      if (list.state.multiSelect) return;
      dispatch(keptId === null ? { type: 'selectionCleared' } : { type: 'rowSelected', id: keptId });
    },
  });
  const open = (row: ListRow) => {
    if (detail !== null && !blades.open(row.id)) onNavigate(proxyHref(pathOf(detail, row.id), proxyID));
  };
  const remove = (row: ListRow) => {
    writes.deleteRecord(entityName, row.id).then(
      () => dispatch({ type: 'rowRemoved', id: row.id }),
      (error: unknown) => dispatch({ type: 'rowRemoved', id: row.id, error }),
    );
  };
  const restore = (row: ListRow) => {
    writes
      .restoreRecord(entityName, row.id)
      .catch((error: unknown) => dispatch({ type: 'loadFailed', error }));
  };
  const csvImport = csvImportOf(entityName);
  const settings = useListSettings({
    entity,
    rows,
    state: list.state,
    search,
    onNavigate,
    mayEdit,
    onError: (error) => dispatch({ type: 'loadFailed', error }),
  });

  return (
    <ListPanelView
      title={entity.label}
      titleOrder={1}
      entity={entity}
      rows={rows ?? []}
      state={list.state}
      dispatch={dispatch}
      timeZone={timeZone}
      mayEdit={mayEdit}
      onOpen={open}
      {...(blades.mobile === undefined ? {} : { mobile: blades.mobile })}
      {...(detail === null ? {} : { rowHref: (row: ListRow) => proxyHref(pathOf(detail, row.id), proxyID) })}
      {...(detail === null
        ? {}
        : { onAdd: () => blades.open(NEW_ITEM_ID) || onNavigate(proxyHref(pathOf(detail), proxyID)) })}
      {...(csvImport === undefined ? {} : { onImport: () => onNavigate(pathOf(csvImport.importer)) })}
      onDelete={remove}
      onRestore={restore}
      mayRemove={(row) => partyEdits(entity, row, company).owner}
      {...settings.menu}
      rowExtras={(row) => (
        <>
          {settings.syncCell?.(row)}
          <SyncStateBadge row={row} />
        </>
      )}
      referenceLabel={referenceLabel}
      fill={fill}
      mirror={mirror}
      {...(older.held === null
        ? {}
        : {
            nothingFound:
              older.status === 'done' ? NOTHING_FOUND : `No records in the last ${older.held.days} days.`,
            footer: (
              <OlderRecordsBar
                status={older.status}
                days={older.held.days}
                shown={older.rows.length}
                message={older.message}
                onLoadMore={older.loadMore}
              />
            ),
          })}
      {...(onTour === undefined ? {} : { onTour })}
    />
  );
}
