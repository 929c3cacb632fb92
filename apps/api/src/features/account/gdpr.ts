// The registry of user tables and the export's files moved to `packages/db/src/gdpr.ts` (ADR 0133):
// the worker builds the export from them now. The registry's test stays with the account feature.
export { exportFilesOf, ownedParents, registryForeignKeys, sessionColumns, userColumns } from '@urosim/db';
