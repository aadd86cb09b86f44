import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { registerAccount } from './register-account';
import { RegisterForm } from './RegisterForm';

/**
 * /register: a new company account and its first user; once created, the person signs in.
 * @example <Anchor href="/register">Sign Me Up</Anchor>
 */
export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>Sign Up</Title>
        <Text>
          Create your company account. You become its administrator and can invite your staff afterwards.
        </Text>
        <RegisterForm
          submit={(values) => registerAccount(values, (input, init) => fetch(input, init))}
          onRegistered={() => void navigate({ href: '/login?returnTo=%2Fsetup' })}
        />
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
