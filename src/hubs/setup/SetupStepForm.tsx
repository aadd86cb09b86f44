import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Command } from '../../blocks/hub/command';
import { useCommand } from '../../blocks/hub/use-command';
import { stepProblems, type SetupStepKey, type StepContext, type StepSave, type StepValues } from './flow';

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
 * the step's save command (Save And Continue), run only when nothing is wrong; `onSaved` after.
 */
export function SetupStepForm({
  step,
  initial,
  command,
  context,
  onSaved,
}: {
  step: SetupStepKey;
  initial: StepValues;
  command: Command<StepSave>;
  context: Omit<StepContext, 'now'>;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({ ...initial });
  // The id a new record of this step takes; a fresh one after each save (saving again adds another).
  const [newID, setNewID] = useState(() => crypto.randomUUID());
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // When the form was opened or last changed: the company step's confirmation stamp (the state a
  // command runs on is made during render, where reading the clock is not allowed).
  const [editedOn, setEditedOn] = useState(() => new Date());
  const save = useCommand(command, { ...context, values, newID, now: editedOn });
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
              onChange={(next) => {
                setEditedOn(new Date());
                setValues((before) => ({ ...before, [field.name]: next ?? '' }));
              }}
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
                setEditedOn(new Date());
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
          onClick={() => {
            setTouched(true);
            if (!save.enabled) return;
            setError(null);
            save.run().then(
              () => {
                setNewID(crypto.randomUUID());
                onSaved();
              },
              (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
            );
          }}
        >
          {save.label}
        </Button>
      </Group>
    </Stack>
  );
}
