import { Alert, Group, Kbd, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../session/session-context';
import { useCommand } from '../../blocks/hub/use-command';
import { DATE_FORMAT, formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { dayStart, earliestDueDay, upcomingOrderSlots } from '../../domain/order-dates';
import { sessionTimeZone } from '../../session/portal-access';
import { readLineEntry } from './instant-entry';
import { agreementSlots } from '../../domain/ordering/order-context';
import {
  initialOrderEditor,
  orderEditorReducer,
  orderPricing,
  saveProblem,
} from '../../domain/ordering/order-editor-state';
import { placeInstantOrder } from './commands/place-instant-order';
import { useOrderSources } from './use-order-sources';

/**
 * The instant order (customer-order/new?mode=instant): keyboard first. Type a customer, then a
 * product code or name and a quantity; Enter adds the line, Ctrl+Enter saves the order (due on
 * the first day or slot the customer's terms allow) and starts the next one.
 * @example <InstantOrder />
 */
export function InstantOrder() {
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const [state, dispatch] = useReducer(orderEditorReducer, 'customer' as const, (kind) =>
    initialOrderEditor(kind),
  );
  const agreementID =
    typeof state.header.supplyAgreementID === 'string' ? state.header.supplyAgreementID : null;
  const sources = useOrderSources('customer', agreementID);
  const [entry, setEntry] = useState('');
  const [quantity, setQuantity] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string[]>([]);
  const customerRef = useRef<HTMLInputElement>(null);
  const productRef = useRef<HTMLInputElement>(null);
  const pricing = useMemo(() => orderPricing(state), [state]);
  // The next order's id, chosen before it is placed: a new one after each save.
  const [nextID, setNextID] = useState(() => crypto.randomUUID());
  const place = useCommand(placeInstantOrder, { editor: state, id: nextID });

  useEffect(() => {
    dispatch({ type: 'contextChanged', context: sources.context });
  }, [sources.context]);

  const chooseCustomer = (value: string | null) => {
    if (value === null) return;
    const agreement = sources.agreements.find((row) => row.id === value);
    dispatch({
      type: 'agreementChosen',
      supplyAgreementID: value,
      locationID: typeof agreement?.locationID === 'string' ? agreement.locationID : null,
      isRequestPickup: agreement?.isRequiredPickup === true,
    });
    dispatch({ type: 'headerChanged', field: 'buyerID', value: agreement?.buyerID ?? null });
    dispatch({ type: 'headerChanged', field: 'sellerID', value: agreement?.sellerID ?? null });
    const now = new Date();
    if (agreement?.orderingArrangement === 'Slotted') {
      const policy = {
        ...sources.policy,
        orderSlotIDs: Array.isArray(agreement.orderSlotIDs) ? (agreement.orderSlotIDs as string[]) : null,
      };
      const slot = upcomingOrderSlots(agreementSlots(policy, sources.slots), now, { timeZone })[0];
      if (slot)
        dispatch({
          type: 'slotChosen',
          orderSlotID: slot.orderSlotID,
          orderBy: slot.orderBy,
          deliverBy: slot.deliverBy,
        });
    } else {
      const policy = {
        orderLeadHours: typeof agreement?.orderLeadHours === 'number' ? agreement.orderLeadHours : null,
        requireLeadTime: agreement?.requireLeadTime === true,
        isAvailableWeekends: agreement?.isAvailableWeekends === true,
      };
      dispatch({
        type: 'headerChanged',
        field: 'dueDate',
        value: dayStart(earliestDueDay(now, policy, timeZone), timeZone),
      });
    }
    setTimeout(() => productRef.current?.focus(), 0);
  };

  const addLine = () => {
    const read = readLineEntry(entry, state.context.products.values(), quantity);
    if (!read.ok) {
      setMessage(read.message);
      return;
    }
    dispatch({ type: 'productAdded', productID: read.productID, quantity: read.quantity });
    setEntry('');
    setQuantity('');
    setMessage(null);
    productRef.current?.focus();
  };

  const save = async () => {
    const problem = saveProblem(state);
    if (problem !== null) {
      setMessage(problem);
      return;
    }
    const id = nextID;
    await place.run();
    setNextID(crypto.randomUUID());
    const name =
      sources.agreement && typeof sources.agreement.companyName === 'string'
        ? sources.agreement.companyName
        : '';
    setSaved((list) =>
      [`${name}: ${formatMoney(pricing.amountTotal)} (${id.slice(0, 8)})`, ...list].slice(0, 5),
    );
    dispatch({ type: 'loaded', order: {} });
    setMessage(null);
    customerRef.current?.focus();
  };

  const keys = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Stack gap="md" p="md" maw={900} onKeyDown={keys} data-testid="instant-order">
      <Title order={1}>Instant Order</Title>
      <Text size="sm" c="dimmed">
        Type a customer, then a product code or name and a quantity: <Kbd>Enter</Kbd> adds the line,{' '}
        <Kbd>Ctrl</Kbd> + <Kbd>Enter</Kbd> saves the order.
      </Text>
      {saved.length > 0 && (
        <Alert color="green" title="Saved" data-testid="instant-saved">
          {saved.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Select
            ref={customerRef}
            label="Customer"
            searchable
            autoFocus
            selectFirstOptionOnChange
            data={sources.agreements.map((row) => ({
              value: row.id,
              label: typeof row.companyName === 'string' ? row.companyName : row.id,
            }))}
            value={agreementID}
            onChange={chooseCustomer}
            nothingFoundMessage="Nothing Found"
          />
          {typeof state.header.dueDate === 'string' && (
            <Text size="sm" data-testid="instant-due">
              Due {formatInZone(state.header.dueDate, DATE_FORMAT, timeZone)}
            </Text>
          )}
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              ref={productRef}
              label="Product"
              placeholder="Code or name, e.g. BM1L 24"
              value={entry}
              onChange={(event) => setEntry(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  addLine();
                }
              }}
              style={{ flex: 1 }}
            />
            <TextInput
              label="Qty"
              inputMode="decimal"
              value={quantity}
              w={100}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  addLine();
                }
              }}
            />
          </Group>
          {message !== null && (
            <Text c="red" size="sm" role="alert">
              {message}
            </Text>
          )}
        </Stack>
      </Paper>
      <Table data-testid="instant-lines">
        <Table.Tbody>
          {pricing.lines.map((line, index) => (
            <Table.Tr key={`${line.productID ?? line.automaticLineItemID ?? ''}-${index}`}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.productID == null ? '' : line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amountTotal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="lg">
        <Text>GST {formatMoney(pricing.taxTotal)}</Text>
        <Text fw={700} data-testid="instant-total">
          Total {formatMoney(pricing.amountTotal)}
        </Text>
      </Group>
    </Stack>
  );
}
