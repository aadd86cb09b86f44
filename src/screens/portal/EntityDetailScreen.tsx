import { useCallback, useMemo } from 'react';
import { DetailPageView } from '../../blocks/DetailPageView';
import type { DetailExit } from '../../blocks/detail-state';
import { useDetailController } from '../../blocks/use-detail-controller';
import { useData } from '../../data/data-context';
import { entityByName } from '../../entities/registry';
import { pathOf } from '../../routes/portal-routes';
import { mirrorDetailPorts } from './detail-ports';
import { usePortalAccess } from './portal-access';
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
};

/**
 * The generic office-portal form of one record over the mirror: one input per field,
 * Create or Save through the write path (the record turns pending and the sync worker
 * pushes it), delete with confirmation, restore, Not Found, and edit rights from the session.
 * @example <EntityDetailScreen entityName="products" id="new" onNavigate={go} onBack={back} />
 */
export function EntityDetailScreen({ entityName, id, onNavigate, onBack }: EntityDetailScreenProps) {
  const entity = entityByName(entityName);
  const { db, writes } = useData();
  const { mayEdit, timeZone } = usePortalAccess(entity);
  const ports = useMemo(() => mirrorDetailPorts(entity, db, writes), [entity, db, writes]);
  const single = entity.single ?? entity.name;
  const onExit = (exit: DetailExit) => {
    if (exit.kind === 'open-item') onNavigate(pathOf(single, exit.id), { replace: true });
    else if (exit.kind !== 'stay') onBack();
  };
  const detail = useDetailController({ id, fields: entity.fields, ports, mayEdit, inBlade: false, onExit });
  const references = useReferenceOptions(entity.fields);
  const loadOptions = useCallback((reference: string) => references.get(reference) ?? [], [references]);

  return (
    <DetailPageView
      title={entity.singleLabel}
      titleOrder={1}
      fields={entity.fields}
      state={detail.state}
      dispatch={detail.dispatch}
      rules={{ mayEdit }}
      timeZone={timeZone}
      fieldErrors={detail.fieldErrors}
      onSave={(andClose) => void detail.save(andClose)}
      onDelete={() => void detail.remove()}
      onRestore={() => void detail.restore()}
      onRefresh={detail.refresh}
      onBack={onBack}
      onAdd={() => onNavigate(pathOf(single))}
      loadOptions={loadOptions}
    />
  );
}
