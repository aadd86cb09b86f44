import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSession } from '../../session/session-context';
import { DateField } from '../../blocks/DateFields';
import { useOwnCompany } from '../../data/use-own-company';
import { QuantityDialog } from '../../blocks/QuantityDialog';
import classes from '../../blocks/LineCards.module.css';
import { NumberControl } from '../../blocks/NumberControl';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { TagEditor } from '../../blocks/TagEditor';
import { useData } from '../../data/data-context';
import { useRecord } from '../../data/use-record';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { lineAmount, lineTax, type OrderLineInput } from '../../domain/order-pricing';
import {
  dailyCutOff,
  dueDayWarning,
  isBeforeCutOff,
  localDayOf,
  openCutOff,
  upcomingOrderSlots,
} from '../../domain/order-dates';
import { cutOffTime, orderCutOff, orderingPolicyRefusal, zoneLabel } from '../../domain/ordering-policy';
import { ORDER_STATUS_LABELS, orderStatus } from '../../domain/order-status';
import { canEditArea } from '../../domain/permissions';
import { sessionTimeZone } from '../../session/portal-access';
import {
  defaultDueDate,
  deliveryLocations,
  isOfferedDueDay,
  orderingPolicyFor,
  usualProducts,
} from '../../domain/ordering/order-context';
import {
  acceptLineQuantity,
  hasTag,
  IGNORE_DELIVERY_FEE_TAG,
  initialOrderEditor,
  lineProblems,
  lineQuantityLimits,
  lineIncrement,
  orderEditorReducer,
  orderNumberText,
  orderPricing,
  orderToSave,
  saveProblem,
  totalsChanged,
  type EditorLine,
  type OrderKind,
} from '../../domain/ordering/order-editor-state';
import { lateOrderNotice } from './late-order';
import { ORDER_ENTITIES, useOrderSources } from './use-order-sources';

export type OrderEditorProps = {
  kind: OrderKind;
  /** The order's id, or 'new'. */
  id: string;
  /** A saved new order opens its own page (or stays in the blade with its id). */
  onCreated: (id: string) => void;
  onBack?: () => void;
  /** Heading level: 1 on a page, 2 in a blade. */
  titleOrder?: 1 | 2;
  /** Prefills a new order: the agreement, and lines to start with (Repeat Last Order, instant order). */
  initial?: { supplyAgreementID?: string | null; lines?: readonly { productID: string; quantity: number }[] };
};

const STATUS_COLOURS = { unconfirmed: 'yellow', confirmed: 'blue', dispatched: 'green' } as const;

function labelOf(row: Readonly<Record<string, unknown>>, field: string): string {
  const value = row[field];
  return typeof value === 'string' && value !== '' ? value : row.id === undefined ? '' : String(row.id);
}

/** Fields the editor never writes back: the record's identity, the mirror's bookkeeping and what the services set. */
function writable(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (
      key.startsWith('_') ||
      key === 'id' ||
      key === 'rowVersion' ||
      key === 'isInactive' ||
      key === 'customerOrderNumber' ||
      key === 'isDispatched'
    )
      continue;
    out[key] = value;
  }
  return out;
}

/**
 * The order editor of customer orders and purchase orders: the agreement (customer or supplier),
 * delivery location, due date or order slot, pickup, tags and PO number; lines added by search,
 * category or from the usual products, priced live with the domain core (tiers, tethers,
 * automatic lines, GST); confirm; saved through the write path so it works offline.
 * @example <OrderEditor kind="customer" id="new" onCreated={(id) => go(id)} />
 */
