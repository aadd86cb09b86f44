/** One e-mail the services send. */
export type EmailMessage = { to: string; subject: string; text: string };

/** The e-mail port: a real sender (SMTP, a mail API) is one more implementation of it. */
export type EmailSender = (message: EmailMessage) => Promise<void>;

/**
 * The development sender: writes each e-mail to the log instead of sending it.
 * @example const send = loggedEmailSender(); await send({ to: 'a@b.com.au', subject: 'Delivered', text: '…' });
 */
export function loggedEmailSender(log: (line: string) => void = (line) => console.log(line)): EmailSender {
  return async (message) => {
    log(
      `[email] to=${message.to} subject=${JSON.stringify(message.subject)} text=${JSON.stringify(message.text)}`,
    );
  };
}
