import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useCommand } from '../../blocks/hub/use-command';
import { saveStandingOrder } from './commands/save-standing-order';
import { useBladeUnsaved } from '../../blocks/blade-context';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { canEditArea } from '../../domain/permissions';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { entityByName } from '../../entities/registry';
import { useHesitate } from '../../navigation/hesitate-context';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { sessionTimeZone } from '../../session/portal-access';
import {
  changedFields,
  hasErrors,
  pricedLines,
  standingEditor,
  standingEditorState,
  standingErrors,
  type ProductInfo,
} from './flow';
import { tierPrices } from '../../domain/tier-prices';
import { choiceOptions } from './choice-options';
import { StandingOrderLines } from './StandingOrderLines';
import { StandingOrderSchedules } from './StandingOrderSchedules';
import { StandingOrderTerms } from './StandingOrderTerms';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

const TOUCH = { mih: 48 } as const;

/**
 * The standing order form (customer or purchase): name, partner, delivery location, the
 * schedule with the cron editor and its lead time, on/off, the lines priced as an order,
 * the order slots with their own schedules, and every schedule's next 15 occurrences with
 * their adjustments (move, cancel, clear). Saves through the write path (offline too).
 * @example <StandingOrderDetail entityName="standing-customer-orders" />
 */
export function StandingOrderDetail({
  entityName,
}: {
  entityName: 'standing-customer-orders' | 'standing-purchase-orders';
}) {
  const entity = entityByName(entityName);
  const isCustomer = entityName === 'standing-customer-orders';
  // The route's id on its own page, the blade's in a list's detail blade.
  const target = useDetailTarget(entity.single ?? entityName, entityName);
  const { id, isNew } = target;
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const mayEdit = canEditArea(session, entity.permission);
  const record = useRecord(entityName, isNew ? null : id);
  const [state, dispatch] = useReducer(standingEditor, null, () => standingEditorState(null));
  const [saving, setSaving] = useState(false);
  const changes = changedFields(state);
  const unsaved = Object.keys(changes).length > 0;
  const release = useHesitate(unsaved);
  useBladeUnsaved(target.inBlade && unsaved);
  // A new standing order's id, chosen before it is saved.
  const [newID] = useState(() => crypto.randomUUID());
  const saveCommand = useCommand(saveStandingOrder, {
    entity: entityName,
    id: isNew ? newID : id,
    isNew,
    mayEdit,
    editor: state,
  });

  // The stored record (and later versions of it) loads into the form unless edits are under way.
  useEffect(() => {
    if (record !== undefined && !unsaved) dispatch({ type: 'load', record });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version of the record reloads.
  }, [record]);

  const partners = useRecords(isCustomer ? 'customers' : 'suppliers');
  const locations = useRecords('locations');
  const products = useRecords('products');
  const tiers = useRecords('supplier-price-tiers');
  const partner = partners?.find((candidate) => candidate.id === state.draft.supplyAgreementID);
  const productInfo = useMemo(
    () =>
      new Map<string, ProductInfo>(
        (products ?? []).map((product) => [
          String(product.id),
          {
            productName: String(product.productName ?? product.id),
            taxType: typeof product.taxType === 'string' ? product.taxType : null,
          },
        ]),
      ),
    [products],
  );
  const prices = useMemo(() => {
    const tier =
      tiers?.find(
        (candidate) =>
          candidate.id === (partner && 'priceTierID' in partner ? partner.priceTierID : undefined),
      ) ?? (isCustomer ? tiers?.find((candidate) => candidate.isDefault === true) : undefined);
    return tierPrices(tier?.productPrices, { unpricedAt: 0 });
  }, [tiers, partner, isCustomer]);
  const priced = pricedLines(state.draft.orderItems, productInfo, prices);
  const errors = state.submitted ? standingErrors(state.draft) : {};

  if (!isNew && record === null) {
    return (
      <Stack p="md">
        {/* Not Found only once the standing orders are all on the device: until then, what is loading. */}
        <MirrorEmpty names={[entity.name]} size="md">
          <Alert color="red" title="Not Found">
            This {entity.singleLabel} was not found.
          </Alert>
        </MirrorEmpty>
      </Stack>
    );
  }

  const save = async () => {
    dispatch({ type: 'submitted' });
    if (hasErrors(standingErrors(state.draft)) || !mayEdit) return;
    setSaving(true);
    try {
      release();
      if (isNew) {
        await saveCommand.run();
        target.created(newID);
      } else if (Object.keys(changes).length > 0) {
        await saveCommand.run();
      }
    } finally {
      setSaving(false);
    }
  };

  const draft = state.draft;

  return (
    <Stack p="md" gap="md" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={target.titleOrder} size="h3">
            {entity.singleLabel}
          </Title>
          {record != null && <SyncStateBadge row={record} />}
        </Group>
        <Group gap="xs">
          <Button variant="default" {...TOUCH} onClick={() => target.back()}>
            Back
          </Button>
          {mayEdit && (
            <Button {...TOUCH} loading={saving} disabled={!isNew && !unsaved} onClick={() => void save()}>
              {isNew ? 'Create' : 'Save'}
            </Button>
          )}
        </Group>
      </Group>

      <StandingOrderTerms
        draft={draft}
        dispatch={dispatch}
        errors={errors}
        disabled={!mayEdit}
        isCustomer={isCustomer}
        partners={partners}
        locations={locations}
        nextAttentionDate={typeof record?.nextAttentionDate === 'string' ? record.nextAttentionDate : null}
        timeZone={timeZone}
      />
      <StandingOrderLines
        priced={priced}
        dispatch={dispatch}
        errors={errors}
        mayEdit={mayEdit}
        productOptions={choiceOptions(products, (product) => product.productName)}
      />
      <StandingOrderSchedules
        draft={draft}
        dispatch={dispatch}
        errors={errors}
        mayEdit={mayEdit}
        timeZone={timeZone}
      />
    </Stack>
  );
}
