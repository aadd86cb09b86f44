import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppSession } from '../../session/session-context';
import { renderInShell, testSession } from '../../app/shell/testing/render-in-shell';
import type { TrainingRole } from '../../session/training-api';
import { DEMO_LANDING } from './demo-landing';
import { DEMO_FAILED_TITLE, DemoPanel } from './DemoPanel';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const pending = deferred<AppSession>();
  const enter = vi.fn<(role: TrainingRole) => Promise<AppSession>>(() => pending.promise);
  const onEntered = vi.fn<(session: AppSession, role: TrainingRole) => void>();
  renderInShell(<DemoPanel training={{ enter }} onEntered={onEntered} />);
  return { enter, onEntered, pending, user: userEvent.setup() };
}

describe('DemoPanel', () => {
  it("offers 'try as a customer' and 'train staff'", () => {
    setup();
    expect(screen.getByRole('button', { name: 'try as a customer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'train staff' })).toBeEnabled();
  });

  it('shows progress while entering, then hands over the customer session', async () => {
    const { enter, onEntered, pending, user } = setup();
    await user.click(screen.getByRole('button', { name: 'try as a customer' }));
    expect(enter).toHaveBeenCalledWith('customer');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: 'train staff' })).toBeDisabled();
    expect(onEntered).not.toHaveBeenCalled();
    const session = testSession({ isTraining: true, userName: 'mia@brunswickstespresso.com.au' });
    pending.resolve(session);
    await vi.waitFor(() => expect(onEntered).toHaveBeenCalledWith(session, 'customer'));
  });

  it('enters as staff from train staff', async () => {
    const { enter, onEntered, pending, user } = setup();
    await user.click(screen.getByRole('button', { name: 'train staff' }));
    expect(enter).toHaveBeenCalledWith('staff');
    pending.resolve(testSession({ isTraining: true }));
    await vi.waitFor(() =>
      expect(onEntered).toHaveBeenCalledWith(expect.objectContaining({ isTraining: true }), 'staff'),
    );
  });

  it('says why when entering fails and lets the user try again', async () => {
    const { onEntered, pending, user } = setup();
    await user.click(screen.getByRole('button', { name: 'train staff' }));
    pending.reject(new Error('Training mode could not sign in: token answered HTTP 500.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEMO_FAILED_TITLE);
    expect(alert).toHaveTextContent(
      'Training mode could not sign in: token answered HTTP 500. Check your connection and try again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'train staff' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'try as a customer' })).toBeEnabled();
    expect(onEntered).not.toHaveBeenCalled();
  });

  it('lands customers on their dashboard and staff in the office portal', () => {
    expect(DEMO_LANDING).toEqual({ customer: '/dashboard/customer', staff: '/office-portal' });
  });
});
