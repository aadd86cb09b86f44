import { Anchor, Badge, Container, Group, List, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useReducer } from 'react';
import { useSession } from '../../session/session-context';
import type { Command } from '../../blocks/hub/command';
import { useFirstPullDone } from '../../data/use-first-pull';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { pathOf } from '../../navigation/portal-routes';
import { useOwnCompany } from '../../data/use-own-company';
import { addCustomer } from './commands/add-customer';
import { addLocation } from './commands/add-location';
import { addProduct } from './commands/add-product';
import { saveCompany } from './commands/save-company';
import {
  INITIAL_SETUP_STATE,
  setupFlow,
  setupReducer,
  setupStepsFor,
  type SetupStepKey,
  type StepSave,
} from './flow';
import { SetupStepForm } from './SetupStepForm';

/** What the setup's done flags are read from. */
const SETUP_SECTIONS = ['companies', 'locations', 'products', 'customers'];

/** The command that saves each step. */
const SAVE_STEP: Readonly<Record<SetupStepKey, Command<StepSave>>> = {
  company: saveCompany,
  location: addLocation,
  product: addProduct,
  customer: addCustomer,
};

/**
 * /setup: walks a new company through its details, a location, its first product and first
 * customer. Each step saves through the write path (so it works offline) and the flow resumes
 * at the first step whose record does not exist yet, on any device.
 */
export default function SetupScreen() {
  const { session } = useSession();
  const own = useOwnCompany();
  // The company's own record, read typed from the mirror.
  const company = useRecord('companies', own?.id);
  const [state, dispatch] = useReducer(setupReducer, INITIAL_SETUP_STATE);
  // Done flags read from records, so online they wait for the first pull of what they count.
  const pulled = useFirstPullDone(SETUP_SECTIONS);
  const locations = useRecords('locations');
  const products = useRecords('products');
  const customers = useRecords('customers');
  const steps = setupStepsFor(session);

  // Each step's done flag needs its records read first, or a resumed flow would start over.
  const waiting = pulled !== true && typeof navigator !== 'undefined' && navigator.onLine;
  if (
    own === undefined ||
    (own !== null && company === undefined) ||
    locations === undefined ||
    products === undefined ||
    customers === undefined ||
    waiting
  )
    return <Text p="md">Loading</Text>;
  if (own === null || company === null || company === undefined) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Setup</Title>
        <Text mt="sm">
          Your company's record is not here yet; it comes with the first sync. Stay online for a moment.
        </Text>
      </Container>
    );
  }
  const view = setupFlow(state, steps, { company, locations, products, customers });
  const context = { companyID: view.companyID, locationID: view.locationID };

  return (
    <Container size="lg" py="md" px="sm">
      <Stack gap="md">
        <Title order={1}>Setup</Title>
        <Group gap="sm">
          <Progress
            value={steps.length === 0 ? 100 : (view.doneCount / steps.length) * 100}
            w={200}
            aria-label="Setup progress"
          />
          <Text size="sm">
            {view.doneCount} of {steps.length} steps done
          </Text>
        </Group>
        <Stepper
          active={view.index}
          onStepClick={(at) => dispatch({ type: 'choose', step: steps[at]?.key ?? 'company' })}
          allowNextStepsSelect
          size="sm"
          orientation="horizontal"
        >
          {view.steps.map((step) => (
            <Stepper.Step
              key={step.key}
              label={step.label}
              description={step.done ? 'Done' : 'To do'}
              allowStepSelect
            >
              <Stack gap="sm" mt="md">
                <Group gap="xs">
                  <Title order={2} size="h3">
                    {step.label}
                  </Title>
                  {step.done ? <Badge color="green">Done</Badge> : null}
                </Group>
                <Text>{step.description}</Text>
                {step.done && step.key !== 'company' ? (
                  <Text size="sm" c="dimmed">
                    You have one already; saving adds another.
                  </Text>
                ) : null}
                <SetupStepForm
                  key={`${step.key}-${step.done ? 'again' : 'first'}`}
                  step={step.key}
                  initial={view.initial[step.key]}
                  command={SAVE_STEP[step.key]}
                  context={context}
                  onSaved={() => dispatch({ type: 'saved', step: step.key })}
                />
              </Stack>
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Stack gap="sm" mt="md">
              <Title order={2} size="h3">
                Your company is set up
              </Title>
              <Text>Everything saved here is in the office portal. Next you may want to:</Text>
              <List spacing="xs">
                <List.Item>
                  <Anchor component={Link} to="/board/users">
                    Invite the people you work with
                  </Anchor>
                </List.Item>
                {steps.some((step) => step.key === 'product') ? (
                  <List.Item>
                    <Anchor component={Link} to={pathOf('new-products')}>
                      Import the rest of your products from a CSV file
                    </Anchor>
                  </List.Item>
                ) : null}
                <List.Item>
                  <Anchor component={Link} to="/settings">
                    Review the rest of your settings
                  </Anchor>
                </List.Item>
              </List>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Stack>
    </Container>
  );
}
