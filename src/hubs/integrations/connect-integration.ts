import type { WritePath } from '../../data/write-path';
import { connectIntegration } from './integration-calls';

/**
 * Connects (or reconnects) a service through the services and puts the integration they
 * answer (never its key) straight into the mirror, as a pull would. Answers its id.
 * @example const id = await connectAndKeep(useWritePath(), token, connectBody(option, values));
 */
export async function connectAndKeep(
  path: Pick<WritePath, 'takeServerRecord'>,
  token: string,
  body: Readonly<Record<string, string>>,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const record = await connectIntegration(token, body, fetcher);
  await path.takeServerRecord('external-party-integrations', record);
  return record.id;
}
