/**
 * The section where an import's rows wait for their commit (one record per batch) and where its
 * commit's progress is kept: the importing company's records, erased with its account.
 */
export const IMPORT_STAGING_SECTION = 'Imports/Staged';
