import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { isScreenLoadError } from './screen-chunk';

/**
 * A route's error screen, inside the app shell: a screen whose code or styles could not load
 * (offline on a new device, before the app is stored) says so with a Retry that opens it once
 * the network is back; any other failure says the screen stopped, also with a Retry. Never the
 * router's bare crash page.
 * @example createRouter({ routeTree, defaultErrorComponent: ScreenError })
 */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const notLoaded = isScreenLoadError(error);
  const retry = () => {
    setRetrying(true);
    // The router loads the route again (its screen's chunk among it), then the screen renders afresh.
    void router.invalidate().finally(() => {
      setRetrying(false);
      reset();
    });
  };
  return (
    <Container size="sm" py="xl" data-testid="screen-error">
      <Stack gap="md">
        <Title order={1}>{notLoaded ? 'This screen could not load' : 'This screen stopped working'}</Title>
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={notLoaded ? 'Not stored on this device yet' : 'Something on this screen failed'}
        >
          <Text size="sm">
            {notLoaded
              ? 'The app is still being stored on this device for offline use, and the network cannot be reached. Check the connection, then Retry. Your other work on this device is kept.'
              : 'Retry to open it again. If it keeps failing, go back and try another way, or tell your administrator.'}
          </Text>
        </Alert>
        <div>
          <Button onClick={retry} loading={retrying}>
            Retry
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
