import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { PLANS } from './home-content';
import classes from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/**
 * The Pricing section: a free and a full level for each kind of company, described by what
 * they include (the spec publishes no prices), and how prices show in the app.
 * @example <PricingSection onGo={go} />
 */
export function PricingSection({ onGo }: { onGo: Go }) {
  return (
    <HomeSection id="pricing" labelledBy="pricing-title" tone="plain">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Text className={classes.eyebrow}>Pricing</Text>
          <Title order={2} id="pricing-title">
            Start free, upgrade when you grow
          </Title>
          <Text size="lg">
            Every kind of company has a free level and a full level. A higher level includes everything below
            it, and your whole team shares one subscription. Ask us for a quote for your business.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <Card key={plan.party} withBorder radius="lg" padding="lg">
              <Stack gap="sm" h="100%">
                <Group gap="sm">
                  <span className={classes.iconBadge}>
                    <ShellIcon name={plan.icon} size={24} />
                  </span>
                  <Title order={3} size="h4">
                    {plan.party}
                  </Title>
                </Group>
                <div>
                  <Text fw={700} size="sm">
                    Free
                  </Text>
                  <Text size="sm">{plan.free}</Text>
                </div>
                <div>
                  <Text fw={700} size="sm">
                    Full
                  </Text>
                  <Text size="sm">{plan.full}</Text>
                </div>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed" maw={640}>
            Inside the app every price is in Australian dollars with GST shown, and each customer sees the
            prices of their own price tier.
          </Text>
          <Button variant="light" component="a" {...linkProps('/#sign-me-up', onGo)}>
            Choose a plan
          </Button>
        </Group>
      </Stack>
    </HomeSection>
  );
}
