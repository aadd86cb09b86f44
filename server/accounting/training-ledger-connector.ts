import { TRAINING_LEDGER_NOTICE, TRAINING_LEDGER_PARTY } from '../../src/domain/external-parties';
import type { AccountingConnector, ConnectorOption } from './connector';

type Log = (line: string) => void;

/**
 * An accounting service held in memory, for training mode (the services run inside the browser
 * there and reach nothing outside it). It numbers documents TL-0001 on, makes one document per
 * idempotency key as a real service must, and logs every call.
 * @example const ledger = trainingLedgerConnector(console.info); await ledger.upload(doc, 'inv-1:2')
 */
export function trainingLedgerConnector(log: Log): AccountingConnector {
  const byKey = new Map<string, string>();
  const documents = new Set<string>();
  let next = 0;
  return {
    async upload(document, idempotencyKey) {
      const known = byKey.get(idempotencyKey);
      if (known !== undefined) return { ok: true, externalItemID: known };
      next += 1;
      const id = `TL-${String(next).padStart(4, '0')}`;
      byKey.set(idempotencyKey, id);
      documents.add(id);
      log(`Training ledger: ${document.kind} ${document.localID} uploaded as ${id}`);
      return { ok: true, externalItemID: id };
    },
    async detach(externalItemID) {
      documents.delete(externalItemID);
      log(`Training ledger: ${externalItemID} detached`);
      return { ok: true };
    },
  };
}

/**
 * The training ledger as a connectable option: one ledger for the whole training session, needing
 * no base URL or key.
 * @example trainingLedgerOption((line) => console.info(line))
 */
export function trainingLedgerOption(log: Log): ConnectorOption {
  const ledger = trainingLedgerConnector(log);
  return {
    id: TRAINING_LEDGER_PARTY,
    name: 'Training Ledger',
    description: TRAINING_LEDGER_NOTICE,
    needsBaseUrl: false,
    needsApiKey: false,
    check: () => null,
    connect: () => ledger,
  };
}
