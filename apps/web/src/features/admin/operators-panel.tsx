import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { OperatorJson } from '@khabar/domain/contracts/admin/operator-fields';
import { Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { AdminTable } from './admin-table.tsx';
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
  return (
    <>
      <h2 id={headingId} className={css.subtitle}>
        Operators
      </h2>
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
      <AdminList query={list} plural="operators" empty={{ Icon: Users, title: 'No operators yet' }}>
        {(rows) => (
          <AdminTable
            labelledBy={headingId}
            rows={rows}
            rowKey={(op) => op.user_id}
            rowClassName={(op) => (op.revoked_at ? css.revoked : undefined)}
            rowHeader={{
              name: 'Name',
              cell: (op) => (
                <>
                  {op.name}
                  {op.user_id === me.user_id && <span className="muted"> (you)</span>}
                </>
              ),
            }}
            columns={[
              { name: 'Mobile', cell: (op) => op.phone },
              { name: 'Level', cell: (op) => LEVEL[op.level] },
              { name: 'Since', cell: (op) => formatDate(op.created_at) },
              {
                name: 'Access',
                cell: (op) =>
                  op.revoked_at ? (
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
                  ),
              },
            ]}
          />
        )}
      </AdminList>
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
