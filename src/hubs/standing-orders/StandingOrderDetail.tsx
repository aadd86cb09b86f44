import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useSession } from '../../session/session-context';
import { AdjustmentsList } from '../../blocks/AdjustmentsList';
import { useCommand } from '../../blocks/hub/use-command';
import { saveStandingOrder } from './commands/save-standing-order';
import { useBladeUnsaved } from '../../blocks/blade-context';
import lineCards from '../../blocks/LineCards.module.css';
import { NumberControl } from '../../blocks/NumberControl';
import { ScheduleEditor } from '../../blocks/ScheduleEditor';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { formatMoney } from '../../domain/money';
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
  tierPrices,
  type ProductInfo,
} from './flow';

const TOUCH = { mih: 48 } as const;

function optionsOf(
  records: readonly Record<string, unknown>[] | undefined,
  label: string,
): { value: string; label: string }[] {
  return (records ?? [])
    .filter((record) => record.isInactive !== true)
    .map((record) => ({
      value: String(record.id),
      label: typeof record[label] === 'string' ? String(record[label]) : String(record.id),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

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
    return tierPrices(tier);
  }, [tiers, partner, isCustomer]);
  const priced = pricedLines(state.draft.orderItems, productInfo, prices);
  const errors = state.submitted ? standingErrors(state.draft) : {};
  const [adding, setAdding] = useState('');

  if (!isNew && record === null) {
    return (
      <Stack p="md">
        <Alert color="red" title="Not Found">
          This {entity.singleLabel} was not found.
        </Alert>
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
  const disabled = !mayEdit;
  const productOptions = optionsOf(products, 'productName');

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

      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            value={draft.standingOrderName}
            error={errors.standingOrderName}
            disabled={disabled}
            onChange={(event) =>
              dispatch({ type: 'set', patch: { standingOrderName: event.currentTarget.value } })
            }
          />
          <Group grow wrap="wrap" align="flex-start">
            <NativeSelect
              label={isCustomer ? 'Customer' : 'Supplier'}
              required
              data={[{ value: '', label: '' }, ...optionsOf(partners, 'companyName')]}
              value={draft.supplyAgreementID ?? ''}
              error={errors.supplyAgreementID}
              disabled={disabled}
              onChange={(event) => {
                const chosen = event.currentTarget.value === '' ? null : event.currentTarget.value;
                const location = partners?.find((candidate) => candidate.id === chosen)?.locationID;
                dispatch({
                  type: 'set',
                  patch: {
                    supplyAgreementID: chosen,
                    ...(draft.locationID === null && typeof location === 'string'
                      ? { locationID: location }
                      : {}),
                  },
                });
              }}
            />
            <NativeSelect
              label="Deliver To"
              data={[{ value: '', label: '' }, ...optionsOf(locations, 'locationName')]}
              value={draft.locationID ?? ''}
              disabled={disabled}
              onChange={(event) =>
                dispatch({
                  type: 'set',
                  patch: { locationID: event.currentTarget.value === '' ? null : event.currentTarget.value },
                })
              }
            />
          </Group>
          <Group gap="xl">
            <Switch
              label="On"
              checked={draft.isOn}
              disabled={disabled}
              onChange={(event) => dispatch({ type: 'set', patch: { isOn: event.currentTarget.checked } })}
            />
            <Switch
              label={isCustomer ? 'Customer Arranges Courier' : 'We Arrange Courier'}
              checked={draft.isBuyerCourier}
              disabled={disabled}
              onChange={(event) =>
                dispatch({ type: 'set', patch: { isBuyerCourier: event.currentTarget.checked } })
              }
            />
          </Group>
          {typeof record?.nextAttentionDate === 'string' && (
            <Text size="sm" c="dimmed">
              Next order:{' '}
              {new Date(record.nextAttentionDate).toLocaleString('en-AU', {
                timeZone,
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Lines
          </Title>
          {errors.orderItems !== undefined && (
            <Text c="red" size="sm">
              {errors.orderItems}
            </Text>
          )}
          <Table aria-label="Lines" className={lineCards.lines}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Unit Price
                </Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {priced.lines.map((line, index) => (
                <Table.Tr key={line.productID} className={lineCards.line}>
                  <Table.Td className={lineCards.product}>{line.description}</Table.Td>
                  <Table.Td className={lineCards.quantity}>
                    <NumberControl
                      label={`Quantity of ${line.description}`}
                      hideLabel
                      value={line.quantity}
                      disabled={disabled}
                      error={errors.lines?.[index] ?? null}
                      onChange={(quantity) => dispatch({ type: 'set-quantity', index, quantity })}
                    />
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatMoney(line.appliedUnitPrice)}
                  </Table.Td>
                  <Table.Td ta="right" className={lineCards.amount}>
                    {formatMoney(line.amountTotal)}
                  </Table.Td>
                  <Table.Td className={lineCards.actions}>
                    {mayEdit && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={48}
                        aria-label={`Remove ${line.description}`}
                        onClick={() => dispatch({ type: 'remove-line', index })}
                      >
                        ✕
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" wrap="wrap" align="flex-end">
            {mayEdit ? (
              <Group gap="xs" align="flex-end">
                <NativeSelect
                  label="Add Product"
                  data={[{ value: '', label: '' }, ...productOptions]}
                  value={adding}
                  onChange={(event) => setAdding(event.currentTarget.value)}
                />
                <Button
                  variant="default"
                  {...TOUCH}
                  disabled={adding === ''}
                  onClick={() => {
                    dispatch({ type: 'add-line', productID: adding });
                    setAdding('');
                  }}
                >
                  Add
                </Button>
              </Group>
            ) : (
              <span />
            )}
            <Stack gap={0} align="flex-end">
              <Text size="sm">Subtotal {formatMoney(priced.totals.subTotal)}</Text>
              <Text size="sm">GST {formatMoney(priced.totals.taxTotal)}</Text>
              <Text fw={600}>Total {formatMoney(priced.totals.amountTotal)}</Text>
              <Text size="xs" c="dimmed">
                Each order adds the automatic lines of its day.
              </Text>
            </Stack>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <ScheduleEditor
            label="Schedule"
            value={draft.cronExpression}
            timeZone={timeZone}
            disabled={disabled}
            error={errors.cronExpression ?? null}
            onChange={(cronExpression) => dispatch({ type: 'set', patch: { cronExpression } })}
          />
          {draft.orderSlots.length === 0 && (
            <Stack gap={4}>
              <Text fw={500} size="sm">
                Adjustments
              </Text>
              <AdjustmentsList
                expression={draft.cronExpression}
                adjustments={draft.adjustments}
                timeZone={timeZone}
                disabled={disabled}
                onChange={(adjustments) => dispatch({ type: 'set', patch: { adjustments } })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Order Slots
          </Title>
          {mayEdit && (
            <Button
              variant="default"
              {...TOUCH}
              onClick={() => dispatch({ type: 'add-slot', id: crypto.randomUUID() })}
            >
              Add Slot
            </Button>
          )}
        </Group>
        {draft.orderSlots.length === 0 && (
          <Text size="sm" c="dimmed">
            Without order slots the standing order runs on its own schedule.
          </Text>
        )}
        {draft.orderSlots.map((slot, index) => (
          <Paper key={slot.id} withBorder p="md" aria-label={`Order slot ${slot.slotName || index + 1}`}>
            <Stack gap="sm">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label="Slot Name"
                  value={slot.slotName}
                  disabled={disabled}
                  onChange={(event) =>
                    dispatch({ type: 'set-slot', index, patch: { slotName: event.currentTarget.value } })
                  }
                />
                <Switch
                  label="On"
                  checked={slot.isOn}
                  disabled={disabled}
                  onChange={(event) =>
                    dispatch({ type: 'set-slot', index, patch: { isOn: event.currentTarget.checked } })
                  }
                />
                {mayEdit && (
                  <Button
                    variant="subtle"
                    color="red"
                    {...TOUCH}
                    onClick={() => dispatch({ type: 'remove-slot', index })}
                  >
                    Remove Slot
                  </Button>
                )}
              </Group>
              <ScheduleEditor
                label="Slot Schedule"
                value={slot.cronExpression}
                timeZone={timeZone}
                disabled={disabled}
                error={errors.slots?.[index] ?? null}
                onChange={(cronExpression) =>
                  dispatch({ type: 'set-slot', index, patch: { cronExpression } })
                }
              />
              <Text fw={500} size="sm">
                Adjustments
              </Text>
              <AdjustmentsList
                expression={slot.cronExpression}
                adjustments={slot.adjustments}
                timeZone={timeZone}
                disabled={disabled}
                onChange={(adjustments) => dispatch({ type: 'set-slot', index, patch: { adjustments } })}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
