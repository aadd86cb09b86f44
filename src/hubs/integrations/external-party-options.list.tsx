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
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';
import { canEditArea } from '../../domain/permissions';
import { pathOf } from '../../navigation/portal-routes';
import { ConnectForm } from './ConnectForm';
import { integrationsFlow } from './flow';
import { useConnectOptions } from './use-connect-options';

/** A button whose words wrap onto a second line where a phone has no room for a long service name (never cut off). */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal' },
} as const;

/**
 * /office-portal/external-party-options: the outside services these services can connect
 * (asked of the services, so it needs a connection), each with Connect or, once connected, a
 * link to its integration; and the company's integrations from the mirror.
 */
export default function ExternalPartyOptionsList() {
  const { session } = useSession();
  const navigate = useNavigate();
  const integrations = useRecords('external-party-integrations');
  const load = useConnectOptions(session?.token ?? '');
  const [connecting, setConnecting] = useState<string | null>(null);
  const view = integrationsFlow({
    load,
    integrations: integrations ?? [],
    mayEdit: canEditArea(session, 'external-parties'),
    connecting,
  });
  const open = (id: string) => void navigate({ href: pathOf('external-party-integration', id) });

  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="lg">
        <Title order={1}>Integrations</Title>
        <Text>
          Connect an accounting service, then upload invoices, customers and products to it from their lists
          (Sync With).
        </Text>
        {view.load === 'loading' && (
          <Group gap="xs" role="status" aria-label="Loading">
            <Loader size="sm" />
            <Text c="dimmed">Asking the services what you can connect…</Text>
          </Group>
        )}
        {view.failure !== null && (
          <Alert color="red" title="Could not load the services you can connect">
            {view.failure}
          </Alert>
        )}
        {view.load === 'loaded' && view.cards.length === 0 && (
          <Text c="dimmed">These services offer no integrations.</Text>
        )}
        {view.cards.map(({ option, isTraining, isConnected, action }) => (
          <Card key={option.id} withBorder padding="md" component="section" aria-label={option.name}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h3">
                  {option.name}
                </Title>
                {isConnected && <Badge color="green">Connected</Badge>}
              </Group>
              {isTraining ? (
                <Alert color="blue" title="Training mode">
                  {option.description}
                </Alert>
              ) : (
                <Text size="sm">{option.description}</Text>
              )}
              {action.kind === 'open' ? (
                <Button
                  size="md"
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                  styles={WRAPPING_BUTTON}
                  onClick={() => open(action.id)}
                >
                  {action.label}
                </Button>
              ) : action.kind === 'form' ? (
                <ConnectForm option={option} submitLabel="Connect" onConnected={open} />
              ) : action.kind === 'connect' ? (
                <Button
                  size="md"
                  style={{ alignSelf: 'flex-start' }}
                  styles={WRAPPING_BUTTON}
                  onClick={() => setConnecting(option.id)}
                >
                  {action.label}
                </Button>
              ) : null}
            </Stack>
          </Card>
        ))}
        {view.yours.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Your integrations">
            <Title order={2} size="h3">
              Your Integrations
            </Title>
            {view.yours.map((integration) => (
              <Group key={integration.id} gap="sm">
                <Anchor component={Link} to={pathOf('external-party-integration', integration.id)}>
                  {integration.label}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {integration.party}
                </Text>
                <Badge variant="light" color={integration.isOn ? 'green' : 'gray'}>
                  {integration.isOn ? 'On' : 'Off'}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
