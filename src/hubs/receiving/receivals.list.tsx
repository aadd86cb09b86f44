import { Badge, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useRecords } from '../../data/use-records';
import { formatDate, formatTime } from '../../domain/formats';
import { PortalListPage } from '../../portal/PortalListPage';
import { useSensitiveProducts } from '../../blocks/delivery/use-sensitive-products';
import { useOwnCompany } from '../../data/use-own-company';
import { ReceivalForm } from './ReceivalForm';
import { completeReceival } from './commands/complete-receival';
import { receivingFlow } from './flow';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/**
 * Receivals: goods arriving at the warehouse door, counted in on a tablet (large targets, the
 * deliverer signs on the screen), above the office's list of every receival.
 */
export default function ReceivalsList() {
  const { session } = useSession();
  const run = useRunCommand();
  const receivals = useRecords('receivals');
  const sensitive = useSensitiveProducts();
  // Supplier settings: Count Every Receival starts each item uncounted and holds Complete until each was counted.
  const countRequired = useOwnCompany()?.isReceivalCheckRequired === true;
  const [openID, setOpenID] = useState<string | null>(null);
  const waiting = useMemo(() => receivingFlow(receivals ?? [], sensitive), [receivals, sensitive]);
  return (
    <>
      <Container size="md" py="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Goods to receive
          </Title>
          {receivals !== undefined && waiting.length === 0 ? (
            <MirrorEmpty names={['receivals']} size="md">
              <Text>Nothing is waiting to be received.</Text>
            </MirrorEmpty>
          ) : null}
          {waiting.map(({ receival, from, packages, temperatureNeeded }) => {
            return (
              <Stack
                key={receival.id}
                gap="sm"
                p="md"
                style={{ border: '2px solid var(--mantine-color-dark-4)', borderRadius: 10 }}
                data-testid="receival-card"
              >
                <UnstyledButton
                  onClick={() => setOpenID(openID === receival.id ? null : receival.id)}
                  mih={48}
                  aria-expanded={openID === receival.id}
                >
                  <Group justify="space-between">
                    <Text fw={800} size="lg">
                      {from}
                    </Text>
                    {temperatureNeeded ? <Badge color="blue">Chilled</Badge> : null}
                  </Group>
                  <Text>
                    {packages} · due {formatDate(receival.dueArrivalOn as string)}{' '}
                    {formatTime(receival.dueArrivalOn as string)}
                  </Text>
                </UnstyledButton>
                {openID === receival.id ? (
                  <ReceivalForm
                    receival={receival}
                    temperatureNeeded={temperatureNeeded}
                    countRequired={countRequired}
                    onComplete={(draft) => {
                      void run(completeReceival, {
                        receival,
                        draft,
                        temperatureNeeded,
                        countRequired,
                        now: new Date(),
                        userID: session?.userID ?? '',
                      });
                      setOpenID(null);
                    }}
                  />
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      </Container>
      <PortalListPage entityName="receivals" />
    </>
  );
}
