import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InstallPromptState } from '../../blocks/pwa/pwa-api';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { INSTALL_STEPS } from './home-content';
import classes from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/**
 * The Get The App section: Install App when the browser offers it, and how to install from
 * each platform's browser otherwise.
 * @example <GetTheAppSection installPrompt={{ canInstall: false, install: async () => {} }} />
 */
export function GetTheAppSection({ installPrompt }: { installPrompt: InstallPromptState }) {
  return (
    <HomeSection id="get-the-app" labelledBy="get-the-app-title" tone="plain">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Text className={classes.eyebrow}>Get The App</Text>
          <Title order={2} id="get-the-app-title">
            On every phone, tablet and desktop
          </Title>
          <Text size="lg">
            Bulktrade installs straight from the browser: no app store, no download to manage. It opens
            instantly, works offline and updates itself when a new version is ready.
          </Text>
          {installPrompt.canInstall && (
            <div>
              <Button
                size="md"
                leftSection={<ShellIcon name="download" size={18} />}
                onClick={() => void installPrompt.install()}
              >
                Install App
              </Button>
            </div>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {INSTALL_STEPS.map((item) => (
            <Card key={item.platform} withBorder radius="lg" padding="lg">
              <Title order={3} size="h5" mb={6}>
                {item.platform}
              </Title>
              <Text size="sm">{item.steps}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </HomeSection>
  );
}
