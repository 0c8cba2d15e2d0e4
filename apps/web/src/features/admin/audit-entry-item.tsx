import type { AuditEntry } from '@khabar/domain/contracts/admin/list-audit-log';
import { formatDateTime } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { auditDiff, auditValue } from './audit-diff.ts';
import { actionLabel, entityLabel, roleLabel } from './audit-labels.ts';

/** 'old_price' -> 'old price': a record's key as words. */
const keyLabel = (key: string) => key.replace(/_/g, ' ');

function Changes({ entry }: { entry: AuditEntry }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <p className="muted small">Nothing in the record changed.</p>;
  return (
    <table className={css.diff}>
      <caption className="visually-hidden">What changed</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.key ? keyLabel(r.key) : 'value'}</th>
            <td className={css.before}>
              {r.before === undefined ? <span className="muted">(not set)</span> : auditValue(r.before)}
            </td>
            <td className={css.after}>
              {r.after === undefined ? <span className="muted">(not set)</span> : auditValue(r.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One change: when (India time), who, what, to what; its before and after behind "Details". */
export function AuditEntryItem({ entry, restaurantName }: { entry: AuditEntry; restaurantName?: string }) {
  return (
    <li className={css.entry} id={`audit-entry-${entry.id}`} tabIndex={-1}>
      <time dateTime={entry.at} className={css.when}>
        {formatDateTime(entry.at)} <span className="muted small">IST</span>
      </time>
      <span className={css.actor}>
        {entry.actor.name} <span className="tag">{roleLabel(entry.actor.role)}</span>
      </span>
      <strong className={css.action}>{actionLabel(entry.action)}</strong>
      <span className={css.target}>
        {entityLabel(entry.entity)}
        {entry.entity_id && ` #${entry.entity_id}`}
        {entry.restaurant_id !== null && (
          <span className="muted"> · {restaurantName ?? `Restaurant #${entry.restaurant_id}`}</span>
        )}
      </span>
      <details className={css.details}>
        <summary>
          Details<span className="visually-hidden"> of this change</span>
        </summary>
        <Changes entry={entry} />
      </details>
    </li>
  );
}
