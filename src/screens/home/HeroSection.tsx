import {
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatMoney } from '../../domain/money';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { EXAMPLE_ORDER, exampleOrderTotal } from './example-order';
import classes from './HomePage.module.css';

function ExampleOrderCard() {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="lg"
      className={classes.orderCard}
      role="figure"
      aria-label="Example order"
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            Order {EXAMPLE_ORDER.number}
          </Text>
          <Text fw={700}>{EXAMPLE_ORDER.customer}</Text>
        </div>
        <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
          Packed
        </Badge>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing={0} fz="sm">
        <Table.Tbody>
          {EXAMPLE_ORDER.lines.map((item) => (
            <Table.Tr key={item.product}>
              <Table.Td>
                {item.quantity} × {item.product}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={600}>Total incl. GST</Text>
        <Text fw={800} size="xl">
          {formatMoney(exampleOrderTotal())}
        </Text>
      </Group>
      <Group gap={6} mt="sm" c="dimmed">
        <ShellIcon name="dispatch" size={16} />
        <Text size="sm">Delivering {EXAMPLE_ORDER.delivery}</Text>
      </Group>
    </Paper>
  );
}

/**
 * The top of the home page: what Bulktrade is, the two ways in (demo, sign up) and an example
 * order with its total in Australian dollars.
 * @example <HeroSection onGo={go} />
 */
export function HeroSection({ onGo }: { onGo: Go }) {
  return (
    <Box component="section" id="home" aria-labelledby="home-title" tabIndex={-1} className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 88 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text className={classes.eyebrow}>Wholesale ordering and logistics</Text>
              <Title order={1} id="home-title" className={classes.heroTitle}>
                Bulktrade
              </Title>
              <Text size="xl" maw={560}>
                One app for wholesale businesses and everyone they trade with: customers order online, your
                team picks, packs and delivers, and invoices follow on their own, even where the signal drops
                out.
              </Text>
              <Group gap="sm">
                <Button size="md" component="a" {...linkProps('/demo', onGo)}>
                  Try the demo
                </Button>
                <Button size="md" variant="default" component="a" {...linkProps('/register', onGo)}>
                  Sign me up
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                For suppliers, customers, couriers and 3PL fulfillers · Prices in Australian dollars ·
                Melbourne time by default
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Group justify="center">
              <ExampleOrderCard />
            </Group>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
