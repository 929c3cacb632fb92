import { adminRequired, isAdmin, type Policy } from './policy.ts';

/** The development outbox: every e-mail the app wrote. */
export type OutboxResource = { type: 'outbox' };
export const outbox: OutboxResource = { type: 'outbox' };

/** The case library as authored: importing a case (a new version) and exporting one. */
export type CaseLibraryResource = { type: 'caseLibrary' };
export const caseLibrary: CaseLibraryResource = { type: 'caseLibrary' };

/** Admins only read the outbox; anyone else is told an admin is needed (403). */
export const outboxPolicy: Policy<OutboxResource, 'read'> = {
  rules: { read: isAdmin },
  refusal: adminRequired,
};

/** Admins only import, export and author cases; anyone else is told an admin is needed (403). */
export const caseLibraryPolicy: Policy<CaseLibraryResource, 'import' | 'export' | 'author'> = {
  rules: { import: isAdmin, export: isAdmin, author: isAdmin },
  refusal: adminRequired,
};

/** The admin area's screens and changes (issue 17): users, logs, audit log, routes, to-dos. */
export type AdminAreaResource = { type: 'adminArea' };
export const adminArea: AdminAreaResource = { type: 'adminArea' };

/** Admins only read and change the admin area; anyone else is told an admin is needed (403). */
export const adminAreaPolicy: Policy<AdminAreaResource, 'read' | 'change'> = {
  rules: { read: isAdmin, change: isAdmin },
  refusal: adminRequired,
};
