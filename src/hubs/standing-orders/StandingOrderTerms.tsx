import { NativeSelect, Paper, Stack, Switch, Text, TextInput, Group } from '@mantine/core';
import type { Dispatch } from 'react';
import { choiceOptions } from './choice-options';
import type { StandingDraft, StandingEditorAction, StandingErrors } from './flow';

/** A customer or supplier as the form offers it: its name and its own delivery location. */
export type PartnerChoice = { id: string; isInactive?: boolean; companyName?: unknown; locationID?: unknown };

/** A delivery location as the form offers it. */
export type LocationChoice = { id: string; isInactive?: boolean; locationName?: unknown };

type StandingOrderTermsProps = {
  draft: StandingDraft;
  dispatch: Dispatch<StandingEditorAction>;
  errors: StandingErrors;
  disabled: boolean;
  isCustomer: boolean;
  partners: readonly PartnerChoice[] | undefined;
  locations: readonly LocationChoice[] | undefined;
  /** When the services next make an order from it, if they said. */
  nextAttentionDate: string | null;
  timeZone: string;
};

/**
 * The standing order's terms: its name, partner and delivery location (a chosen partner's own
 * location fills an empty one), on/off, who arranges the courier, and when the next order is made.
 * @example <StandingOrderTerms draft={state.draft} dispatch={dispatch} errors={errors} ... />
 */
export function StandingOrderTerms({
  draft,
  dispatch,
  errors,
  disabled,
  isCustomer,
  partners,
  locations,
  nextAttentionDate,
  timeZone,
}: StandingOrderTermsProps) {
  return (
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
            data={[{ value: '', label: '' }, ...choiceOptions(partners, (partner) => partner.companyName)]}
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
            data={[
              { value: '', label: '' },
              ...choiceOptions(locations, (location) => location.locationName),
            ]}
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
        {nextAttentionDate !== null && (
          <Text size="sm" c="dimmed">
            Next order:{' '}
            {new Date(nextAttentionDate).toLocaleString('en-AU', {
              timeZone,
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
