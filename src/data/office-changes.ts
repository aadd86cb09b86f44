/**
 * The fields the office changed on a record since the device's base, by the sync engine's own
 * rule (the one the registry's merge rules use), so a screen that says what changed agrees
 * with what the merge kept. Screens and hubs read it here, never from sync/.
 * @example officeChanges({ id: 'a', rowVersion: 1, notes: 'x' }, { id: 'a', rowVersion: 2, notes: 'y' }) // ['notes']
 */
export { officeChanges } from '../../sync/merge-rule';
