import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * The loading screen; other screens show it while they wait (text 'Loading' by default).
 * @example <LoadingPage text="Pulling Data" />
 */
export function LoadingPage({ text = 'Loading' }: { text?: string }) {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
