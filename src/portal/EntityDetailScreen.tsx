import { useCallback, useMemo } from 'react';
import { DetailPageView } from '../blocks/DetailPageView';
import { useBladeUnsaved } from '../blocks/blade-context';
import { isDetailChanged, type DetailExit } from '../blocks/detail-state';
import { useDetailController } from '../blocks/use-detail-controller';
import { detailTourName } from '../blocks/detail-tour-name';
import { useTour } from '../blocks/use-tour';
import { useData } from '../data/data-context';
import { entityByName } from '../entities/registry';
import { useHesitate } from '../navigation/hesitate-context';
import { pathOf, proxyHref } from '../entities/derive/portal-routes';
import { useOlderRecord } from './use-older-records';
import { mirrorDetailPorts } from './detail-ports';
import { usePortalAccess } from '../session/portal-access';
import { useSession } from '../session/session-context';
import { partyEdits } from '../entities/derive/party-edits';
import { useReferenceOptions } from './use-reference-options';

export type EntityDetailScreenProps = {
  /** Navigation name, e.g. 'products'. */
  entityName: string;
  /** The record's id, or 'new' to create one. */
  id: string;
  /** Goes to an in-app address (the new item's own page, a new blank form). */
  onNavigate: (href: string, options?: { replace?: boolean }) => void;
  /** Goes back (after delete, restore, save and close). */
  onBack: () => void;
  /**
   * Shown in a blade: a saved new item, save and close, delete and restore close it (onClose)
   * instead of navigating, and Add opens a blank item in the same blade (onAdd).
   */
  inBlade?: boolean;
  onClose?: () => void;
  onAdd?: () => void;
  /** Heading level of the title: 1 on its own page (default), 2 in a blade beside the list's h1. */
  titleOrder?: 1 | 2 | 3;
  /** The company on whose behalf the item is handled (the proxyID query or blade value). */
  proxyID?: string | null;
};

/**
 * The generic office-portal form of one record over the mirror: one input per field,
 * Create or Save through the write path (the record turns pending and the sync worker
 * pushes it), delete with confirmation, restore, Not Found, and edit rights from the session.
 * @example <EntityDetailScreen entityName="products" id="new" onNavigate={go} onBack={back} />
 */
export function EntityDetailScreen({
  entityName,
  id,
  onNavigate,
  onBack,
  inBlade = false,
  onClose,
  onAdd,
  titleOrder = 1,
  proxyID = null,
}: EntityDetailScreenProps) {
  const entity = entityByName(entityName);
  const { db, writes } = useData();
  const { mayEdit, timeZone, fields } = usePortalAccess(entity);
  const { session } = useSession();
  // Whose records these are: the company handled on behalf of, else the user's own.
  const company = proxyID ?? session?.companyAccountID ?? null;
  const online = useOlderRecord(entity);
  const ports = useMemo(
    () => mirrorDetailPorts(entity, db, writes, { proxyID, ...(online === null ? {} : { online }) }),
    [entity, db, writes, proxyID, online],
  );
  const single = entity.single ?? entity.name;
  const onExit = (exit: DetailExit) => {
    // A save, delete or restore leaves on purpose: nothing unsaved is left behind to ask about.
    if (exit.kind !== 'stay') releaseHesitate();
    if (exit.kind === 'open-item') onNavigate(proxyHref(pathOf(single, exit.id), proxyID), { replace: true });
    else if (exit.kind === 'close-blade') (onClose ?? onBack)();
    else if (exit.kind !== 'stay') onBack();
  };
  const detail = useDetailController({
    id,
    fields,
    schema: entity.schema,
    ports,
    mayEdit,
    inBlade,
    onExit,
  });
  // In a blade, opening another record (or New) over unsaved edits asks first.
  useBladeUnsaved(inBlade && isDetailChanged(detail.state));
  // Leaving the page (or the list page holding this blade) over unsaved edits asks first (guard step 6).
  const releaseHesitate = useHesitate(isDetailChanged(detail.state));
  const tour = useTour(detailTourName(single, detail.state.item, detail.state.isNew));
  const references = useReferenceOptions(entity.fields);
  const loadOptions = useCallback((reference: string) => references.get(reference) ?? [], [references]);

  return (
    <DetailPageView
      title={entity.singleLabel}
      titleOrder={titleOrder}
      mirrorNames={[entity.name]}
      fields={fields}
      state={detail.state}
      dispatch={detail.dispatch}
      rules={{
        mayEdit,
        // Another company's record: its parties change only what their roles are granted, and
        // never delete or restore it (the services refuse the rest), so nothing else is offered.
        canEdit: (item) => {
          const access = partyEdits(entity, item, company);
          return access.owner || access.fields.length > 0;
        },
        mayRemove: (item) => partyEdits(entity, item, company).owner,
      }}
      timeZone={timeZone}
      fieldErrors={detail.fieldErrors}
      onSave={(andClose) => void detail.save(andClose)}
      onDelete={() => void detail.remove()}
      onRestore={() => void detail.restore()}
      onRefresh={detail.refresh}
      onBack={onBack}
      onAdd={onAdd ?? (() => onNavigate(proxyHref(pathOf(single), proxyID)))}
      {...(tour.tour === null ? {} : { onTour: tour.start })}
      loadOptions={loadOptions}
    >
      {tour.player}
    </DetailPageView>
  );
}
