import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import type { SupportCustomer } from '@khabar/domain/contracts/support-customers/get-support-customer';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { orderStatusLabel } from '@khabar/domain/orders/order-status';
import { ArrowLeft, Ban, IndianRupee, UserCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminTable } from './admin-table.tsx';
import { useBlockCustomer } from './api/block-customer.ts';
import { useCreditCustomerWallet } from './api/credit-customer-wallet.ts';
import { useSupportCustomer } from './api/get-support-customer.ts';
import { useUnblockCustomer } from './api/unblock-customer.ts';
import { readReason } from './captain-values.ts';
import { CreditDialog } from './credit-dialog.tsx';
import own from './customers.module.css';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));

const CREDIT_STATUS: Record<GoodwillCreditJson['status'], string> = {
  credited: 'Credited',
  pending: 'Waiting for an admin',
  approved: 'Approved',
  declined: 'Declined',
};

/** A list's page turner: the page shown and the way to the next and previous. */
function Pager({
  page,
  next,
  onPage,
  what,
}: {
  page: number;
  next: number | null;
  onPage: (p: number) => void;
  what: string;
}) {
  if (page === 1 && next === null) return null;
  return (
    <nav className={own.pager} aria-label={`Pages of ${what}`}>
      <Button variant="outline" size="small" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <span className="muted small">Page {page}</span>
      <Button variant="outline" size="small" disabled={next === null} onClick={() => next && onPage(next)}>
        Older
      </Button>
    </nav>
  );
}

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className={css.subtitle}>
        {title}
      </h2>
      {children(id)}
    </section>
  );
}

