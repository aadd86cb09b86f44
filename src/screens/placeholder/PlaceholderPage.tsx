import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { NEW_ID } from '../../routes/portal-routes';
import { useGoHome } from '../../routes/use-go-home';
import { useRouteMeta } from '../../routes/use-route-meta';

/**
 * A screen that a later piece of work fills in: its title and what it will hold, from the
 * route meta. A detail route also says which item (or that `new` creates one).
 * @example createRoute({ ..., staticData: { meta }, component: PlaceholderPage })
 */
export function PlaceholderPage() {
  const meta = useRouteMeta();
  const params: { id?: string } = useParams({ strict: false });
  const goHome = useGoHome();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1}>{meta.title}</Title>
          {params.id !== undefined && <Badge variant="light" tt="none">{params.id === NEW_ID ? 'New' : params.id}</Badge>}
        </Group>
        {meta.description !== undefined && <Text>{meta.description}</Text>}
        {params.id === NEW_ID && <Text c="dimmed">A new item will be created here.</Text>}
        <Text c="dimmed" size="sm">
          This screen is on its way.
        </Text>
        <Group>
          <Button variant="default" onClick={goHome}>
            Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
