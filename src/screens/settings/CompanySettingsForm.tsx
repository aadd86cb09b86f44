import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { LogoAvatar } from '../../blocks/LogoAvatar';
import { TimeField } from '../../blocks/DateFields';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useWritePath } from '../../data/data-context';
import { ISSUER_FIELDS } from '../../domain/trade-documents/invoice-document';
import type { MirrorRecord } from '../../../sync/mirror-types';
import { resizeLogo } from './resize-logo';
import { changedSettings, formValue, settingProblem, type SettingField } from './settings-fields';

type Values = Record<string, string | number | boolean>;

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: SettingField;
  value: string | number | boolean;
  error: string | null;
  onChange: (value: string | number | boolean) => void;
}) {
  const common = { label: field.label, description: field.hint, error, size: 'md' as const };
  switch (field.kind) {
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          description={field.hint}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          size="md"
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={0}
          onChange={(next) => onChange(typeof next === 'number' ? next : '')}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={[...(field.options ?? [])]}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
        />
      );
    case 'multiline':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'colour':
      return <ColorInput {...common} value={String(value)} onChange={onChange} />;
    case 'time':
      return (
        <TimeField
          label={field.label}
          description={field.hint ?? null}
          error={error}
          value={String(value)}
          onChange={onChange}
        />
      );
    case 'email':
    case 'text':
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/**
 * One settings page as a form over the company's own record: Save writes the changed fields
 * through the write path (so offline too) and the record's sync state shows beside it. The
 * company page also takes the logo, resized in the browser.
 */
export function CompanySettingsForm({
  company,
  fields,
  withLogo = false,
  editable,
}: {
  company: MirrorRecord;
  fields: readonly SettingField[];
  withLogo?: boolean;
  editable: boolean;
}) {
  const writes = useWritePath();
  const initial = (): Values =>
    Object.fromEntries(fields.map((field) => [field.name, formValue(field, company)]));
  const [values, setValues] = useState<Values>(initial);
  const [logo, setLogo] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const problems = Object.fromEntries(
    fields.map((field) => [field.name, settingProblem(field, values[field.name] ?? '')]),
  );
  const changes = {
    ...changedSettings(fields, company, values),
    ...(logo === null ? {} : { [ISSUER_FIELDS.logo]: logo }),
  };
  const canSave =
    editable &&
    Object.keys(changes).length > 0 &&
    Object.values(problems).every((problem) => problem === null);
  const shownLogo =
    logo ??
    (typeof company[ISSUER_FIELDS.logo] === 'string' ? (company[ISSUER_FIELDS.logo] as string) : null);
  const name = typeof company['companyName'] === 'string' ? company['companyName'] : '';

  return (
    <Stack gap="md" maw={720}>
      <Group gap="xs">
        <SyncStateBadge row={company} />
      </Group>
      {withLogo ? (
        <Group gap="md" align="center">
          {shownLogo === null ? (
            <LogoAvatar kind="company" name={name} size={64} />
          ) : (
            <Image src={shownLogo} alt={`${name} logo`} w={64} h={64} fit="contain" />
          )}
          <FileButton
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(file) => {
              if (file === null) return;
              resizeLogo(file).then(setLogo, (error: unknown) =>
                setMessage({
                  tone: 'error',
                  text: error instanceof Error ? error.message : 'The image could not be read',
                }),
              );
            }}
          >
            {(props) => (
              <Button {...props} variant="default" size="md" disabled={!editable}>
                Upload Logo
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            Resized to 256 px; printed on your invoices.
          </Text>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={problems[field.name] ?? null}
            onChange={(value) => {
              setMessage(null);
              setValues((before) => ({ ...before, [field.name]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      {message === null ? null : (
        <Alert color={message.tone === 'ok' ? 'green' : 'red'}>{message.text}</Alert>
      )}
      {editable ? (
        <Group>
          <Button
            size="md"
            disabled={!canSave}
            onClick={() => {
              void writes.updateRecord('companies', company.id, changes).then(
                () => {
                  setLogo(null);
                  setMessage({ tone: 'ok', text: 'Saved' });
                },
                (error: unknown) =>
                  setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) }),
              );
            }}
          >
            Save
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          You may see these settings; changing them needs the company-details edit permission.
        </Text>
      )}
    </Stack>
  );
}
