import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  LoadingOverlay,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { readPath } from '../domain/csv/property-path';
import { formFieldsShown } from './form-fields-shown';
import type { EntityField } from '../entities/entity-definition';
import { ITEM_FRAME_WIDTH } from './block-constants';
import { ConfirmDialog } from './ConfirmDialog';
import {
  DELETE_CONFIRM_CANCEL,
  DELETE_CONFIRM_MESSAGE,
  DELETE_CONFIRM_OK,
  detailToolbar,
  NOT_FOUND_MESSAGE,
  SAVED_MESSAGE,
  saveButton,
  type DetailAction,
  type DetailState,
  type SaveRules,
  type ToolbarRules,
} from './detail-state';
import { ErrorAlert } from './ErrorAlert';
import { FieldInput } from './field-renderers';
import type { FieldErrors } from '../entities/derive/form-issues';
import { RefreshIcon } from './icons';
import { MirrorEmpty } from './MirrorEmpty';
import type { ReferenceOptionsLoader } from './ReferenceSelect';

export const SAVE_AND_CLOSE_LABEL = 'Save And Close';

export type DetailPageViewProps = {
  title: string;
  /** Heading level of the title: 1 on a page of its own, 3 (default) in a blade. */
  titleOrder?: 1 | 2 | 3;
  /**
   * The navigation names the record is pulled with ('roles'): a record not in the mirror is Not
   * Found only once their first pull is done; until then the page says what is loading.
   */
  mirrorNames?: readonly string[];
  fields: readonly EntityField[];
  state: DetailState;
  dispatch: (action: DetailAction) => void;
  rules: SaveRules & ToolbarRules;
  timeZone: string;
  /** Messages from the last validation, by field name. */
  fieldErrors?: FieldErrors;
  onSave: (andClose: boolean) => void;
  /** Called after the user confirmed the delete question. */
  onDelete?: () => void;
  onRestore?: () => void;
  onRefresh?: () => void;
  onBack?: () => void;
  onAdd?: () => void;
  onTour?: () => void;
  onSettings?: () => void;
  /** Offers save and close beside the save button. */
  saveAndClose?: boolean;
  loadOptions?: ReferenceOptionsLoader;
  /** Bespoke content below the fields. */
  children?: ReactNode;
};

function ToolbarIcon({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The single-item form as a pure view of DetailState: toolbar (back, title, refresh, add,
 * edit, delete, restore, Create/Save, tour, settings) shown by permission and state, the
 * Loading overlay, Saved, Not Found and the error alert, and one input per field.
 * @example <DetailPageView title="Product" fields={products.fields} state={state} dispatch={dispatch} rules={{ mayEdit }} timeZone={zone} onSave={save} />
 */
export function DetailPageView(props: DetailPageViewProps) {
  const { state, dispatch, rules } = props;
  const [confirming, setConfirming] = useState(false);
  const toolbar = detailToolbar(state, rules);
  const save = saveButton(state, rules);
  const busy = state.status === 'loading' || state.busy;

  return (
    <Box pos="relative" maw={ITEM_FRAME_WIDTH} w="100%" mx="auto" p="sm">
      <LoadingOverlay
        visible={busy}
        loaderProps={{
          children: (
            <Stack align="center" gap={4}>
              <Loader />
              <Text size="sm">{state.busy ? 'Saving' : 'Loading'}</Text>
            </Stack>
          ),
        }}
      />
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Group gap="xs" wrap="nowrap">
          {props.onBack !== undefined && (
            <ToolbarIcon label="Back" onClick={props.onBack}>
              ←
            </ToolbarIcon>
          )}
          <Title order={props.titleOrder ?? 3} size="h3">
            {props.title}
          </Title>
        </Group>
        <Group gap={4}>
          {props.onRefresh !== undefined && (
            <ToolbarIcon label="Refresh" onClick={props.onRefresh}>
              <RefreshIcon />
            </ToolbarIcon>
          )}
          {toolbar.add && props.onAdd !== undefined && (
            <Button variant="subtle" size="compact-sm" onClick={props.onAdd}>
              Add
            </Button>
          )}
          {toolbar.edit && (
            <Button
              variant={state.editing ? 'light' : 'subtle'}
              size="compact-sm"
              aria-pressed={state.editing}
              data-tour="detail-edit"
              onClick={() => dispatch({ type: 'editToggled' })}
            >
              Edit
            </Button>
          )}
          {toolbar.delete && props.onDelete !== undefined && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              data-tour="detail-delete"
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          )}
          {toolbar.restore && props.onRestore !== undefined && (
            <Button variant="light" size="compact-sm" onClick={props.onRestore}>
              Restore
            </Button>
          )}
          {props.onTour !== undefined && (
            <ToolbarIcon label="Tour" onClick={props.onTour}>
              ?
            </ToolbarIcon>
          )}
          {props.onSettings !== undefined && (
            <ToolbarIcon label="Settings" onClick={props.onSettings}>
              ⋮
            </ToolbarIcon>
          )}
          {save.visible && props.saveAndClose === true && (
            <Button variant="light" size="compact-sm" onClick={() => props.onSave(true)}>
              {SAVE_AND_CLOSE_LABEL}
            </Button>
          )}
          {save.visible && (
            <Button size="compact-sm" data-tour="detail-save" onClick={() => props.onSave(false)}>
              {save.label}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="sm" data-tour="detail-fields">
        <ErrorAlert error={state.error} onDismiss={() => dispatch({ type: 'errorDismissed' })} />
        {state.message !== null && (
          <Alert
            color={state.message === SAVED_MESSAGE ? 'green' : 'yellow'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => dispatch({ type: 'messageDismissed' })}
          >
            {state.message}
          </Alert>
        )}
        {state.status === 'not-found' &&
          (props.mirrorNames === undefined ? (
            <NotFound />
          ) : (
            <MirrorEmpty names={props.mirrorNames} size="md">
              <NotFound />
            </MirrorEmpty>
          ))}
        {state.item !== null &&
          formFieldsShown(props.fields, state).map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={readPath(state.item, field.name)}
              onChange={(value) => dispatch({ type: 'fieldChanged', name: field.name, value })}
              readOnly={!state.editing || !rules.mayEdit}
              error={props.fieldErrors?.[field.name] ?? null}
              timeZone={props.timeZone}
              loadOptions={props.loadOptions}
              record={state.item}
            />
          ))}
        {props.children}
      </Stack>
      {confirming && (
        <ConfirmDialog
          text={DELETE_CONFIRM_MESSAGE}
          acceptLabel={DELETE_CONFIRM_OK}
          cancelLabel={DELETE_CONFIRM_CANCEL}
          onCancel={() => setConfirming(false)}
          onAccept={() => {
            setConfirming(false);
            props.onDelete?.();
          }}
        />
      )}
    </Box>
  );
}

/** What a detail page says when the record is not there. */
function NotFound() {
  return (
    <Title order={4} ta="center" c="dimmed" py="xl">
      {NOT_FOUND_MESSAGE}
    </Title>
  );
}
