import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { searchText } from '../../navigation/route-search';

/** Shown when the error page is opened without a message. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong.';

/**
 * The error screen: the message it is given (?message=) and, for a suspended account, the
 * reason (?reason=).
 * @example navigate({ href: errorHref('Authentication Failed') })
 */
export function ErrorPage() {
  const search = useRouterState({ select: (state) => state.location.search });
  const message = searchText(search, 'message') ?? DEFAULT_ERROR_MESSAGE;
  const reason = searchText(search, 'reason');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Error</Title>
        <Alert color="error" variant="light" title={message} role="alert">
          {reason === null ? 'Please try again, or go back home.' : <Text>Reason: {reason}</Text>}
        </Alert>
        <Group>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
