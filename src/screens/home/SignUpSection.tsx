import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { HomeSection } from './HomeSection';

export type SignUpSectionProps = { onGo: Go; signedIn: boolean; onLogin(): void };

/**
 * The Sign Me Up section: the call to register a company account, or to log in to one.
 * @example <SignUpSection onGo={go} signedIn={false} onLogin={() => session.login('/')} />
 */
export function SignUpSection({ onGo, signedIn, onLogin }: SignUpSectionProps) {
  return (
    <HomeSection id="sign-me-up" labelledBy="sign-me-up-title" tone="brand">
      <Stack gap="lg" align="flex-start" maw={760}>
        <Title order={2} id="sign-me-up-title">
          Bring your customers online this week
        </Title>
        <Text size="lg">
          Create your company account with your business name, an email and a password, and pick the level
          that fits: customer, supplier or courier. Add your products, invite your customers and take your
          first online order the same day.
        </Text>
        <Group gap="sm">
          <Button size="md" variant="white" component="a" {...linkProps('/register', onGo)}>
            Sign me up
          </Button>
          {!signedIn && (
            <Button size="md" variant="outline" color="white" onClick={onLogin}>
              I already have an account
            </Button>
          )}
        </Group>
      </Stack>
    </HomeSection>
  );
}