export function OrderEditor({ kind, id, onCreated, onBack, titleOrder = 1, initial }: OrderEditorProps) {
  const { writes } = useData();
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const names = ORDER_ENTITIES[kind];
  const isNew = id === 'new';
  const record = useRecord(names.orders, isNew ? null : id);
  const ownCompany = useOwnCompany() ?? null;
  const [state, dispatch] = useReducer(orderEditorReducer, kind, (k) => initialOrderEditor(k));
  const agreementID =
    typeof state.header.supplyAgreementID === 'string' ? state.header.supplyAgreementID : null;
  // An order the other side placed names its own agreement record: read it by ours with that company.
  const counterpart = kind === 'customer' ? state.header.buyerID : state.header.sellerID;
  const sources = useOrderSources(kind, agreementID, typeof counterpart === 'string' ? counterpart : null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const [dialogLine, setDialogLine] = useState<EditorLine | null>(null);
  const [now] = useState(() => new Date());
  const mayEdit = canEditArea(session, names.orders) && record?.isDispatched !== true;

  // The stored order loads into the editor, and again when it changes while nothing is edited (a pull, the services' totals).
  const changedRef = useRef(state.changed);
  useEffect(() => {
    changedRef.current = state.changed;
  });
  useEffect(() => {
    if (record && !changedRef.current) dispatch({ type: 'loaded', order: record });
  }, [record]);

  useEffect(() => {
    dispatch({ type: 'contextChanged', context: sources.context });
  }, [sources.context]);

  // A new order prefilled (Repeat Last Order, a link from a dashboard) once its catalogue is there.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!isNew || prefilled.current || initial === undefined || !sources.ready) return;
    const wanted = initial.supplyAgreementID;
    if (wanted && state.header.supplyAgreementID !== wanted) {
      const agreement = sources.agreements.find((row) => row.id === wanted);
      if (agreement === undefined) return;
      chooseAgreement(wanted);
      return;
    }
    if (state.context.products.size === 0 && (initial.lines?.length ?? 0) > 0) return;
    prefilled.current = true;
    for (const line of initial.lines ?? [])
      dispatch({ type: 'productAdded', productID: line.productID, quantity: line.quantity });
    // chooseAgreement reads the same sources; the prefill runs once, when they are all there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, initial, sources.ready, sources.agreements, state.header.supplyAgreementID, state.context]);

  const pricing = useMemo(() => orderPricing(state), [state]);
  const problems = useMemo(() => lineProblems(state), [state]);
  const showStored = !isNew && !state.changed && record != null && record._syncState === 'synced';
  const totals = showStored
    ? {
        subTotal: Number(record.subTotal ?? 0),
        taxTotal: Number(record.taxTotal ?? 0),
        amountTotal: Number(record.amountTotal ?? 0),
      }
    : { subTotal: pricing.subTotal, taxTotal: pricing.taxTotal, amountTotal: pricing.amountTotal };
  const changedTotals = state.changed ? null : totalsChanged(record);
  // A saved order as the services keep it: its own automatic lines, not ones recomputed from what this device holds.
  const automaticLines = showStored
    ? storedAutomaticLines(record)
    : pricing.automaticLines.map((line) => ({
        automaticLineItemID: line.automaticLineItemID,
        description: line.description ?? '',
        amountTotal: line.amountTotal,
        taxTotal: line.taxTotal,
      }));
  const status = orderStatus(isNew ? state.header : (record ?? state.header));
  const locations = deliveryLocations({ ...sources.sources, agreement: sources.agreement });
  // The seller's policy as the services hold the buyer to it, in the seller's time zone (src/domain/ordering-policy.ts).
  const hasSellerTerms = kind === 'customer' || sources.sources.catalogue != null;
  // A customer order's seller is this company: its own settings (cut-off, lead hours, weekends) stand where the agreement is silent.
  const seller = kind === 'customer' ? ownCompany : null;
  const ordering = useMemo(() => {
    const policy = orderingPolicyFor({
      agreement: sources.agreement,
      slots: sources.slots,
      timeZone,
      hasSellerTerms,
      seller,
    });
    // Online ordering switched off binds the customer, not the seller entering its order.
    return kind === 'customer' ? { ...policy, isCustomerOrderingEnabled: true } : policy;
  }, [sources.agreement, sources.slots, timeZone, hasSellerTerms, kind, seller]);
  const zone = ordering.timeZone;
  const slots = useMemo(
    () => (ordering.isSlotted ? upcomingOrderSlots(ordering.slots, now, { timeZone: zone }) : []),
    [ordering, now, zone],
  );
  const dueDay =
    typeof state.header.dueDate === 'string' && state.header.dueDate !== ''
      ? localDayOf(new Date(state.header.dueDate), zone)
      : null;
  const dueChanged = isNew || (record != null && state.header.dueDate !== record.dueDate);
  // What the services would answer this write: a buyer cannot save it; the seller saving it overrides its own policy.
  const refusal =
    agreementID === null
      ? null
      : orderingPolicyRefusal(state.header, ordering, now, isNew ? null : (record ?? null));
  const dueProblem = kind === 'purchase' && refusal !== null ? refusal.message : null;
  const overrideWarning =
    kind === 'customer' && refusal !== null && (isNew || state.changed) ? refusal.message : null;
  const dueWarning =
    dueDay !== null && dueChanged && !ordering.isSlotted ? dueDayWarning(dueDay, now, ordering, zone) : null;
  // The seller's Daily Cut-Off Time closes the chosen day's ordering: say when, on the seller's clock.
  const dayCutOffAt =
    dueDay !== null && !ordering.isSlotted && dailyCutOff(ordering) !== null
      ? openCutOff(dueDay, ordering, zone)
      : null;
  const dayCutOff =
    dayCutOffAt === null
      ? null
      : `Order by ${cutOffTime(dayCutOffAt, zone)} ${formatInZone(dayCutOffAt, DATE_FORMAT, zone)}`;
  // A buyer's order past its cut-off is the seller's to change now (the services refuse the buyer's changes).
  const cutOff =
    !isNew && kind === 'purchase' && hasSellerTerms && record != null ? orderCutOff(record, ordering) : null;
  const pastCutOff = cutOff !== null && !isBeforeCutOff(cutOff, now);
  const otherZone = zone !== timeZone ? zoneLabel(zone) : null;
  // An order this device placed that the services refused by the seller's policy (placed offline, pushed after the cut-off).
  const lateNotice = kind === 'purchase' ? lateOrderNotice(record, timeZone) : null;

  async function moveLate() {
    if (lateNotice?.next == null) return;
    setError(null);
    try {
      await writes.updateRecord(names.orders, id, lateNotice.next.changes);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  async function cancelLate() {
    setError(null);
    try {
      await writes.discardChanges(names.orders, id);
      onBack?.();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }
  const usual = useMemo(() => {
    const tethered = new Set(state.context.tethers.map((tether) => tether.tetheredProductID));
    return usualProducts(sources.sources.orders, agreementID)
      .filter((entry) => !tethered.has(entry.productID) && state.context.products.has(entry.productID))
      .slice(0, 8);
  }, [sources.sources.orders, agreementID, state.context]);
  const productOptions = useMemo(
    () =>
      [...state.context.products.values()]
        .filter((product) => category === null || product.categoryID === category)
        .map((product) => ({
          value: product.id,
          label: product.abbreviation
            ? `${product.productName} (${product.abbreviation})`
            : product.productName,
        })),
    [state.context.products, category],
  );

  function chooseAgreement(value: string) {
    const agreement = sources.agreements.find((row) => row.id === value) ?? null;
    const defaultLocation =
      kind === 'customer' && typeof agreement?.locationID === 'string' ? agreement.locationID : null;
    const pickup = agreement?.isRequiredPickup === true || agreement?.isPreferPickup === true;
    dispatch({
      type: 'agreementChosen',
      supplyAgreementID: value,
      locationID: defaultLocation,
      isRequestPickup: pickup,
    });
    if (kind === 'customer') {
      dispatch({ type: 'headerChanged', field: 'buyerID', value: agreement?.buyerID ?? null });
      dispatch({ type: 'headerChanged', field: 'sellerID', value: agreement?.sellerID ?? null });
    } else {
      dispatch({ type: 'headerChanged', field: 'buyerID', value: agreement?.buyerID ?? null });
      dispatch({ type: 'headerChanged', field: 'sellerID', value: agreement?.sellerID ?? null });
      // The company's own delivery locations under the chosen agreement (the seller's possibleLocations when it names them).
      const own =
        agreement === null
          ? []
          : deliveryLocations({
              ...sources.sources,
              agreement,
              companyID:
                typeof agreement.buyerID === 'string' ? agreement.buyerID : sources.sources.companyID,
            });
      const first = own.find((row) => row.id === agreement?.locationID) ?? own[0];
      if (first !== undefined) dispatch({ type: 'headerChanged', field: 'locationID', value: first.id });
    }
    if (!isNew || state.header.dueDate) return;
    // The first day the services would take, in the seller's zone.
    const chosen = orderingPolicyFor({
      agreement,
      slots: sources.slots,
      timeZone,
      hasSellerTerms: kind === 'customer' || typeof agreement?.timeZone === 'string',
      seller,
    });
    // A purchase order is placed Order From Suppliers Days Ahead (the buyer's Supplier settings) of when it is due.
    const daysAhead =
      kind === 'purchase' && typeof ownCompany?.purchaseOrderLeadDays === 'number'
        ? ownCompany.purchaseOrderLeadDays
        : 0;
    if (!chosen.isSlotted)
      dispatch({ type: 'headerChanged', field: 'dueDate', value: defaultDueDate(chosen, now, daysAhead) });
  }

  async function save(confirm: boolean) {
    if (!mayEdit) return;
    let current = state;
    if (confirm)
      current = orderEditorReducer(current, {
        type: 'confirmed',
        userID: session?.userID ?? null,
        now: new Date().toISOString(),
      });
    const problem = dueProblem ?? saveProblem(current);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const values = writable(orderToSave(current));
      if (isNew) {
        const created = await writes.createRecord(names.orders, values);
        dispatch({ type: 'saved' });
        onCreated(created);
      } else {
        await writes.updateRecord(names.orders, id, values);
        if (confirm)
          dispatch({
            type: 'confirmed',
            userID: session?.userID ?? null,
            now: String(current.header.confirmedOn),
          });
        dispatch({ type: 'saved' });
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  }

  if (!isNew && record === null) {
    return (
      <Stack p="md">
        <Title order={titleOrder}>Not Found</Title>
      </Stack>
    );
  }

  const singleLabel = kind === 'customer' ? 'Customer Order' : 'Purchase Order';
  const number = isNew ? 'New' : record == null ? '' : orderNumberText(kind, record);
  const agreementLabel = kind === 'customer' ? 'Customer' : 'Supplier';
  const readOnly = !mayEdit || (kind === 'purchase' && record?.isConfirmed === true) || pastCutOff;

  return (
    <Stack gap="md" p="md" pos="relative" data-testid="order-editor" maw={1100}>
      <LoadingOverlay visible={(!isNew && record === undefined) || saving} />
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={titleOrder}>
            {singleLabel} <span data-testid="order-number">{number}</span>
          </Title>
          {!isNew && (
            <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="order-status">
              {ORDER_STATUS_LABELS[status]}
            </Badge>
          )}
          {record != null && <SyncStateBadge row={record} />}
        </Group>
        <Group gap="xs">
          {onBack && (
            <Button variant="default" onClick={onBack} size="md">
              Back
            </Button>
          )}
          {kind === 'customer' && !isNew && state.header.isConfirmed !== true && mayEdit && (
            <Button variant="light" size="md" onClick={() => void save(true)}>
              Confirm
            </Button>
          )}
          {mayEdit && !readOnly && (isNew || state.changed) && (
            <Button size="md" onClick={() => void save(false)}>
              {isNew ? 'Create' : 'Save'}
            </Button>
          )}
        </Group>
      </Group>

      {error !== null && (
        <Alert color="red" title="Cannot save" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {lateNotice !== null && (
        <Alert
          color="red"
          title={lateNotice.reason}
          data-testid="order-not-accepted"
          styles={{ root: { overflowWrap: 'anywhere' } }}
        >
          <Stack gap="xs">
            <Text size="sm">{ordering.sellerName} has not received this order.</Text>
            {lateNotice.next !== null && (
              <Text size="sm" data-testid="next-slot">
                {lateNotice.next.label}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              {lateNotice.next !== null && (
                // A long slot name wraps on a phone instead of widening the alert past the screen.
                <Button
                  size="md"
                  h="auto"
                  py={8}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal' } }}
                  onClick={() => void moveLate()}
                >
                  {lateNotice.next.button}
                </Button>
              )}
              <Button size="md" variant="default" onClick={() => void cancelLate()}>
                Cancel Order
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {pastCutOff && cutOff !== null && (
        <Alert color="gray" title="Past the cut-off" data-testid="past-cut-off">
          The cut-off for this order was {cutOffTime(cutOff, zone)} on{' '}
          {formatInZone(cutOff, DATE_FORMAT, zone)}
          {otherZone === null ? '' : ` (${otherZone})`}: ask {ordering.sellerName} to change or cancel it.
        </Alert>
      )}
      {overrideWarning !== null && (
        <Alert color="orange" title="Outside your ordering policy" data-testid="policy-override">
          {overrideWarning} Saving it overrides the policy, and the order records that you did.
        </Alert>
      )}
      {changedTotals !== null && (
        <Alert color="orange" title="Totals changed" data-testid="totals-changed">
          The services recalculated this order: the total is {formatMoney(changedTotals.server)} (this device
          showed {formatMoney(changedTotals.client)} when it was saved).
        </Alert>
      )}
      {state.header.isConfirmed === true && typeof state.header.confirmedOn === 'string' && (
        <Text size="sm" c="dimmed">
          Confirmed {formatInZone(state.header.confirmedOn, `${DATE_FORMAT} ${TIME_FORMAT}`, timeZone)}
        </Text>
      )}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label={agreementLabel}
            required
            searchable
            readOnly={readOnly || !isNew}
            data={sources.agreements.map((row) => ({ value: row.id, label: labelOf(row, 'companyName') }))}
            // An order the other side placed shows under our own agreement with that company.
            value={isNew ? agreementID : (sources.agreement?.id ?? agreementID)}
            onChange={(value) => value !== null && chooseAgreement(value)}
            nothingFoundMessage="Nothing Found"
          />
          <Select
            label="Deliver To"
            readOnly={readOnly}
            data={locations.map((row) => ({ value: row.id, label: labelOf(row, 'locationName') }))}
            value={typeof state.header.locationID === 'string' ? state.header.locationID : null}
            onChange={(value) => dispatch({ type: 'headerChanged', field: 'locationID', value })}
          />
          {sources.policy.isSlotted ? (
            <Select
              label="Order Slot"
              required
              readOnly={readOnly}
              data={slotOptions(slots, state.header, zone, timeZone)}
              value={
                typeof state.header.orderSlotID === 'string' && typeof state.header.dueDate === 'string'
                  ? `${state.header.orderSlotID}|${state.header.dueDate}`
                  : null
              }
              onChange={(value) => {
                const slot = slots.find(
                  (candidate) => `${candidate.orderSlotID}|${candidate.deliverBy}` === value,
                );
                if (slot)
                  dispatch({
                    type: 'slotChosen',
                    orderSlotID: slot.orderSlotID,
                    orderBy: slot.orderBy,
                    deliverBy: slot.deliverBy,
                  });
              }}
              description={`Only slots whose cut-off has not passed${otherZone === null ? '' : `; times are ${otherZone}`}`}
              error={dueProblem}
            />
          ) : (
            <DateField
              label="Due"
              required
              readOnly={readOnly}
              timeZone={zone}
              value={typeof state.header.dueDate === 'string' ? state.header.dueDate : null}
              onChange={(value) => dispatch({ type: 'headerChanged', field: 'dueDate', value })}
              excludeDay={(day) => !isOfferedDueDay(day, ordering, now)}
              error={dueProblem}
              description={
                [dueWarning, dayCutOff, otherZone === null ? null : `Days are ${otherZone}`]
                  .filter((part) => part !== null)
                  .join('. ') || null
              }
              data-testid="due-date"
            />
          )}
          <TextInput
            label={kind === 'customer' ? 'Customer PO Number' : 'PO Number'}
            readOnly={readOnly}
            value={
              typeof state.header.purchaseOrderNumber === 'string' ? state.header.purchaseOrderNumber : ''
            }
            onChange={(event) =>
              dispatch({
                type: 'headerChanged',
                field: 'purchaseOrderNumber',
                value: event.currentTarget.value,
              })
            }
          />
          <TagEditor
            label="Tags"
            readOnly={readOnly}
            value={typeof state.header.tagsCSV === 'string' ? state.header.tagsCSV : ''}
            onChange={(value) =>
              dispatch({ type: 'headerChanged', field: 'tagsCSV', value: value === '' ? null : value })
            }
          />
          <Stack gap="xs" justify="center">
            <Checkbox
              label={kind === 'customer' ? 'Pickup' : 'We Pick Up'}
              size="md"
              disabled={readOnly || sources.policy.isRequiredPickup}
              checked={state.header.isRequestPickup === true}
              onChange={(event) =>
                dispatch({
                  type: 'headerChanged',
                  field: 'isRequestPickup',
                  value: event.currentTarget.checked,
                })
              }
              description={
                sources.policy.isRequiredPickup
                  ? 'Required by the agreement'
                  : sources.policy.isPreferPickup
                    ? 'Preferred by the agreement'
                    : undefined
              }
            />
            {kind === 'customer' && (
              <Checkbox
                label="Ignore Delivery Fee"
                size="md"
                disabled={readOnly}
                checked={hasTag(state, IGNORE_DELIVERY_FEE_TAG)}
                onChange={(event) =>
                  dispatch({
                    type: 'tagToggled',
                    tag: IGNORE_DELIVERY_FEE_TAG,
                    on: event.currentTarget.checked,
                  })
                }
              />
            )}
          </Stack>
        </SimpleGrid>
      </Paper>

      {!readOnly && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Category"
                clearable
                placeholder="All categories"
                data={sources.categories.map((row) => ({
                  value: row.id,
                  label: labelOf(row, 'categoryName'),
                }))}
                value={category}
                onChange={setCategory}
                w={220}
              />
              <Select
                label="Add Product"
                placeholder={
                  agreementID === null
                    ? `Choose the ${agreementLabel.toLowerCase()} first`
                    : 'Type a name or code'
                }
                searchable
                disabled={agreementID === null}
                data={productOptions}
                value={null}
                onChange={(value) => value !== null && dispatch({ type: 'productAdded', productID: value })}
                nothingFoundMessage="Nothing Found"
                style={{ flex: 1, minWidth: 240 }}
              />
            </Group>
            {usual.length > 0 && (
              <Group gap="xs" aria-label="Usual products">
                <Text size="sm" c="dimmed">
                  Usual:
                </Text>
                {usual.map((entry) => (
                  <Button
                    key={entry.productID}
                    variant="light"
                    size="sm"
                    onClick={() =>
                      dispatch({ type: 'productAdded', productID: entry.productID, quantity: entry.quantity })
                    }
                  >
                    + {state.context.products.get(entry.productID)?.productName ?? entry.productID}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}

      <Paper withBorder p={0}>
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="xs" data-testid="order-lines" className={classes.lines}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th w={200}>Quantity</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Unit Price
                </Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pricing.productLines.map((line) => {
                const name = line.description ?? line.product?.productName ?? line.productID;
                const problem = problems.get(line.key);
                return (
                  <Table.Tr
                    key={line.key}
                    data-testid="order-line"
                    data-product={line.productID}
                    className={classes.line}
                  >
                    <Table.Td className={classes.product}>
                      <Text size="sm">{name}</Text>
                      {line.isTethered === true && (
                        <Badge size="xs" variant="light" color="gray">
                          Added with its product
                        </Badge>
                      )}
                      {problem !== undefined && (
                        <Text size="xs" c="red" role="alert">
                          {problem}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.quantity}>
                      {line.isTethered === true || readOnly ? (
                        <Text size="sm" ta="center" data-testid="line-quantity">
                          {line.quantity}
                        </Text>
                      ) : (
                        <Group gap={4} wrap="nowrap">
                          <NumberControl
                            label={`Quantity of ${name}`}
                            hideLabel
                            value={line.quantity}
                            step={lineIncrement(line) ?? 1}
                            onChange={(quantity) =>
                              dispatch({ type: 'quantityChanged', key: line.key, quantity })
                            }
                          />
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {formatMoney(line.appliedUnitPrice)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="line-amount" className={classes.amount}>
                      {formatMoney(line.amountTotal)}
                      {line.taxTotal > 0 && (
                        <Text size="xs" c="dimmed">
                          + GST {formatMoney(line.taxTotal)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.actions}>
                      {line.isTethered !== true && !readOnly && (
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={`Enter quantity of ${name}`}
                            onClick={() => setDialogLine(line)}
                          >
                            #
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={`Remove ${name}`}
                            onClick={() => dispatch({ type: 'lineRemoved', key: line.key })}
                          >
                            ×
                          </ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {automaticLines.map((line) => (
                <Table.Tr
                  key={line.automaticLineItemID}
                  data-testid="automatic-line"
                  className={classes.line}
                >
                  <Table.Td className={classes.product}>
                    <Text size="sm">{line.description}</Text>
                    <Badge size="xs" variant="light">
                      Automatic
                    </Badge>
                  </Table.Td>
                  <Table.Td />
                  <Table.Td visibleFrom="sm" />
                  <Table.Td ta="right" className={classes.amount}>
                    {formatMoney(line.amountTotal)}
                    {line.taxTotal > 0 && (
                      <Text size="xs" c="dimmed">
                        + GST {formatMoney(line.taxTotal)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
              {pricing.productLines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" size="sm">
                      No products yet
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder p="md" maw={360} ml="auto" w="100%">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text>Sub-total</Text>
            <Text data-testid="sub-total">{formatMoney(totals.subTotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>GST</Text>
            <Text data-testid="tax-total">{formatMoney(totals.taxTotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="amount-total">
              {formatMoney(totals.amountTotal)}
            </Text>
          </Group>
        </Stack>
      </Paper>

      {dialogLine !== null && (
        <QuantityDialog
          title={`Quantity of ${dialogLine.description ?? dialogLine.productID}`}
          initial={dialogLine.quantity}
          limits={lineQuantityLimits(dialogLine)}
          onCancel={() => setDialogLine(null)}
          onSubmit={(quantity) => {
            if (acceptLineQuantity(dialogLine, quantity).ok)
              dispatch({ type: 'quantityChanged', key: dialogLine.key, quantity });
            setDialogLine(null);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The slots as the editor offers them: delivery and cut-off in the seller's zone, and when the
 * user's differs, labelled and converted (a Perth buyer reads "5:00 PM Melbourne time, 2:00 PM yours").
 */
function slotOptions(
  slots: readonly { orderSlotID: string; slotName: string; orderBy: string; deliverBy: string }[],
  header: Record<string, unknown>,
  zone: string,
  ownZone: string,
) {
  const format = (iso: string) => formatInZone(iso, `${DATE_FORMAT} ${TIME_FORMAT}`, zone);
  const cutOffText = (iso: string) =>
    zone === ownZone ? format(iso) : `${format(iso)} ${zoneLabel(zone)} (${cutOffTime(iso, ownZone)} yours)`;
  const options = slots.map((slot) => ({
    value: `${slot.orderSlotID}|${slot.deliverBy}`,
    label: `${slot.slotName}: delivered ${format(slot.deliverBy)}, order by ${cutOffText(slot.orderBy)}`,
  }));
  // The order's own slot stays shown after its cut-off.
  if (
    typeof header.orderSlotID === 'string' &&
    typeof header.dueDate === 'string' &&
    !options.some((option) => option.value === `${header.orderSlotID}|${header.dueDate}`)
  ) {
    options.unshift({
      value: `${header.orderSlotID}|${header.dueDate}`,
      label: `Delivered ${format(header.dueDate)}`,
    });
  }
  return options;
}

function storedAutomaticLines(
  record: Readonly<Record<string, unknown>>,
): { automaticLineItemID: string; description: string; amountTotal: number; taxTotal: number }[] {
  const items = Array.isArray(record.orderItems) ? (record.orderItems as Record<string, unknown>[]) : [];
  return items
    .filter((item) => typeof item.automaticLineItemID === 'string')
    .map((item) => {
      const line = item as OrderLineInput;
      return {
        automaticLineItemID: String(item.automaticLineItemID),
        description: String(item.description ?? ''),
        amountTotal: lineAmount(line),
        taxTotal: lineTax(line),
      };
    });
}
