import { Alert, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { TRAINING_LEDGER_NOTICE } from '../../domain/external-parties';
import { canEditArea } from '../../domain/permissions';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { EntityDetailBlade } from '../../screens/portal/EntityDetailBlade';
import { PortalDetailPage } from '../../screens/portal/PortalDetailPage';
import { ConnectForm } from './ConnectForm';
import { connectionFlow } from './flow';
import { useConnectOptions } from './use-connect-options';

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
  const [saved, setSaved] = useState(false);
  const optionID = integration?.externalPartyOptionID ?? null;
  // The services are asked once the integration says which service it is.
  const load = useConnectOptions(session?.token ?? '', optionID !== null);
  if (integration === undefined || integration === null) return null;
  const view = connectionFlow({ integration, load, mayEdit: canEditArea(session, 'external-parties') });
  return (
    <Card withBorder padding="md" component="section" aria-label="Connection">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Connection
          </Title>
          {view.keyBadge === 'saved' ? (
            <Badge color="green">API Key Saved</Badge>
          ) : (
            view.keyBadge === 'missing' && <Badge color="orange">No API Key</Badge>
          )}
        </Group>
        {view.isTraining && (
          <Alert color="blue" title="Training mode">
            {TRAINING_LEDGER_NOTICE}
          </Alert>
        )}
        {saved && <Text c="green.8">Connection saved.</Text>}
        {view.option.kind === 'loading' && (
          <Group gap="xs" role="status" aria-label="Loading">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Asking the services about this connection…
            </Text>
          </Group>
        )}
        {view.option.kind === 'gone' && (
          <Text size="sm">These services no longer offer this service; uploads to it are refused.</Text>
        )}
        {view.option.kind === 'failed' && <Text size="sm">{view.option.message}</Text>}
        {view.form !== null && (
          <ConnectForm
            option={view.form.option}
            initial={view.form.initial}
            hasSavedKey={view.form.hasSavedKey}
            submitLabel="Save Connection"
            onConnected={() => setSaved(true)}
          />
        )}
      </Stack>
    </Card>
  );
}
