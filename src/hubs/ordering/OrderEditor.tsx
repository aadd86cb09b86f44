import { Badge, Button, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSession } from '../../session/session-context';
import { QuantityDialog } from '../../blocks/QuantityDialog';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useRecord } from '../../data/use-record';
import { ORDER_STATUS_LABELS } from '../../domain/order-status';
import { canEditArea } from '../../domain/permissions';
import {
  acceptLineQuantity,
  initialOrderEditor,
  lineQuantityLimits,
  orderEditorReducer,
  type EditorLine,
  type OrderKind,
} from '../../domain/ordering/order-editor-state';
import { sessionTimeZone } from '../../session/portal-access';
import { useOwnCompany } from '../../data/use-own-company';
import { agreementEvents, orderEditorFlow } from './flow';
import { OrderAlerts } from './OrderAlerts';
import { OrderHeaderFields } from './OrderHeaderFields';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderProductPicker } from './OrderProductPicker';
import { OrderTotals } from './OrderTotals';
import { ORDER_ENTITIES } from './order-entities';
import { useOrderActions } from './use-order-actions';
import { useOrderSources } from './use-order-sources';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

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

/**
 * The order editor of customer orders and purchase orders: the agreement (customer or supplier),
 * delivery location, due date or order slot, pickup, tags and PO number; lines added by search,
 * category or from the usual products, priced live with the domain core (tiers, tethers,
 * automatic lines, GST); confirm; saved through the write path so it works offline. Its view
 * model is flow.ts; its writes are commands (commands/).
 * @example <OrderEditor kind="customer" id="new" onCreated={(id) => go(id)} />
 */
export function OrderEditor({ kind, id, onCreated, onBack, titleOrder = 1, initial }: OrderEditorProps) {
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
  const [category, setCategory] = useState<string | null>(null);
  const [dialogLine, setDialogLine] = useState<EditorLine | null>(null);
  const [now] = useState(() => new Date());
  const mayEditArea = canEditArea(session, names.orders);
  const input = {
    kind,
    isNew,
    editor: state,
    record,
    sources,
    ownCompany,
    timeZone,
    mayEditArea,
    category,
    now,
  };
  const view = useMemo(
    () => orderEditorFlow(input),
    // input is rebuilt each render from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, isNew, state, record, sources, ownCompany, timeZone, mayEditArea, category, now],
  );
  const actions = useOrderActions({
    id,
    isNew,
    state,
    view,
    userID: session?.userID ?? null,
    dispatch,
    onCreated,
    onBack,
  });

  function chooseAgreement(value: string) {
    for (const event of agreementEvents({ ...input, value })) dispatch(event);
  }

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

  if (!isNew && record === null) {
    return (
      <Stack p="md">
        {/* Not Found only once the orders are all on the device: until then, what is loading. */}
        <MirrorEmpty names={[names.orders]} size="md">
          <Title order={titleOrder}>Not Found</Title>
        </MirrorEmpty>
      </Stack>
    );
  }

  const { singleLabel, number, status, mayEdit, readOnly } = view;
  const save = actions.save;

  return (
    <Stack gap="md" p="md" pos="relative" data-testid="order-editor" maw={1100}>
      <LoadingOverlay visible={(!isNew && record === undefined) || actions.saving} />
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
      <OrderAlerts
        view={view}
        header={state.header}
        timeZone={timeZone}
        error={actions.error}
        setError={actions.setError}
        moveLate={actions.moveLate}
        cancelLate={actions.cancelLate}
      />
      <OrderHeaderFields
        view={view}
        state={state}
        sources={sources}
        isNew={isNew}
        kind={kind}
        timeZone={timeZone}
        now={now}
        dispatch={dispatch}
        chooseAgreement={chooseAgreement}
      />
      <OrderProductPicker
        view={view}
        state={state}
        sources={sources}
        category={category}
        setCategory={setCategory}
        dispatch={dispatch}
      />
      <OrderLinesTable view={view} dispatch={dispatch} setDialogLine={setDialogLine} />
      <OrderTotals totals={view.totals} />

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
