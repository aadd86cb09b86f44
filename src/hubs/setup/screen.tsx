import { Anchor, Badge, Container, Group, List, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useReducer } from 'react';
import { useSession } from '../../session/session-context';
import { useWritePath } from '../../data/data-context';
import { useFirstPullDone } from '../../data/use-first-pull';
import { useRecords } from '../../data/use-records';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { pathOf } from '../../navigation/portal-routes';
import { useOwnCompany } from '../../data/use-own-company';
import type { MirrorRecord } from '../../../sync/mirror-types';
import {
  INITIAL_SETUP_STATE,
  setupReducer,
  setupStepsFor,
  setupView,
  stepRecord,
  type SetupStepKey,
  type StepValues,
} from './setup-flow';
import { SetupStepForm } from './SetupStepForm';

const text = (record: Readonly<Record<string, unknown>> | null | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' ? value : '';
};

const active = (
  records: readonly MirrorRecord[] | undefined,
  owned: (record: MirrorRecord) => boolean,
): MirrorRecord[] => (records ?? []).filter((record) => record.isInactive !== true && owned(record));

/** What the setup's done flags are read from. */
const SETUP_SECTIONS = ['companies', 'locations', 'products', 'customers'];

/**
 * /setup: walks a new company through its details, a location, its first product and first
 * customer. Each step saves through the write path (so it works offline) and the flow resumes
 * at the first step whose record does not exist yet, on any device.
 */
export default function SetupScreen() {
  const { session } = useSession();
  const writes = useWritePath();
  const company = useOwnCompany();
  const [state, dispatch] = useReducer(setupReducer, INITIAL_SETUP_STATE);
  const companyID = company?.id ?? '';
  // Done flags read from records, so online they wait for the first pull of what they count.
  const pulled = useFirstPullDone(SETUP_SECTIONS);
  const allLocations = useRecords('locations');
  const allProducts = useRecords('products');
  const allCustomers = useRecords('customers');
  const locations = active(
    allLocations,
    (record) =>
      record['companyAccountID'] === undefined ||
      record['companyAccountID'] === null ||
      record['companyAccountID'] === companyID,
  );
  const products = active(
    allProducts,
    (record) =>
      record['companyAccountID'] === undefined ||
      record['companyAccountID'] === null ||
      record['companyAccountID'] === companyID,
  );
  const customers = active(allCustomers, (record) => record['sellerID'] === companyID);
  const steps = setupStepsFor(session);

  // Each step's done flag needs its records read first, or a resumed flow would start over.
  const waiting = pulled !== true && typeof navigator !== 'undefined' && navigator.onLine;
  if (
    company === undefined ||
    allLocations === undefined ||
    allProducts === undefined ||
    allCustomers === undefined ||
    waiting
  )
    return <Text p="md">Loading</Text>;
  if (company === null) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Setup</Title>
        <Text mt="sm">
          Your company's record is not here yet; it comes with the first sync. Stay online for a moment.
        </Text>
      </Container>
    );
  }
  const view = setupView(state, steps, {
    company,
    counts: { location: locations.length, product: products.length, customer: customers.length },
  });
  const index = view.active === null ? steps.length : steps.findIndex((step) => step.key === view.active);
  const initial = (step: SetupStepKey): StepValues =>
    step === 'company'
      ? {
          companyName: text(company, 'companyName'),
          abn: text(company, 'abn'),
          primaryEmail: text(company, 'primaryEmail'),
          phoneNumber: text(company, 'phoneNumber'),
          defaultTimeZone: text(company, 'defaultTimeZone') || DEFAULT_TIME_ZONE,
        }
      : step === 'product'
        ? { taxType: 'GST' }
        : step === 'location'
          ? { state: 'VIC' }
          : {};

  async function save(step: SetupStepKey, values: StepValues) {
    const fields = stepRecord(step, values, {
      companyID,
      now: new Date(),
      locationID: locations[0]?.id ?? null,
    });
    if (step === 'company') await writes.updateRecord('companies', companyID, fields);
    else
      await writes.createRecord(
        step === 'location' ? 'locations' : step === 'product' ? 'products' : 'customers',
        fields,
      );
    dispatch({ type: 'saved', step });
  }

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
          active={index}
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
                  initial={initial(step.key)}
                  disabled={false}
                  onSave={(values) => save(step.key, values)}
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
