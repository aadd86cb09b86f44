import { Alert, Button, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  EMPTY_REGISTER_VALUES,
  hasRegisterErrors,
  SUBSCRIPTION_OPTIONS,
  validateRegisterForm,
  type RegisterErrors,
  type RegisterField,
  type RegisterOutcome,
  type RegisterValues,
} from './register-form';

function errorOf(errors: RegisterErrors, field: RegisterField): ReactNode {
  const messages = errors[field] ?? [];
  if (messages.length === 0) return null;
  return messages.map((message) => (
    <Text key={message} component="span" display="block" size="xs">
      {message}
    </Text>
  ));
}

/**
 * The sign-up form: checks the spec's rules before sending, then shows the service's messages
 * when it refuses (409, 422).
 * @example <RegisterForm submit={(values) => registerAccount(values, fetch)} onRegistered={() => navigate({ to: '/login' })} />
 */
export function RegisterForm({
  submit,
  onRegistered,
}: {
  submit: (values: RegisterValues) => Promise<RegisterOutcome>;
  onRegistered: () => void;
}) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegisterForm(values);
    setErrors(found);
    setSummary(null);
    if (hasRegisterErrors(found)) return;
    setBusy(true);
    const outcome = await submit(values);
    setBusy(false);
    if (outcome.ok) {
      onRegistered();
      return;
    }
    setSummary(outcome.message);
    setErrors(outcome.errors);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign up">
      <Stack gap="sm">
        {summary !== null && (
          <Alert color="error" variant="light" role="alert">
            {summary}
          </Alert>
        )}
        <TextInput
          label="Company name"
          required
          value={values.companyName}
          onChange={(event) => change('companyName', event.currentTarget.value)}
          error={errorOf(errors, 'companyName')}
          autoComplete="organization"
        />
        <TextInput
          label="Email"
          description="Your user name for signing in"
          type="email"
          required
          value={values.userName}
          onChange={(event) => change('userName', event.currentTarget.value)}
          error={errorOf(errors, 'userName')}
          autoComplete="username"
        />
        <PasswordInput
          label="Password"
          description="10 or more characters with a lowercase and an uppercase letter, a number and one of @$!%*?&+"
          required
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errorOf(errors, 'password')}
          autoComplete="new-password"
        />
        <Select
          label="Subscription"
          required
          placeholder="Choose how your business uses Bulktrade"
          data={SUBSCRIPTION_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={values.subscriptionCode === '' ? null : values.subscriptionCode}
          onChange={(value) => change('subscriptionCode', value ?? '')}
          error={errorOf(errors, 'subscriptionCode')}
          allowDeselect={false}
        />
        <Button type="submit" loading={busy}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
