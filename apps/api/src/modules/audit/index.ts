// What the audit module offers other modules: writing a row in the caller's transaction, and reading.

export { listAuditLog } from './list-audit-log.ts';
export { type AuditActor, recordAudit } from './record-audit.ts';
