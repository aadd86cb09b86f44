import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { FEATURES } from './home-content';
import classes from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/**
 * The Features section: what every subscription gets, as a grid of cards.
 * @example <FeaturesSection />
 */
export function FeaturesSection() {
  return (
    <HomeSection id="features" labelledBy="features-title" tone="tinted">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Text className={classes.eyebrow}>Features</Text>
          <Title order={2} id="features-title">
            Built for the warehouse floor, the road and the office
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="lg">
              <Stack gap="xs">
                <span className={classes.iconBadge}>
                  <ShellIcon name={feature.icon} size={24} />
                </span>
                <Title order={3} size="h5">
                  {feature.title}
                </Title>
                <Text size="sm">{feature.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </HomeSection>
  );
}
