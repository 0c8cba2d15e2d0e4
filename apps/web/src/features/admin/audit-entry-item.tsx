import type { AuditEntry } from '@khabar/domain/contracts/admin/list-audit-log';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import type { AdminColumn } from './admin-table.tsx';
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

/** When a change was made (India time): the row header of the audit log's table. */
export const auditWhen = (entry: AuditEntry) => (
  <time dateTime={entry.at} className={css.when}>
    {formatDateTime(entry.at)} <span className="muted small">IST</span>
  </time>
);

/** Who, what and to what: the audit log's columns. */
export const auditColumns = (
  restaurantName: (id: number) => string | undefined,
): AdminColumn<AuditEntry>[] => [
  {
    name: 'Who',
    wrap: true,
    cell: (e) => (
      <span className={css.actor}>
        {e.actor.name} <span className="tag">{roleLabel(e.actor.role)}</span>
      </span>
    ),
  },
  { name: 'What', cell: (e) => <strong>{actionLabel(e.action)}</strong> },
  {
    name: 'Record',
    wrap: true,
    cell: (e) => (
      <span className={css.target}>
        {e.entity === 'order' && e.entity_id ? (
          // An operator's step on an order: the order's page has its whole story (its timeline).
          <Link className="link" to={`/admin/orders/${e.entity_id}`}>
            {entityLabel(e.entity)} #{e.entity_id}
          </Link>
        ) : (
          <>
            {entityLabel(e.entity)}
            {e.entity_id && ` #${e.entity_id}`}
          </>
        )}
        {e.restaurant_id !== null && (
          <span className="muted">
            {' '}
            · {restaurantName(e.restaurant_id) ?? `Restaurant #${e.restaurant_id}`}
          </span>
        )}
      </span>
    ),
  },
];

/** A change's before and after, behind "Details". */
export const AuditDetails = ({ entry }: { entry: AuditEntry }) => (
  <details className={css.details}>
    <summary>
      Details<span className="visually-hidden"> of this change</span>
    </summary>
    <Changes entry={entry} />
  </details>
);
