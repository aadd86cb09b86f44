import { Alert, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { TRAINING_LEDGER_NOTICE, TRAINING_LEDGER_PARTY } from '../../domain/external-parties';
import { canEditArea } from '../../domain/permissions';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { EntityDetailBlade } from '../../portal/EntityDetailBlade';
import { PortalDetailPage } from '../../portal/PortalDetailPage';
import type { ConnectOption } from './connect-form';
import { ConnectForm } from './ConnectForm';
import { loadConnectOptions } from './integration-calls';

/**
 * external-party-integration/:id: the integration's own fields in the generic form (name, on,
 * base URL), and its connection: whether the services hold an API key (never the key itself),
 * replacing the base URL or key, and in training mode what the training ledger is.
 */
export default function ExternalPartyIntegrationDetail() {
  const target = useDetailTarget('external-party-integration', 'external-party-integrations');
  const form = target.inBlade ? (
    <EntityDetailBlade entityName="external-party-integrations" />
  ) : (
    <PortalDetailPage entityName="external-party-integrations" />
  );
  if (target.isNew) return form;
  return (
    <Stack gap={0}>
      {form}
      <Container size="md" px="sm" pb="md" w="100%">
        <Connection id={target.id} />
      </Container>
    </Stack>
  );
}

function Connection({ id }: { id: string }) {
  const { session } = useSession();
  const integration = useRecord('external-party-integrations', id);
  // 'loading', the service as the services offer it (null: no longer offered), or why it could not be asked.
  const [option, setOption] = useState<ConnectOption | null | 'loading' | { failed: string }>('loading');
  const [saved, setSaved] = useState(false);
  const optionID =
    typeof integration?.['externalPartyOptionID'] === 'string' ? integration['externalPartyOptionID'] : null;
  const token = session?.token ?? '';

  useEffect(() => {
    if (optionID === null) return;
    let live = true;
    loadConnectOptions(token).then(
      (options) => live && setOption(options.find((candidate) => candidate.id === optionID) ?? null),
      (error: unknown) =>
        live && setOption({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, optionID]);

  if (integration === undefined || integration === null) return null;
  const hasKey = integration['hasCredentials'] === true;
  const name = typeof integration['integrationName'] === 'string' ? integration['integrationName'] : '';
  const baseUrl = typeof integration['baseUrl'] === 'string' ? integration['baseUrl'] : '';
  return (
    <Card withBorder padding="md" component="section" aria-label="Connection">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Connection
          </Title>
          {hasKey ? (
            <Badge color="green">API Key Saved</Badge>
          ) : (
            option !== null &&
            option !== 'loading' &&
            'id' in option &&
            option.needsApiKey && <Badge color="orange">No API Key</Badge>
          )}
        </Group>
        {optionID === TRAINING_LEDGER_PARTY && (
          <Alert color="blue" title="Training mode">
            {TRAINING_LEDGER_NOTICE}
          </Alert>
        )}
        {saved && <Text c="green.8">Connection saved.</Text>}
        {option === 'loading' && (
          <Group gap="xs" role="status" aria-label="Loading">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Asking the services about this connection…
            </Text>
          </Group>
        )}
        {option === null && (
          <Text size="sm">These services no longer offer this service; uploads to it are refused.</Text>
        )}
        {option !== null && option !== 'loading' && 'failed' in option && (
          <Text size="sm">{option.failed}</Text>
        )}
        {option !== null &&
          option !== 'loading' &&
          'id' in option &&
          (option.needsApiKey || option.needsBaseUrl) &&
          canEditArea(session, 'external-parties') && (
            <ConnectForm
              option={option}
              initial={{ integrationName: name, baseUrl }}
              hasSavedKey={hasKey}
              submitLabel="Save Connection"
              onConnected={() => setSaved(true)}
            />
          )}
      </Stack>
    </Card>
  );
}
