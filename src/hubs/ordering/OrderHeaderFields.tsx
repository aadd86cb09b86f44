import { Checkbox, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { DateField } from '../../blocks/DateFields';
import { TagEditor } from '../../blocks/TagEditor';
import { isOfferedDueDay } from '../../domain/ordering/order-context';
import {
  hasTag,
  IGNORE_DELIVERY_FEE_TAG,
  type OrderEditorAction,
  type OrderEditorState,
} from '../../domain/ordering/order-editor-state';
import { labelOf, slotOptions, type OrderEditorView } from './flow';
import type { OrderSourcesResult } from './use-order-sources';

/**
 * The order's header: the agreement (customer or supplier), where to deliver, the due day or
 * order slot in the seller's zone, the PO number, tags, pickup and the delivery-fee waiver.
 */
export function OrderHeaderFields({
  view,
  state,
  sources,
  isNew,
  kind,
  timeZone,
  now,
  dispatch,
  chooseAgreement,
}: {
  view: OrderEditorView;
  state: OrderEditorState;
  sources: OrderSourcesResult;
  isNew: boolean;
  kind: OrderEditorState['kind'];
  timeZone: string;
  now: Date;
  dispatch: Dispatch<OrderEditorAction>;
  chooseAgreement: (value: string) => void;
}) {
  const {
    readOnly,
    agreementLabel,
    agreementID,
    locations,
    slots,
    zone,
    otherZone,
    dueProblem,
    ordering,
    dueWarning,
    dayCutOff,
  } = view;
  return (
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
          value={typeof state.header.purchaseOrderNumber === 'string' ? state.header.purchaseOrderNumber : ''}
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
  );
}
