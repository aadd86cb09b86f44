import type { EmailMessage, EmailSender } from './email-port';

/**
 * The development outbox: the e-mails the services sent, kept in memory so an end-to-end test
 * reads a message as its addressee would read their mail (an invitation's link among them).
 * Only the e2e hosts start with it (E2E_DEV_OUTBOX=1, set by tests/e2e/support/start-hosts.ts);
 * a host started any other way has no such route, and no response to anyone else carries a mail.
 * `GET /__e2e/outbox?to=<address>` answers the messages sent to that address, newest last.
 */
export type DevOutbox = {
  send: EmailSender;
  sentTo: (address: string) => EmailMessage[];
  route: (request: Request) => Response | null;
};

/** The path of the dev outbox's route. */
export const DEV_OUTBOX_PATH = '/__e2e/outbox';

/**
 * Whether this start asks for the dev outbox: only E2E_DEV_OUTBOX=1 exactly.
 * @example wantsDevOutbox({ E2E_DEV_OUTBOX: '1' }) // true
 */
export function wantsDevOutbox(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.E2E_DEV_OUTBOX === '1';
}

/**
 * An outbox keeping the last `keep` messages, and its route.
 * @example const outbox = createDevOutbox(); await outbox.send({ to: 'pat@acme.test', subject: 'Hi', text: '…' }); outbox.sentTo('PAT@acme.test').length // 1
 */
export function createDevOutbox(keep = 500): DevOutbox {
  const messages: EmailMessage[] = [];
  const sentTo = (address: string) =>
    messages.filter((message) => message.to.toLowerCase() === address.trim().toLowerCase());
  return {
    async send(message) {
      messages.push(message);
      if (messages.length > keep) messages.splice(0, messages.length - keep);
    },
    sentTo,
    route(request) {
      const url = new URL(request.url);
      if (url.pathname !== DEV_OUTBOX_PATH) return null;
      if (request.method !== 'GET')
        return Response.json({ message: 'GET ?to=<address> to read its mail' }, { status: 405 });
      return Response.json(
        { messages: sentTo(url.searchParams.get('to') ?? '') },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    },
  };
}

/**
 * One sender that hands each message to every sender given (the log and the outbox).
 * @example const send = everySender(loggedEmailSender(), outbox.send)
 */
export function everySender(...senders: EmailSender[]): EmailSender {
  return async (message) => {
    await Promise.all(senders.map((send) => send(message)));
  };
}
