import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../routes/testing/render-in-app';
import type { RegisterOutcome, RegisterValues } from './register-form';
import { RegisterForm } from './RegisterForm';

function setup(outcome: RegisterOutcome = { ok: true }) {
  const submit = vi.fn<(values: RegisterValues) => Promise<RegisterOutcome>>(async () => outcome);
  const onRegistered = vi.fn<() => void>();
  renderInApp(<RegisterForm submit={submit} onRegistered={onRegistered} />);
  return { submit, onRegistered, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'Greengrocer!2026') {
  // Text goes in as one change each: typing key by key only slows the test down.
  fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Fitzroy Grocer' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'owner@fitzroygrocer.com.au' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await user.click(screen.getByPlaceholderText('Choose how your business uses Bulktrade'));
  await user.click(await screen.findByRole('option', { name: 'Customer (CUST)' }));
}

describe('RegisterForm', () => {
  it("shows the spec's messages and sends nothing while the form is incomplete", async () => {
    const { submit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('lists every password rule that fails', async () => {
    const { submit, user } = setup();
    await fillIn(user, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Password must be 10 or more characters')).toBeInTheDocument();
    expect(screen.getByText('Password must contain an uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a number')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a special character from @$!%*?&+')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a valid sign-up and goes on once it is created', async () => {
    const { submit, onRegistered, user } = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(submit).toHaveBeenCalledWith({
      companyName: 'Fitzroy Grocer',
      userName: 'owner@fitzroygrocer.com.au',
      password: 'Greengrocer!2026',
      subscriptionCode: 'CUST',
    });
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it("shows the service's messages when it refuses (409)", async () => {
    const message = 'That user name is already registered. Sign in instead, or use another email.';
    const { onRegistered, user } = setup({ ok: false, message, errors: { userName: [message] } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
