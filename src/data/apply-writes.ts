import type { Write } from './write';
import type { WritePath } from './write-path';

/**
 * Applies a command's writes in order through the write path: each lands in the mirror and
 * the outbox at once, so they work offline and are sent once. Answers how many changed a record.
 * @example await applyWrites(useWritePath(), [writes.update('products', 'p1', { productName: 'Milk' })]);
 */
export async function applyWrites(path: WritePath, list: readonly Write[]): Promise<number> {
  let changed = 0;
  for (const write of list) {
    const done = await applyWrite(path, write);
    if (done) changed += 1;
  }
  return changed;
}

function applyWrite(path: WritePath, write: Write): Promise<boolean> {
  switch (write.op) {
    case 'create':
      return path.createRecord(write.entity, write.fields, write.id).then(() => true);
    case 'update':
      return path.updateRecord(write.entity, write.id, write.fields);
    case 'revise':
      return path.reviseRecord(write.entity, write.id, write.revise);
    case 'delete':
      return path.deleteRecord(write.entity, write.id);
    case 'restore':
      return path.restoreRecord(write.entity, write.id);
  }
}
