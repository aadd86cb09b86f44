import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../domain/money';

const highlights = [
  'Online ordering for your customers, from any phone',
  'Inventory, batches and stock levels in real time',
  'Picking, packing, dispatch and delivery that keep working offline',
  `Pricing in Australian dollars with GST, e.g. ${formatMoney(1234.5)}`,
];

export function HomePage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Bulktrade</Title>
        <Text size="lg">
          Offline-first ordering and logistics for wholesale businesses: customers, suppliers, couriers and
          3PL fulfillers in one app.
        </Text>
        <List>
          {highlights.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group>
          <Anchor href="/demo">Try the demo</Anchor>
          <Anchor href="/login">Login</Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
