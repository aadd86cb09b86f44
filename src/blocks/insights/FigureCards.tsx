import { Card, SimpleGrid, Text } from '@mantine/core';

/** A headline figure: its label, the value as shown and an optional note under it. */
export type Figure = { label: string; value: string; note?: string; tone?: 'alert' };

/**
 * A row of headline figures (totals, what is owing) above the charts, as a description list.
 * @example <FigureCards figures={[{ label: 'Sales', value: '$12,345.00' }]} />
 */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: figures.length > 4 ? 5 : 4 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          {/* A group of a list holds only its term and description: the note goes in the description. */}
          <dd style={{ margin: 0 }}>
            <Text
              component="span"
              display="block"
              fz="xl"
              fw={700}
              c={figure.tone === 'alert' ? 'red.8' : undefined}
            >
              {figure.value}
            </Text>
            {figure.note === undefined ? null : (
              <Text component="span" display="block" size="xs" c="dimmed">
                {figure.note}
              </Text>
            )}
          </dd>
        </Card>
      ))}
    </SimpleGrid>
  );
}
