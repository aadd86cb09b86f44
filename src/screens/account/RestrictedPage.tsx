import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../session/session-context';
import { safeReturnTo } from '../../session/sign-in-flow';
import { searchText } from '../../navigation/route-search';

/**
 * Where the guard sends a person who may not see a screen (?from= names it): signed out, the
 * way to sign in and come back; signed in, what to ask for.
 * @example navigate({ href: '/restricted?from=%2Fhub%2Fdriving' })
 */
export function RestrictedPage() {
  const { session, login } = useSession();
  const from = searchText(useRouterState({ select: (state) => state.location.search }), 'from');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Restricted</Title>
        {session === null ? (
          <Text>
            This screen needs you to sign in. Sign in to continue; when you are offline, sign in once you are
            back online.
          </Text>
        ) : (
          <Text>
            You are signed in as {session.userName}, but your subscription or permissions do not include this
            screen. Ask an administrator of your company for access.
          </Text>
        )}
        {from !== null && (
          <Text c="dimmed" size="sm">
            Screen: {from}
          </Text>
        )}
        <Group>
          {session === null && <Button onClick={() => void login(safeReturnTo(from))}>Login</Button>}
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
