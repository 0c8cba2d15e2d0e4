import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { HandCoins } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { AdminTable } from './admin-table.tsx';
import { useApproveGoodwillCredit } from './api/approve-goodwill-credit.ts';
import { useDeclineGoodwillCredit } from './api/decline-goodwill-credit.ts';
import { useGoodwillCredits } from './api/list-goodwill-credits.ts';
import { readReason } from './captain-values.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));

/**
 * `/admin/credits`: goodwill above a support agent's daily cap, waiting for an admin, oldest first.
 * An admin approves (the wallet is credited at once) or declines with a note; a support agent sees
 * their own requests and where they stand.
 */
export function CreditsPanel({ me }: { me: AdminMe }) {
  const list = useGoodwillCredits('pending');
  const approve = useApproveGoodwillCredit();
  const decline = useDeclineGoodwillCredit();
  const [declining, setDeclining] = useState<GoodwillCreditJson | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const isAdmin = me.level === 'admin';
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const reset = () => {
    setResult(null);
    approve.reset();
    decline.reset();
  };
  const doApprove = (g: GoodwillCreditJson) => {
    reset();
    approve.mutate(
      { creditId: g.id },
      {
        onSuccess: (a) =>
          setResult(
            `Approved: ${rs(g.amount)} is in ${g.customer.name}'s wallet (balance ${rs(a.wallet_balance)}).`,
          ),
      },
    );
  };
  const confirmDecline = (note: string) => {
    const g = declining;
    setDeclining(null);
    if (!g) return;
    reset();
    decline.mutate(
      { creditId: g.id, note },
      { onSuccess: () => setResult(`Declined: nothing was added to ${g.customer.name}'s wallet.`) },
    );
  };

  return (
    <>
      <h1 id={headingId} className={css.title}>
        Goodwill requests
      </h1>
      <p className="muted small">
        {isAdmin
          ? "Credits above a support agent's daily limit wait here for an admin. Approving adds the money at once."
          : 'Your credits above your daily limit wait here until an admin approves or declines them.'}
      </p>
      {(approve.isError || decline.isError) && (
        <SaveProblem
          error={approve.error ?? decline.error}
          prefix={approve.isError ? 'Not approved' : 'Not declined'}
          onReload={() => {
            reset();
            void list.refetch();
          }}
          focusOnShow
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      <AdminList
        query={list}
        plural="requests"
        empty={{
          Icon: HandCoins,
          title: 'No requests waiting',
          hint: 'Every goodwill credit so far was within its limit or is decided.',
        }}
      >
        {(rows) => (
          <AdminTable
            labelledBy={headingId}
            rows={rows}
            rowKey={(g) => g.id}
            rowHeader={{
              name: 'Customer',
              cell: (g) => (
                <Link className="link" to={`/admin/customers/${g.customer.user_id}`}>
                  {g.customer.name}
                </Link>
              ),
            }}
            columns={[
              { name: 'Amount', numeric: true, cell: (g) => rs(g.amount) },
              { name: 'Reason', wrap: true, cell: (g) => g.reason },
              { name: 'Asked by', cell: (g) => g.requested_by.name },
              { name: 'Asked', wrap: true, cell: (g) => formatDateTime(g.requested_at) },
              ...(isAdmin
                ? [
                    {
                      name: 'Actions',
                      actions: true,
                      cell: (g: GoodwillCreditJson) => (
                        <span className={css.rowActions}>
                          <Button
                            size="small"
                            busy={approve.isPending && approve.variables?.creditId === g.id}
                            onClick={() => doApprove(g)}
                          >
                            Approve
                            <span className="visually-hidden">
                              {' '}
                              {rs(g.amount)} for {g.customer.name}
                            </span>
                          </Button>
                          <Button
                            variant="ghost"
                            size="small"
                            busy={decline.isPending && decline.variables?.creditId === g.id}
                            onClick={() => setDeclining(g)}
                          >
                            Decline
                            <span className="visually-hidden">
                              {' '}
                              {rs(g.amount)} for {g.customer.name}
                            </span>
                          </Button>
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </AdminList>
      <ReasonDialog
        open={declining !== null}
        title={`Decline ${declining ? rs(declining.amount) : ''} for ${declining?.customer.name ?? ''}?`}
        label="Why (the agent sees this)"
        confirmLabel="Decline"
        cancelLabel="Keep waiting"
        check={(text) => {
          const reason = readReason(text);
          return reason ? { ok: true, reason } : { ok: false, message: 'Write why in 3 to 200 characters.' };
        }}
        onConfirm={confirmDecline}
        onCancel={() => setDeclining(null)}
      >
        Nothing is added to the wallet.
      </ReasonDialog>
    </>
  );
}
