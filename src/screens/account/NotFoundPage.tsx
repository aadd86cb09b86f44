import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Page not found</Title>
        <Text>There is nothing at this address. Check the link, or go back home.</Text>
        <Anchor component={Link} to="/">
          Home
        </Anchor>
      </Stack>
    </Container>
  );
}
