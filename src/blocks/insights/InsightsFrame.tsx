import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type InsightsFrameProps = {
  title: string;
  subtitle: string;
  /** Controls beside the title (a date range). */
  controls?: ReactNode;
  loading: boolean;
  /** The figures shown are the last ones kept while new ones are worked out. */
  updating?: boolean;
  error: string | null;
  children: ReactNode;
};

/**
 * The page around a dashboard or statistics screen: title, what period it covers, a loading
 * state while the first figures are computed and the error if they could not be.
 */
export function InsightsFrame({
  title,
  subtitle,
  controls,
  loading,
  updating = false,
  error,
  children,
}: InsightsFrameProps) {
  return (
    <Container size="xl" py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
            {updating ? (
              <Group gap={6} role="status">
                <Loader size="xs" />
                <Text size="sm">Updating the figures kept from last time</Text>
              </Group>
            ) : null}
          </div>
          {controls}
        </Group>
        {error === null ? null : (
          <Alert color="red" title="The figures could not be worked out">
            {error}
          </Alert>
        )}
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Loading</Text>
          </Group>
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}
