import type { SupportComplaint } from '@khabar/domain/contracts/complaints/list-complaints';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { COMPLAINT_KIND_LABELS } from '@khabar/domain/support/complaint-rules';
import { Flag, MessageSquareWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import admin from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { useApproveComplaintRefund } from './api/approve-complaint-refund.ts';
import { useComplaintPhoto } from './api/get-complaint-photo.ts';
import { useComplaints } from './api/list-complaints.ts';
import { useRejectComplaint } from './api/reject-complaint.ts';
import css from './complaints.module.css';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));
const STATUS = { open: 'Open', refunded: 'Refunded', rejected: 'Rejected' } as const;

/** What support would refund first: the lines' worth when there are lines, else what can still be refunded. */
const suggested = (c: SupportComplaint) =>
  rupeesToPaise(c.lines_amount) > 0 ? c.lines_amount : c.refund_cap;

/**
 * `/admin/complaints`: customers' problem reports, open first (the longest waiting at the top). Support
 * refunds one (the amount prefilled from its lines, editable up to the cap; to the wallet unless the
 * customer of a prepaid order asked for their payment back) or rejects it with a reason.
 */
export function ComplaintsPanel() {
  const list = useComplaints();
  const approve = useApproveComplaintRefund();
  const reject = useRejectComplaint();
  const [rejecting, setRejecting] = useState<SupportComplaint | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const reset = () => {
    setResult(null);
    approve.reset();
    reject.reset();
  };

  return (
    <>
      <h1 className={admin.title}>Complaints</h1>
      <p className="muted small">
        Problems customers reported within 4 hours of delivery. Refunds go to the wallet (valid 30 days)
        unless the customer of a prepaid order asked for their payment back.
      </p>
      {(approve.isError || reject.isError) && (
        <SaveProblem
          error={approve.error ?? reject.error}
          prefix={approve.isError ? 'Not refunded' : 'Not rejected'}
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
        plural="complaints"
        empty={{
          Icon: MessageSquareWarning,
          title: 'No complaints',
          hint: 'Problems customers report after delivery show here.',
        }}
      >
        {(rows) => (
          <ul className={css.list}>
            {rows.map((c) => (
              <li key={c.id}>
                <ComplaintCard
                  complaint={c}
                  busy={
                    (approve.isPending && approve.variables?.id === c.id) ||
                    (reject.isPending && reject.variables?.id === c.id)
                  }
                  onRefund={(amount, to) => {
                    reset();
                    approve.mutate({ id: c.id, amount, to }, { onSuccess: (r) => setResult(r.message) });
                  }}
                  onReject={() => setRejecting(c)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject the complaint"
        label="Reason (the customer is told)"
        confirmLabel="Reject"
        maxLength={500}
        busy={reject.isPending}
        check={(text) => {
          const reason = text.trim();
          return reason.length >= 3 && reason.length <= 500
            ? { ok: true, reason }
            : { ok: false, message: 'Write why in 3 to 500 characters.' };
        }}
        onConfirm={(reason) => {
          const c = rejecting;
          setRejecting(null);
          if (!c) return;
          reset();
          reject.mutate({ id: c.id, reason }, { onSuccess: (r) => setResult(r.message) });
        }}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && (
          <>
            Order {rejecting.order.unique_order_id} ({COMPLAINT_KIND_LABELS[rejecting.kind]}). Nothing is
            refunded.
          </>
        )}
      </ReasonDialog>
    </>
  );
}

function ComplaintCard({
  complaint: c,
  busy,
  onRefund,
  onReject,
}: {
  complaint: SupportComplaint;
  busy: boolean;
  onRefund: (amount: string, to: 'wallet' | 'source') => void;
  onReject: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(() => suggested(c));
  const [to, setTo] = useState<'wallet' | 'source'>(c.can_refund_to_source ? 'source' : 'wallet');
  const [problem, setProblem] = useState<string | null>(null);
  const [showPhoto, setShowPhoto] = useState(false);
  const photo = useComplaintPhoto(c.id, showPhoto);
  const cap = rupeesToPaise(c.refund_cap);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = amount.trim();
    const paise = /^\d{1,7}(\.\d{1,2})?$/.test(text) ? rupeesToPaise(text) : 0;
    if (paise <= 0) return setProblem('Enter an amount in rupees, like 150 or 99.50.');
    if (paise > cap) return setProblem(`At most ${formatInr(cap)} can be refunded for this order.`);
    setProblem(null);
    onRefund(text, to);
  };
  return (
    <article className={`card ${css.card}`} aria-labelledby={`${id}-title`}>
      <header className={css.head}>
        <h2 id={`${id}-title`} className="card__title">
          {COMPLAINT_KIND_LABELS[c.kind]} ·{' '}
          <Link className="link" to={`/admin/orders/${c.order.id}`}>
            #{c.order.unique_order_id}
          </Link>
        </h2>
        <span className={c.status === 'open' ? 'status' : 'tag'}>{STATUS[c.status]}</span>
      </header>
      <p className="small">
        <Link className="link" to={`/admin/customers/${c.customer.user_id}`}>
          {c.customer.name || c.customer.phone}
        </Link>{' '}
        · {c.order.restaurant_name} · {c.order.payment_mode} · {rs(c.order.total)}
      </p>
      <p className={`small ${c.customer.flagged ? css.flagged : 'muted'}`}>
        {c.customer.flagged && <Flag aria-hidden size={14} />} {c.customer.refunds_30_days}{' '}
        {c.customer.refunds_30_days === 1 ? 'refund' : 'refunds'} in 30 days
        {c.customer.flagged ? ': flagged to support' : ''}
      </p>
      <p className="muted small">
        Reported {formatDateTime(c.created_at)}
        {c.order.delivered_at ? ` · delivered ${formatDateTime(c.order.delivered_at)}` : ''}
      </p>
      {c.lines.length > 0 && (
        <ul className={css.lines} aria-label="Items">
          {c.lines.map((l) => (
            <li key={l.order_item_id}>
              {l.quantity} of {l.ordered} x {l.name} ({rs(l.price)} each)
            </li>
          ))}
        </ul>
      )}
      {c.comment && <blockquote className={css.comment}>{c.comment}</blockquote>}
      {c.has_photo &&
        (showPhoto ? (
          photo.isError ? (
            <p role="alert" className="small">
              {photo.error.message}
            </p>
          ) : photo.data ? (
            <img
              className={css.photo}
              src={photo.data}
              alt={`What the customer sent for order ${c.order.unique_order_id}`}
            />
          ) : (
            <p className="muted small" role="status">
              Loading the photo…
            </p>
          )
        ) : (
          <div>
            <Button variant="outline" size="small" onClick={() => setShowPhoto(true)}>
              Show photo
            </Button>
          </div>
        ))}
      {c.status === 'open' ? (
        <form className={css.decide} onSubmit={submit} noValidate>
          <label className="field" htmlFor={`${id}-amount`}>
            <span>Refund (₹, at most {formatInr(cap)})</span>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </label>
          {c.can_refund_to_source && (
            <fieldset className={css.to}>
              <legend className="small">Refund to</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-to`}
                  checked={to === 'source'}
                  onChange={() => setTo('source')}
                />{' '}
                Original payment (the customer asked)
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-to`}
                  checked={to === 'wallet'}
                  onChange={() => setTo('wallet')}
                />{' '}
                Wallet
              </label>
            </fieldset>
          )}
          {problem && (
            <p className="form-problem" id={`${id}-problem`} role="alert">
              {problem}
            </p>
          )}
          <div className={css.actions}>
            <Button type="submit" size="small" busy={busy} disabled={busy}>
              Approve refund
            </Button>
            <Button type="button" variant="ghost" size="small" disabled={busy} onClick={onReject}>
              Reject
            </Button>
          </div>
        </form>
      ) : (
        <p className="small">
          {c.status === 'refunded'
            ? `Refunded ${rs(c.refund_amount ?? '0.00')} to the ${c.refunded_to === 'source' ? 'original payment' : 'wallet'}.`
            : `Rejected: ${c.decision_note ?? ''}`}
        </p>
      )}
    </article>
  );
}
