import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { OperatorJson } from '@khabar/domain/contracts/admin/operator-fields';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatDate } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { useOperators } from './api/list-operators.ts';
import { useRevokeOperator } from './api/revoke-operator.ts';
import { InviteOperatorForm } from './invite-operator-form.tsx';

const LEVEL = { admin: 'Admin', support: 'Support' } as const;

function OperatorTable({ me }: { me: AdminMe }) {
  const list = useOperators();
  const revoke = useRevokeOperator();
  const [target, setTarget] = useState<OperatorJson | null>(null);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  // The revoke button went busy (and then away with the access): the focus goes to what happened.
  useEffect(() => {
    if (result || revoke.isError) resultRef.current?.focus();
  }, [result, revoke.isError]);
  const confirm = () => {
    const op = target;
    setAsking(false);
    if (!op) return;
    setResult(null);
    revoke.mutate(op.user_id, {
      onSuccess: (r) => setResult(`${r.name} can no longer open the back office.`),
    });
  };
  const heading = (
    <h2 id={headingId} className={css.subtitle}>
      Operators
    </h2>
  );
  if (list.isPending) {
    return (
      <>
        {heading}
        <SkeletonCard label="Loading the operators" />
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        {heading}
        <div className="card" role="alert">
          <p>We could not load the operators. {list.error.message}</p>
          <div>
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      {revoke.isError && (
        <p className="form-problem" role="alert" ref={resultRef} tabIndex={-1}>
          Not revoked: {revoke.error.message}
        </p>
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone, by keyboard too */}
      <section className={css.tableWrap} aria-labelledby={headingId} tabIndex={0}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Level</th>
              <th scope="col">Since</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((op) => (
              <tr key={op.user_id} className={op.revoked_at ? css.revoked : undefined}>
                <th scope="row">
                  {op.name}
                  {op.user_id === me.user_id && <span className="muted"> (you)</span>}
                </th>
                <td>{op.phone}</td>
                <td>{LEVEL[op.level]}</td>
                <td>{formatDate(op.created_at)}</td>
                <td>
                  {op.revoked_at ? (
                    <span className="status status--bad">Revoked {formatDate(op.revoked_at)}</span>
                  ) : op.user_id === me.user_id ? (
                    <span className="status">Active</span>
                  ) : (
                    <span className={css.access}>
                      <span className="status">Active</span>
                      <Button
                        variant="ghost"
                        size="small"
                        busy={revoke.isPending && revoke.variables === op.user_id}
                        onClick={() => {
                          setTarget(op);
                          setAsking(true);
                        }}
                      >
                        Revoke<span className="visually-hidden"> {op.name}</span>
                      </Button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ConfirmDialog
        open={asking}
        title={`Revoke ${target?.name ?? ''}'s access?`}
        confirmLabel="Revoke"
        cancelLabel="Keep"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        They can no longer open the back office. You can invite the number again later.
      </ConfirmDialog>
    </>
  );
}

/** Who runs the back office (admins only): invite a number at a level, revoke someone's access. */
export function OperatorsPanel({ me }: { me: AdminMe }) {
  if (me.level !== 'admin') {
    return (
      <div className="card" role="alert">
        <h1 className="card__title">Operators</h1>
        <p>Only admins manage operators.</p>
      </div>
    );
  }
  return (
    <>
      <h1 className={css.title}>Operators</h1>
      <InviteOperatorForm />
      <OperatorTable me={me} />
    </>
  );
}
