import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useParams, useRouterState } from '@tanstack/react-router';
import { TourButton } from '../../blocks/TourButton';
import { useTour } from '../../blocks/use-tour';
import { routeTour } from '../../navigation/route-tours';
import { NEW_ID } from '../../navigation/portal-routes';
import { useGoHome } from '../../navigation/use-go-home';
import { useRouteMeta } from '../../navigation/use-route-meta';

/**
 * A screen that a later piece of work fills in: its title and what it will hold, from the
 * route meta. A detail route also says which item (or that `new` creates one). A route with a
 * tour of its own (the sales hub) offers it.
 * @example createRoute({ ..., staticData: { meta }, component: PlaceholderPage })
 */
export function PlaceholderPage() {
  const meta = useRouteMeta();
  const params: { id?: string } = useParams({ strict: false });
  const goHome = useGoHome();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tour = useTour(routeTour(pathname));
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1} data-tour="page-title">
            {meta.title}
          </Title>
          {params.id !== undefined && (
            <Badge variant="light" tt="none">
              {params.id === NEW_ID ? 'New' : params.id}
            </Badge>
          )}
          {tour.tour !== null && <TourButton onClick={tour.start} />}
        </Group>
        {meta.description !== undefined && <Text data-tour="page-description">{meta.description}</Text>}
        {params.id === NEW_ID && <Text c="dimmed">A new item will be created here.</Text>}
        <Text c="dimmed" size="sm">
          This screen is on its way.
        </Text>
        <Group>
          <Button variant="default" onClick={goHome} data-tour="page-home">
            Home
          </Button>
        </Group>
      </Stack>
      {tour.player}
    </Container>
  );
}
