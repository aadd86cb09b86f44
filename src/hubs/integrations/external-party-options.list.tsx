import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';
import { TRAINING_LEDGER_PARTY } from '../../domain/external-parties';
import { canEditArea } from '../../domain/permissions';
import { pathOf } from '../../navigation/portal-routes';
import type { ConnectOption } from './connect-form';
import { ConnectForm } from './ConnectForm';
import { loadConnectOptions } from './integration-calls';

/** A button whose words wrap onto a second line where a phone has no room for a long service name (never cut off). */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal' },
} as const;

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; options: ConnectOption[] }
  | { status: 'failed'; message: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * /office-portal/external-party-options: the outside services these services can connect
 * (asked of the services, so it needs a connection), each with Connect or, once connected, a
 * link to its integration; and the company's integrations from the mirror.
 */
export default function ExternalPartyOptionsList() {
  const { session } = useSession();
  const navigate = useNavigate();
  const integrations = useRecords('external-party-integrations');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [connecting, setConnecting] = useState<string | null>(null);
  const mayEdit = canEditArea(session, 'external-parties');
  const token = session?.token ?? '';

  useEffect(() => {
    let live = true;
    loadConnectOptions(token).then(
      (options) => live && setLoaded({ status: 'loaded', options }),
      (error: unknown) =>
        live &&
        setLoaded({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const active = (integrations ?? []).filter((integration) => integration.isInactive !== true);
  const integrationOf = (optionID: string) =>
    active.find((integration) => integration['externalPartyOptionID'] === optionID);
  const open = (id: string) => void navigate({ href: pathOf('external-party-integration', id) });

  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="lg">
        <Title order={1}>Integrations</Title>
        <Text>
          Connect an accounting service, then upload invoices, customers and products to it from their lists
          (Sync With).
        </Text>
        {loaded.status === 'loading' && (
          <Group gap="xs" role="status" aria-label="Loading">
            <Loader size="sm" />
            <Text c="dimmed">Asking the services what you can connect…</Text>
          </Group>
        )}
        {loaded.status === 'failed' && (
          <Alert color="red" title="Could not load the services you can connect">
            {loaded.message}
          </Alert>
        )}
        {loaded.status === 'loaded' && loaded.options.length === 0 && (
          <Text c="dimmed">These services offer no integrations.</Text>
        )}
        {loaded.status === 'loaded' &&
          loaded.options.map((option) => {
            const integration = integrationOf(option.id);
            return (
              <Card key={option.id} withBorder padding="md" component="section" aria-label={option.name}>
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap">
                    <Title order={2} size="h3">
                      {option.name}
                    </Title>
                    {(integration !== undefined || option.isConnected) && (
                      <Badge color="green">Connected</Badge>
                    )}
                  </Group>
                  {option.id === TRAINING_LEDGER_PARTY ? (
                    <Alert color="blue" title="Training mode">
                      {option.description}
                    </Alert>
                  ) : (
                    <Text size="sm">{option.description}</Text>
                  )}
                  {integration !== undefined ? (
                    <Button
                      size="md"
                      variant="light"
                      style={{ alignSelf: 'flex-start' }}
                      styles={WRAPPING_BUTTON}
                      onClick={() => open(integration.id)}
                    >
                      {`Open ${text(integration['integrationName']) || option.name}`}
                    </Button>
                  ) : connecting === option.id ? (
                    <ConnectForm option={option} submitLabel="Connect" onConnected={open} />
                  ) : (
                    mayEdit && (
                      <Button
                        size="md"
                        style={{ alignSelf: 'flex-start' }}
                        styles={WRAPPING_BUTTON}
                        onClick={() => setConnecting(option.id)}
                      >
                        {`Connect ${option.name}`}
                      </Button>
                    )
                  )}
                </Stack>
              </Card>
            );
          })}
        {active.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Your integrations">
            <Title order={2} size="h3">
              Your Integrations
            </Title>
            {active.map((integration) => (
              <Group key={integration.id} gap="sm">
                <Anchor component={Link} to={pathOf('external-party-integration', integration.id)}>
                  {text(integration['integrationName']) ||
                    text(integration['externalParty']) ||
                    integration.id}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {text(integration['externalParty'])}
                </Text>
                <Badge variant="light" color={integration['isOn'] === false ? 'gray' : 'green'}>
                  {integration['isOn'] === false ? 'Off' : 'On'}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
