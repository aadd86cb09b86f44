import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { stepProblems, type SetupStepKey, type StepValues } from './setup-flow';

type FieldSpec = {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'select';
  options?: readonly string[];
  hint?: string;
  required?: boolean;
};

const ZONES = [
  'Australia/Melbourne',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Perth',
];
const STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'];

/** The inputs of each step's form. */
export const STEP_FIELDS: Readonly<Record<SetupStepKey, readonly FieldSpec[]>> = {
  company: [
    { name: 'companyName', label: 'Company Name', required: true },
    { name: 'abn', label: 'ABN', hint: '11 digits; printed on your invoices.' },
    { name: 'primaryEmail', label: 'Primary Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone' },
    { name: 'defaultTimeZone', label: 'Default Time Zone', kind: 'select', options: ZONES, required: true },
  ],
  location: [
    { name: 'locationName', label: 'Location Name', required: true, hint: 'For example Main Warehouse.' },
    { name: 'addressLineOne', label: 'Street Address' },
    { name: 'suburb', label: 'Suburb', required: true },
    { name: 'state', label: 'State', kind: 'select', options: STATES, required: true },
    { name: 'postcode', label: 'Postcode' },
  ],
  product: [
    { name: 'productName', label: 'Product Name', required: true },
    { name: 'abbreviation', label: 'Abbreviation', hint: 'Short code printed on labels and picking lists.' },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: ['GST', 'None'] },
  ],
  customer: [
    { name: 'companyName', label: 'Customer Name', required: true },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone' },
  ],
};

/**
 * The form of one setup step: its inputs with the step's problems shown as they are typed, and
 * a save button (Save And Continue) that hands the values to `onSave` only when nothing is wrong.
 */
export function SetupStepForm({
  step,
  initial,
  onSave,
  disabled,
}: {
  step: SetupStepKey;
  initial: StepValues;
  onSave: (values: StepValues) => Promise<void>;
  disabled: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({ ...initial });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = stepProblems(step, values);
  const shown = touched ? problems : {};
  return (
    <Stack gap="md" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {STEP_FIELDS[step].map((field) => {
          const common = {
            label: field.label,
            description: field.hint,
            error: shown[field.name],
            withAsterisk: field.required === true,
            size: 'md' as const,
          };
          return field.kind === 'select' ? (
            <Select
              key={field.name}
              {...common}
              data={[...(field.options ?? [])]}
              value={
                values[field.name] === '' || values[field.name] === undefined ? null : values[field.name]
              }
              onChange={(next) => setValues((before) => ({ ...before, [field.name]: next ?? '' }))}
              allowDeselect={false}
            />
          ) : (
            <TextInput
              key={field.name}
              {...common}
              type={field.kind === 'email' ? 'email' : 'text'}
              value={values[field.name] ?? ''}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((before) => ({ ...before, [field.name]: next }));
              }}
            />
          );
        })}
      </SimpleGrid>
      {error === null ? null : <Alert color="red">{error}</Alert>}
      <Group>
        <Button
          size="md"
          disabled={disabled}
          onClick={() => {
            setTouched(true);
            if (Object.keys(problems).length > 0) return;
            setError(null);
            onSave(values).catch((failure: unknown) =>
              setError(failure instanceof Error ? failure.message : String(failure)),
            );
          }}
        >
          Save And Continue
        </Button>
      </Group>
    </Stack>
  );
}
