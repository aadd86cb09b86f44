import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { downloadCsv, exportListCsv, exportQuantityBreakdownCsv } from '../blocks/csv-export-action';
import type { ListRow } from '../blocks/list-columns';
import type { ListState } from '../blocks/list-state';
import type { ListMenuActions } from '../blocks/ListHeader';
import { Group } from '@mantine/core';
import { chosenParty, notUploaded, syncPartiesFrom, syncsExternally } from '../blocks/sync-parties';
import { useExternalSync } from '../blocks/use-external-sync';
import type { BreakdownMeasurement, StockIncrement } from '../domain/csv/csv-export';
import { offersQuantityBreakdowns } from '../domain/csv/quantity-breakdown';
import { useData } from '../data/data-context';
import { readRecords, useRecords } from '../data/use-records';
import { schemaFields } from '../entities/derive/schema-fields';
import type { EntityDefinition } from '../entities/entity-definition';
import { archivePathOf } from '../entities/derive/portal-routes';
import { createExternalSyncPort } from './external-sync-port';
import type { AnyRecord } from '../domain/unknown-values';

// Only a list that syncs with an external party shows these (Mantine's Popover, Radio, Progress and
// a confirm dialog): they load when one does, not with every list.
const SyncPartyPicker = lazy(() =>
  import('../blocks/SyncPartyPicker').then((module) => ({ default: module.SyncPartyPicker })),
);
const UploadAllControl = lazy(() =>
  import('../blocks/UploadAllControl').then((module) => ({ default: module.UploadAllControl })),
);

export type ListSettingsOptions = {
  entity: EntityDefinition;
  /** The rows the list shows now (what Export To CSV writes). */
  rows: readonly ListRow[] | undefined;
  state: ListState;
  /** The URL's query; Archives keeps the values that make sense there. */
  search: URLSearchParams;
  onNavigate: (href: string) => void;
  mayEdit: boolean;
  /** Shows an export failure in the list's error alert. */
  onError: (error: unknown) => void;
};

export type ListSettings = {
  /** Spread into ListPanelView: Archives, Export To CSV, Quantity Breakdowns and the sync picker. */
  menu: ListMenuActions;
  /** The row's external-sync cell; null when the list does not sync or no party is connected. */
  syncCell: ((row: ListRow) => ReactNode) | null;
};

function increments(records: readonly Readonly<AnyRecord>[]): StockIncrement[] {
  return records.flatMap((record) =>
    typeof record.productID === 'string' &&
    typeof record.measurementID === 'string' &&
    typeof record.units === 'number'
      ? [{ productID: record.productID, measurementID: record.measurementID, units: record.units }]
      : [],
  );
}

function measurements(records: readonly Readonly<AnyRecord>[]): BreakdownMeasurement[] {
  return records.flatMap((record) => {
    if (typeof record.id !== 'string') return [];
    const measurement: BreakdownMeasurement = {
      id: record.id,
      measurementName: typeof record.measurementName === 'string' ? record.measurementName : record.id,
    };
    if (typeof record.abbreviation === 'string') measurement.abbreviation = record.abbreviation;
    return [measurement];
  });
}

/**
 * The company a list or detail acts for: the proxyID of the URL, except that naming the
 * signed-in company is its own list (null), as the services treat it.
 * @example const proxyID = useEffectiveProxyID(list.state.query.proxyID);
 */
export function useEffectiveProxyID(proxyID: string | null): string | null {
  const { session } = useSession();
  return proxyID === null || proxyID === '' || proxyID === session?.company?.id ? null : proxyID;
}

/**
 * The list panel's settings for an office-portal entity: Archives (when the registry gives
 * it an archive route), Export To CSV (with the quantity breakdown while Quantity Breakdowns
 * is on) and the external party the list syncs with.
 * @example const settings = useListSettings({ entity, rows, state, search, onNavigate, mayEdit, onError });
 * <ListPanelView {...settings.menu} rowExtras={(row) => settings.syncCell?.(row)} ... />
 */
export function useListSettings({
  entity,
  rows,
  state,
  search,
  onNavigate,
  mayEdit,
  onError,
}: ListSettingsOptions): ListSettings {
  const { session } = useSession();
  const { db, writes } = useData();

  const archive = archivePathOf(entity, search);
  const breakdowns = useMemo(() => offersQuantityBreakdowns(schemaFields(entity)), [entity]);
  const exportCsv = () => {
    const shown = rows ?? [];
    const exporting = async () => {
      if (!breakdowns || !state.quantityBreakdowns)
        return exportListCsv({ entity, rows: shown, title: entity.label });
      const products = await readRecords(db, 'products', { includeInactive: true });
      return exportQuantityBreakdownCsv({
        rows: shown,
        title: entity.label,
        productNames: new Map(
          products.flatMap((product) =>
            typeof product.productName === 'string' ? [[product.id, product.productName] as const] : [],
          ),
        ),
        breakdown: {
          loadIncrements: async () => increments(await readRecords(db, 'stock-increments')),
          loadMeasurements: async () =>
            measurements(await readRecords(db, 'measurements', { includeInactive: true })),
        },
      });
    };
    exporting().then(downloadCsv, onError);
  };

  // The parties come from the company's integration (credential) records in the mirror.
  const syncing = syncsExternally(entity);
  const integrations = useRecords('external-party-integrations');
  const parties = useMemo(
    () => (syncing ? syncPartiesFrom(integrations ?? []) : []),
    [syncing, integrations],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const partyID = chosenParty(parties, picked);
  const token = session?.token ?? null;
  const port = useMemo(
    () =>
      token === null || parties.length === 0
        ? null
        : createExternalSyncPort({
            entityName: entity.name,
            token,
            fetch: (request) => fetch(request),
            origin: window.location.origin,
            apply: (record) => writes.takeServerRecord(entity.name, record),
          }),
    [token, parties.length, entity.name, writes],
  );
  const sync = useExternalSync(port, partyID, mayEdit);
  const waiting = useMemo(() => (partyID === null ? [] : notUploaded(rows ?? [], partyID)), [rows, partyID]);

  return {
    menu: {
      ...(archive === null ? {} : { onArchives: () => onNavigate(archive) }),
      onExportCsv: exportCsv,
      offerQuantityBreakdowns: breakdowns,
      ...(parties.length === 0
        ? {}
        : {
            syncPicker: (
              <Suspense>
                <Group gap={4} wrap="wrap">
                  <SyncPartyPicker parties={parties} value={partyID} onChange={setPicked} />
                  <UploadAllControl
                    waiting={waiting.length}
                    progress={sync.progress}
                    mayEdit={mayEdit}
                    onUploadAll={() => sync.uploadAll(waiting)}
                    onStop={sync.stop}
                  />
                </Group>
              </Suspense>
            ),
          }),
    },
    syncCell: sync.cell,
  };
}