function Profile({ c }: { c: SupportCustomer }) {
  return (
    <dl className={own.facts}>
      <div>
        <dt>Mobile</dt>
        <dd>{c.phone}</dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>{c.email || '—'}</dd>
      </div>
      <div>
        <dt>Customer since</dt>
        <dd>{formatDate(c.joined_at)}</dd>
      </div>
      <div>
        <dt>Wallet</dt>
        <dd className={own.amount}>{rs(c.wallet_balance)}</dd>
      </div>
      <div>
        <dt>Orders</dt>
        <dd>
          {c.orders_count}
          {c.open_orders_count > 0 ? ` (${c.open_orders_count} open)` : ''}
        </dd>
      </div>
      <div>
        <dt>Account</dt>
        <dd>
          {c.blocked_at ? (
            <span className="status status--bad">Blocked since {formatDateTime(c.blocked_at)}</span>
          ) : (
            <span className="status">Active</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * `/admin/customers/:id`: one customer on a support call. Their orders and wallet a page at a time,
 * saved addresses (masked for support: area and landmark), the alerts they got and their goodwill;
 * Block or Unblock with a reason, and Credit wallet within the agent's cap (above it: an admin's call).
 */
export function CustomerPage({ me, id }: { me: AdminMe; id: number }) {
  const [ordersPage, setOrdersPage] = useState(1);
  const [walletPage, setWalletPage] = useState(1);
  const customer = useSupportCustomer(id, ordersPage, walletPage);
  const block = useBlockCustomer();
  const unblock = useUnblockCustomer();
  const credit = useCreditCustomerWallet();
  const [asking, setAsking] = useState<'block' | 'unblock' | 'credit' | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const back = (
    <Link className={`link ${css.back}`} to="/admin/customers">
      <ArrowLeft aria-hidden size={16} /> Find a customer
    </Link>
  );
  if (customer.isPending) {
    return (
      <>
        {back}
        <SkeletonCard label="Loading the customer" />
      </>
    );
  }
  if (customer.isError) {
    const gone = hasErrorCode(customer.error, 'NOT_FOUND');
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">{gone ? 'Customer not found' : 'We could not load the customer'}</h1>
          <p>{gone ? 'No account has this number.' : customer.error.message}</p>
          {!gone && (
            <div>
              <Button onClick={() => void customer.refetch()}>Try again</Button>
            </div>
          )}
        </div>
      </>
    );
  }
  const c = customer.data;
  const reset = () => {
    setResult(null);
    block.reset();
    unblock.reset();
    credit.reset();
  };
  const failure = block.error ?? unblock.error ?? credit.error;
  const prefix = block.isError ? 'Not blocked' : unblock.isError ? 'Not unblocked' : 'Not credited';
  const allowance = c.my_goodwill
    ? `You can credit ${rs(c.my_goodwill.left_today)} more today (your daily limit is ${rs(c.my_goodwill.cap)}); more than that goes to an admin to approve.`
    : null;

  const confirmBlock = (reason: string) => {
    setAsking(null);
    reset();
    block.mutate(
      { userId: c.user_id, version: c.version, reason },
      {
        onSuccess: (s) =>
          setResult(
            `${s.name} is blocked: they are logged out and cannot log in or order.${
              s.open_orders_count > 0 ? ` Their ${s.open_orders_count} open order(s) go on.` : ''
            }`,
          ),
      },
    );
  };
  const confirmUnblock = (reason: string) => {
    setAsking(null);
    reset();
    unblock.mutate(
      { userId: c.user_id, version: c.version, reason },
      { onSuccess: (s) => setResult(`${s.name} is unblocked: they can log in and order again.`) },
    );
  };
  const confirmCredit = (amount: string, reason: string) => {
    setAsking(null);
    reset();
    credit.mutate(
      { userId: c.user_id, amount, reason },
      {
        onSuccess: (a) =>
          setResult(
            a.credit.status === 'pending'
              ? `${rs(a.credit.amount)} is more than you can credit today: it is waiting for an admin to approve. Nothing was added yet.`
              : `${rs(a.credit.amount)} is in ${c.name}'s wallet. Their balance is ${rs(a.wallet_balance)}.`,
          ),
      },
    );
  };

  return (
    <>
      {back}
      <div className={css.pageHead}>
        <div className={css.pageTitle}>
          <h1 className={css.title}>{c.name}</h1>
          {c.blocked_at && <span className="status status--bad">Blocked</span>}
        </div>
        <div className={own.actions}>
          <Button onClick={() => setAsking('credit')} busy={credit.isPending}>
            <IndianRupee aria-hidden size={18} /> Credit wallet
          </Button>
          {c.blocked_at ? (
            <Button variant="outline" onClick={() => setAsking('unblock')} busy={unblock.isPending}>
              <UserCheck aria-hidden size={18} /> Unblock
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setAsking('block')} busy={block.isPending}>
              <Ban aria-hidden size={18} /> Block
            </Button>
          )}
        </div>
      </div>
      {failure && (
        <SaveProblem
          error={failure}
          prefix={prefix}
          onReload={() => {
            reset();
            void customer.refetch();
          }}
          focusOnShow
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      <section className={`card ${c.blocked_at ? own.blocked : ''}`} aria-label="Profile">
        <Profile c={c} />
        {c.blocked_reason && <p className="small">Blocked because: {c.blocked_reason}</p>}
        {allowance && <p className="muted small">{allowance}</p>}
      </section>

      <div className={own.sections}>
        <Section title="Orders">
          {(headingId) =>
            c.orders.rows.length === 0 ? (
              <p className="muted">No orders yet.</p>
            ) : (
              <>
                <AdminTable
                  labelledBy={headingId}
                  rows={c.orders.rows}
                  rowKey={(o) => o.id}
                  rowHeader={{
                    name: 'Order',
                    cell: (o) => <span className={css.code}>{o.unique_order_id}</span>,
                  }}
                  columns={[
                    { name: 'Restaurant', wrap: true, cell: (o) => o.restaurant_name },
                    { name: 'Status', cell: (o) => orderStatusLabel(o.orderstatus_id) },
                    { name: 'Total', numeric: true, cell: (o) => rs(o.total) },
                    { name: 'Paid by', cell: (o) => o.payment_mode },
                    { name: 'Placed', wrap: true, cell: (o) => formatDateTime(o.created_at) },
                  ]}
                />
                <Pager page={ordersPage} next={c.orders.next_page} onPage={setOrdersPage} what="orders" />
              </>
            )
          }
        </Section>
        <Section title="Wallet">
          {(headingId) =>
            c.wallet.rows.length === 0 ? (
              <p className="muted">No wallet movements yet.</p>
            ) : (
              <>
                <AdminTable
                  labelledBy={headingId}
                  rows={c.wallet.rows}
                  rowKey={(w) => w.id}
                  rowHeader={{ name: 'When', cell: (w) => formatDateTime(w.created_at) }}
                  columns={[
                    {
                      name: 'What',
                      wrap: true,
                      cell: (w) => `${w.description}${w.unique_order_id ? ` (${w.unique_order_id})` : ''}`,
                    },
                    {
                      name: 'Amount',
                      numeric: true,
                      cell: (w) => (
                        <span className={w.type === 'deposit' ? own.credit : undefined}>
                          {w.type === 'deposit' ? '+' : ''}
                          {rs(w.amount)}
                        </span>
                      ),
                    },
                    { name: 'Balance', numeric: true, cell: (w) => rs(w.balance_after) },
                  ]}
                />
                <Pager
                  page={walletPage}
                  next={c.wallet.next_page}
                  onPage={setWalletPage}
                  what="wallet movements"
                />
              </>
            )
          }
        </Section>
        <Section title="Saved addresses">
          {() => (
            <>
              {c.addresses_masked && (
                <p className="muted small">Area and landmark only: the house line stays with the customer.</p>
              )}
              {c.addresses.length === 0 ? (
                <p className="muted">No saved addresses.</p>
              ) : (
                <ul className={own.list}>
                  {c.addresses.map((a) => (
                    <li key={a.id}>
                      <strong>{a.tag === 'HOME' ? 'Home' : a.tag === 'OFFICE' ? 'Office' : 'Other'}</strong>
                      {a.is_default && <span className="muted small"> (default)</span>}
                      <br />
                      {a.full ?? a.area}
                      {a.landmark && <span className="muted small"> · {a.landmark}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Section>
        <Section title="Alerts they received">
          {() =>
            c.alerts.length === 0 ? (
              <p className="muted">No alerts yet.</p>
            ) : (
              <ul className={own.list}>
                {c.alerts.map((a) => (
                  <li key={a.id}>
                    <strong>{a.title}</strong>{' '}
                    <time className="muted small" dateTime={a.created_at}>
                      {formatDateTime(a.created_at)}
                    </time>
                    <br />
                    {a.message}
                  </li>
                ))}
              </ul>
            )
          }
        </Section>
      </div>
      <Section title="Goodwill">
        {(headingId) =>
          c.credits.length === 0 ? (
            <p className="muted">No goodwill credits yet.</p>
          ) : (
            <AdminTable
              labelledBy={headingId}
              rows={c.credits}
              rowKey={(g) => g.id}
              rowHeader={{ name: 'When', cell: (g) => formatDateTime(g.requested_at) }}
              columns={[
                { name: 'Amount', numeric: true, cell: (g) => rs(g.amount) },
                { name: 'Reason', wrap: true, cell: (g) => g.reason },
                { name: 'By', cell: (g) => g.requested_by.name },
                {
                  name: 'Status',
                  wrap: true,
                  cell: (g) => (
                    <span
                      className={
                        g.status === 'declined'
                          ? 'status status--bad'
                          : g.status === 'pending'
                            ? own.pending
                            : 'status'
                      }
                    >
                      {CREDIT_STATUS[g.status]}
                      {g.decided_by ? ` by ${g.decided_by.name}` : ''}
                    </span>
                  ),
                },
              ]}
            />
          )
        }
      </Section>
      {me.level === 'admin' && (
        <p className="small">
          <Link className="link" to="/admin/credits">
            Goodwill requests waiting for approval
          </Link>
        </p>
      )}

      <CreditDialog
        open={asking === 'credit'}
        name={c.name}
        allowance={allowance}
        onConfirm={confirmCredit}
        onCancel={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'block'}
        title={`Block ${c.name}?`}
        label="Reason (kept in the audit log)"
        confirmLabel="Block"
        cancelLabel="Keep active"
        check={(text) => {
          const reason = readReason(text);
          return reason
            ? { ok: true, reason }
            : { ok: false, message: 'Write the reason in 3 to 200 characters.' };
        }}
        onConfirm={confirmBlock}
        onCancel={() => setAsking(null)}
      >
        They are logged out at once and cannot log in or place an order until unblocked. Orders they already
        placed go on.
      </ReasonDialog>
      <ReasonDialog
        open={asking === 'unblock'}
        title={`Unblock ${c.name}?`}
        label="Reason (kept in the audit log)"
        confirmLabel="Unblock"
        cancelLabel="Keep blocked"
        check={(text) => {
          const reason = readReason(text);
          return reason
            ? { ok: true, reason }
            : { ok: false, message: 'Write the reason in 3 to 200 characters.' };
        }}
        onConfirm={confirmUnblock}
        onCancel={() => setAsking(null)}
      >
        They can log in with a code and order again.
      </ReasonDialog>
    </>
  );
}
