import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useWritePath } from '../../data/data-context';
import {
  BLANK_CONNECT,
  connectBody,
  connectProblems,
  type ConnectOption,
  type ConnectProblems,
  type ConnectValues,
} from './connect-form';
import { connectAndKeep } from './connect-integration';
import { IntegrationCallError } from './integration-calls';

export type ConnectFormProps = {
  option: Pick<ConnectOption, 'id' | 'name' | 'needsBaseUrl' | 'needsApiKey'>;
  /** The values the form starts from (an integration's name and base URL). */
  initial?: Partial<ConnectValues>;
  /** Whether the services hold a key already (it may then stay as it is). */
  hasSavedKey?: boolean;
  submitLabel: string;
  /** Called with the integration's id once the services have connected it. */
  onConnected: (id: string) => void;
};

/**
 * Connects an outside service, or replaces its base URL and key: the fields the service needs,
 * checked before sending; the services answer the integration (never its key), which goes
 * straight into the mirror. Needs a connection, and says so offline.
 */
export function ConnectForm({
  option,
  initial = {},
  hasSavedKey = false,
  submitLabel,
  onConnected,
}: ConnectFormProps) {
  const { session } = useSession();
  const writes = useWritePath();
  const [values, setValues] = useState<ConnectValues>({ ...BLANK_CONNECT, ...initial, apiKey: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: ConnectProblems } | null>(null);
  const problems: ConnectProblems = {
    ...(touched ? connectProblems(option, values, hasSavedKey) : {}),
    ...(refusal?.fields ?? {}),
  };
  const set = (field: keyof ConnectValues) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setRefusal(null);
  };

  async function connect() {
    setTouched(true);
    if (Object.keys(connectProblems(option, values, hasSavedKey)).length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      const id = await connectAndKeep(writes, session?.token ?? '', connectBody(option, values));
      setValues((before) => ({ ...before, apiKey: '' }));
      setTouched(false);
      onConnected(id);
    } catch (error) {
      setRefusal({
        message: error instanceof Error ? error.message : String(error),
        fields: error instanceof IntegrationCallError ? error.fields : {},
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
    >
      <TextInput
        size="md"
        label="Name"
        description={`Shown in lists' Sync With picker; ${option.name} when empty.`}
        value={values.integrationName}
        onChange={(event) => set('integrationName')(event.currentTarget.value)}
      />
      {option.needsBaseUrl && (
        <TextInput
          size="md"
          label="Base URL"
          withAsterisk
          placeholder="https://books.example.com/api"
          value={values.baseUrl}
          error={problems.baseUrl}
          onChange={(event) => set('baseUrl')(event.currentTarget.value)}
        />
      )}
      {option.needsApiKey && (
        <PasswordInput
          size="md"
          label="API Key"
          withAsterisk={!hasSavedKey}
          description={
            hasSavedKey
              ? 'A key is saved. Leave this empty to keep it, or enter a new one to replace it. Saved keys are never shown.'
              : 'Kept by the Bulktrade services only; it is never shown again.'
          }
          autoComplete="off"
          value={values.apiKey}
          error={problems.apiKey}
          onChange={(event) => set('apiKey')(event.currentTarget.value)}
        />
      )}
      {refusal !== null && (
        <Alert color="red" title="Not connected">
          {refusal.message}
        </Alert>
      )}
      <Button type="submit" size="md" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
