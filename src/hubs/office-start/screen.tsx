import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { entityVisible } from '../../blocks/menus/back-office-menu';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { useSession } from '../../session/session-context';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecords } from '../../data/use-records';
import { useRecordsByID } from '../../data/use-records-by-id';
import { resolveTimeZone } from '../../domain/time-zone';
import { navigationEntry } from '../../entities/navigation-entries';
import {
  officeStartFlow,
  stockLineProductIDs,
  type StartCard,
  type StartCardKey,
  type StartSources,
} from './flow';

/** The sections the start page reads, in the order its cards show. */
const SECTIONS: readonly StartCardKey[] = [
  'customer-orders',
  'customer-consignments',
  'deliveries',
  'customer-invoices',
  'purchase-orders',
  'stock-tracked-items',
];

/**
 * /office-portal: the office's start page, where signing in, every portal screen's Home and the
 * demo's Train Staff land. One card per section the person may see with what needs attention
 * today (worked out by `officeStartFlow` in the company's time zone), each a link to its list; a
 * card says what is loading, never a zero, until its section's first pull is done.
 */
export default function OfficeStart() {
  const { session } = useSession();
  const navigate = useNavigate();
  const go: Go = (href) => void navigate({ href });
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  // Today as the page opened (a live change recomputes the same day).
  const [now] = useState(() => new Date());
  const visible = useMemo(
    () => SECTIONS.filter((name) => entityVisible(session, navigationEntry(name))),
    [session],
  );
  const orders = useRecords('customer-orders');
  const consignments = useRecords('customer-consignments');
  const deliveries = useRecords('deliveries');
  const invoices = useRecords('customer-invoices');
  const purchases = useRecords('purchase-orders');
  const stock = useRecords('stock-tracked-items');
  const records = {
    'customer-orders': orders,
    'customer-consignments': consignments,
    deliveries,
    'customer-invoices': invoices,
    'purchase-orders': purchases,
    'stock-tracked-items': stock,
  } satisfies Record<StartCardKey, unknown>;
  // Only the products the stock lines name: the whole table would be read again on every pulled
  // page of products and every product write.
  const named = useRecordsByID('products', stockLineProductIDs(stock));
  const productNames = useMemo(
    () =>
      new Map((named ?? []).flatMap((row) => (row === undefined ? [] : [[row.id, row.productName ?? '']]))),
    [named],
  );
  // Worked out again only when what it reads changes (each card's dates cost a time-zone
  // conversion per record), not on every render.
  const cards = useMemo(() => {
    // A section the person may not see has no card: its source stays out.
    const shown = <R,>(name: StartCardKey, rows: R[] | undefined): R[] | undefined =>
      visible.includes(name) ? (rows ?? []) : undefined;
    const sources: StartSources = {
      productNames,
      'customer-orders': shown('customer-orders', orders),
      'customer-consignments': shown('customer-consignments', consignments),
      deliveries: shown('deliveries', deliveries),
      'customer-invoices': shown('customer-invoices', invoices),
      'purchase-orders': shown('purchase-orders', purchases),
      'stock-tracked-items': shown('stock-tracked-items', stock),
    };
    return officeStartFlow(sources, now, timeZone);
  }, [visible, productNames, now, timeZone, orders, consignments, deliveries, invoices, purchases, stock]);
  const company = session?.company?.companyName;

  return (
    <Stack gap="md" p="md" maw={1200} mx="auto" data-testid="office-start">
      <Stack gap={4}>
        <Title order={1}>Today</Title>
        <Text c="dimmed">
          {typeof company === 'string' && company !== ''
            ? `What needs attention at ${company}`
            : 'What needs attention'}
        </Text>
      </Stack>
      {cards.length === 0 ? (
        <Text>Nothing here for you yet: the menu holds the lists you may open.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.map((card) => (
            <StartCardView key={card.key} card={card} loaded={records[card.key] !== undefined} go={go} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One card: its title and number as one large link to the list, then the first few as links. */
function StartCardView({ card, loaded, go }: { card: StartCard; loaded: boolean; go: Go }) {
  const mirror = useMirrorState([card.key]);
  const ready = loaded && mirror.state === 'ready';
  const label = navigationEntry(card.key).label;
  return (
    <Card withBorder padding="md" data-testid="start-card" data-card={card.key}>
      <Anchor
        {...linkProps(card.href, go)}
        underline="never"
        c="inherit"
        display="block"
        mih={48}
        aria-label={ready ? `${card.title}: ${card.count}, open ${label}` : `${card.title}, open ${label}`}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{card.title}</Text>
            <Text size="sm" c="dimmed">
              {card.caption}
            </Text>
          </Stack>
          {ready && (
            <Text fz={32} fw={700} lh={1} c={card.count > 0 ? undefined : 'dimmed'} data-testid="start-count">
              {card.count.toLocaleString('en-AU')}
            </Text>
          )}
        </Group>
      </Anchor>
      {card.count === 0 ? (
        <MirrorEmptyView mirror={loaded ? mirror : { ...mirror, state: 'loading' }}>
          <Text size="sm" c="dimmed" mt="xs">
            Nothing needs attention
          </Text>
        </MirrorEmptyView>
      ) : (
        <Stack gap={0} mt="xs">
          {card.lines.map((line) =>
            line.href === null ? (
              <Text key={line.id} size="sm" py={8}>
                {line.text}
              </Text>
            ) : (
              <Anchor
                key={line.id}
                {...linkProps(line.href, go)}
                size="sm"
                display="flex"
                mih={44}
                style={{ alignItems: 'center' }}
              >
                {line.text}
              </Anchor>
            ),
          )}
          {/* Some are here, more may come with the first pull: say so rather than show a number too low. */}
          {!ready && (
            <MirrorEmptyView mirror={loaded ? mirror : { ...mirror, state: 'loading' }}>
              {null}
            </MirrorEmptyView>
          )}
          {card.count > card.lines.length && (
            <Anchor
              {...linkProps(card.href, go)}
              size="sm"
              display="flex"
              mih={44}
              style={{ alignItems: 'center' }}
            >
              All {card.count.toLocaleString('en-AU')} in {label}
            </Anchor>
          )}
        </Stack>
      )}
    </Card>
  );
}
