import type { Store } from '../store/store';
import { NOTIFICATIONS_SECTION } from '../flows/notifications';
import type { EmailSender } from './email-port';

export type EmailDispatchRun = { sent: number; failed: number };

/**
 * Sends the queued e-mail notifications through the port, after their writes committed (an
 * e-mail is never sent for a write that rolled back). Each is marked sent, or failed with the
 * sender's message, so a notification is e-mailed at most once.
 * @example await dispatchEmails({ store, send: loggedEmailSender(), now: new Date() })
 */
export async function dispatchEmails(deps: {
  store: Store;
  send: EmailSender;
  now: Date;
}): Promise<EmailDispatchRun> {
  const run: EmailDispatchRun = { sent: 0, failed: 0 };
  const { rows } = await deps.store.list(NOTIFICATIONS_SECTION, {
    visibleTo: null,
    conditions: [{ field: 'emailState', op: 'eq', value: 'queued' }],
    includeInactive: false,
    includeCount: false,
    take: 100,
  });
  for (const row of rows) {
    // Claimed first, so two services never send one notification twice.
    const claimed = await deps.store.update(
      { ...row, data: { ...row.data, emailState: 'sending' } },
      row.rowVersion,
    );
    if (!claimed.ok) continue;
    const recipients = String(row.data['emailTo'] ?? '')
      .split(',')
      .map((to) => to.trim())
      .filter((to) => to !== '');
    try {
      for (const to of recipients)
        await deps.send({
          to,
          subject: `Bulktrade: ${String(row.data['title'] ?? '')}`,
          text: String(row.data['message'] ?? ''),
        });
      await deps.store.update(
        {
          ...claimed.row,
          data: { ...claimed.row.data, emailState: 'sent', emailedOn: deps.now.toISOString() },
        },
        claimed.row.rowVersion,
      );
      run.sent += 1;
    } catch (error) {
      await deps.store.update(
        {
          ...claimed.row,
          data: {
            ...claimed.row.data,
            emailState: 'failed',
            emailError: error instanceof Error ? error.message : String(error),
          },
        },
        claimed.row.rowVersion,
      );
      run.failed += 1;
    }
  }
  return run;
}
