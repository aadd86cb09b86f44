import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { AppSession } from '../../session/session-context';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import type { ShellIconName } from '../../blocks/shell/shell-icons';
import type { TrainingApi, TrainingRole } from '../../session/training-api';
import { DEMO_CHOICES } from './demo-landing';

export type DemoPanelProps = {
  training: Pick<TrainingApi, 'enter'>;
  /** Takes the training session and goes to the role's landing page. */
  onEntered(session: AppSession, role: TrainingRole): void;
};

type Choice = {
  role: TrainingRole;
  heading: string;
  text: string;
  points: readonly string[];
  icon: ShellIconName;
};

const CHOICES: readonly Choice[] = [
  {
    role: 'customer',
    heading: 'As a customer',
    text: 'Be Mia at Brunswick Street Espresso, a café that buys from Yarra Valley Wholesale.',
    points: ['Place and repeat orders from your phone', 'Follow tomorrow’s delivery', 'See your invoices'],
    icon: 'customer-dashboard',
  },
  {
    role: 'staff',
    heading: 'For your staff',
    text: 'Run Yarra Valley Wholesale as its administrator, with every hub and back-office screen.',
    points: ['Take orders in the sales hub', 'Pick, pack and dispatch', 'Plan journeys and drive them'],
    icon: 'training',
  },
];

export const DEMO_FAILED_TITLE = 'The demo could not start';

/**
 * The demo page's two ways in. Each enters training mode (it clears this browser's stored
 * data and starts the canned services, which takes a few seconds), showing progress meanwhile
 * and the reason when it fails, so the user can try again.
 * @example <DemoPanel training={trainingMode} onEntered={(session, role) => { adopt(session); go(DEMO_LANDING[role]); }} />
 */
export function DemoPanel({ training, onEntered }: DemoPanelProps) {
  const [entering, setEntering] = useState<TrainingRole | null>(null);
  const [error, setError] = useState<string | null>(null);

  const enter = async (role: TrainingRole) => {
    setEntering(role);
    setError(null);
    try {
      const session = await training.enter(role);
      onEntered(session, role);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setEntering(null);
    }
  };

  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Badge variant="light" size="lg" w="fit-content">
            Demo
          </Badge>
          <Title order={1}>Try Bulktrade with real-looking data</Title>
          <Text size="lg">
            The demo runs entirely in your browser on a wholesaler’s canned data: orders, stock, journeys and
            invoices. Change anything you like; nothing reaches a real account, and End Demo puts everything
            back.
          </Text>
        </Stack>
        {error !== null && (
          <Alert
            color="red"
            title={DEMO_FAILED_TITLE}
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setError(null)}
          >
            {error} Check your connection and try again.
          </Alert>
        )}
        {entering !== null && (
          <Stack gap={6} role="status" aria-live="polite">
            <Text fw={600}>Loading</Text>
            <Progress value={100} striped animated aria-label="Loading" />
            <Text size="sm" c="dimmed">
              Setting up the demo company in your browser. This takes a few seconds.
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {CHOICES.map((choice) => (
            <Card key={choice.role} withBorder radius="lg" padding="xl">
              <Stack gap="md" h="100%" justify="space-between">
                <Stack gap="sm">
                  <ShellIcon name={choice.icon} size={32} />
                  <Title order={2} size="h3">
                    {choice.heading}
                  </Title>
                  <Text>{choice.text}</Text>
                  <List size="sm" spacing={4}>
                    {choice.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </Stack>
                <Button
                  size="md"
                  tt="capitalize"
                  loading={entering === choice.role}
                  disabled={entering !== null && entering !== choice.role}
                  onClick={() => void enter(choice.role)}
                >
                  {DEMO_CHOICES[choice.role]}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
