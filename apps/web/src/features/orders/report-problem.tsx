import type { ComplaintJson } from '@khabar/domain/contracts/complaints/complaint-fields';
import type { OrderComplaints } from '@khabar/domain/contracts/complaints/get-order-complaints';
import { COMPLAINT_REFUSAL_MESSAGES } from '@khabar/domain/errors/complaint-refusals';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import {
  COMPLAINT_KIND_LABELS,
  COMPLAINT_TEXT_MAX,
  type ComplaintKind,
  kindNeedsLines,
  kindNeedsPhoto,
} from '@khabar/domain/support/complaint-rules';
import { MessageSquareWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { useOrderComplaints } from './api/get-order-complaints.ts';
import { useReportProblem } from './api/report-problem.ts';
import css from './report-problem.module.css';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));

/** The complaint's outcome in the customer's words. */
function outcome(c: ComplaintJson): string {
  if (c.status === 'open') return 'Support is looking into it (usually within 24-48 hours).';
  if (c.status === 'rejected') return `Not refunded: ${c.decision_note ?? 'no reason given'}`;
  const amount = rs(c.refund_amount ?? '0.00');
  return c.refunded_to === 'source'
    ? `${amount} refunded to your original payment method; banks take 3-4 business days to show it.`
    : `${amount} refunded to your wallet, valid for 30 days.`;
}

/**
 * "Report a problem" on a delivered order's details: offered while the server says a report is taken
 * (within 4 hours of delivery, no report waiting), and the order's reports with where they stand.
 */
export function ReportProblem({ orderId }: { orderId: number }) {
  const query = useOrderComplaints(orderId, true);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const data = query.data;
  if (!data || (!data.can_report && data.complaints.length === 0)) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <MessageSquareWarning aria-hidden size={18} /> Problem with this order?
      </h2>
      {data.complaints.length > 0 && (
        <ul className={css.reports} aria-label="Your reports">
          {data.complaints.map((c) => (
            <li key={c.id}>
              <strong>{COMPLAINT_KIND_LABELS[c.kind]}</strong>
              {c.lines.length > 0 && ` (${c.lines.map((l) => `${l.quantity} x ${l.name}`).join(', ')})`}:{' '}
              <span role="status">{outcome(c)}</span>
            </li>
          ))}
        </ul>
      )}
      {data.can_report &&
        (open ? (
          <ProblemForm orderId={orderId} form={data} onDone={() => setOpen(false)} />
        ) : (
          <div>
            <Button variant="outline" size="small" onClick={() => setOpen(true)}>
              Report a problem
            </Button>
            {data.report_until && (
              <p className="muted small">You can report a problem until {formatTime(data.report_until)}.</p>
            )}
          </div>
        ))}
    </section>
  );
}

function ProblemForm({
  orderId,
  form,
  onDone,
}: {
  orderId: number;
  form: OrderComplaints;
  onDone: () => void;
}) {
  const id = useId();
  const send = useReportProblem(orderId);
  const [kind, setKind] = useState<ComplaintKind | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [refundTo, setRefundTo] = useState<'wallet' | 'source'>('wallet');
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const needsLines = kind !== null && kindNeedsLines(kind);
  const needsPhoto = kind !== null && kindNeedsPhoto(kind);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!kind) return setProblem('Choose what went wrong.');
    const lines = Object.entries(chosen).map(([itemId, quantity]) => ({
      order_item_id: Number(itemId),
      quantity,
    }));
    if (needsLines && lines.length === 0) return setProblem(COMPLAINT_REFUSAL_MESSAGES.lines_required);
    if (needsPhoto && !photo)
      return setProblem('Add a photo of the food: it is needed for this kind of problem.');
    setProblem(null);
    send.mutate(
      {
        kind,
        lines: needsLines ? lines : [],
        comment: comment.trim(),
        refundTo,
        photo: form.can_send_photo ? photo : null,
      },
      { onSuccess: onDone },
    );
  };
  const shown = problem ?? (send.isError ? send.error.message : null);

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-busy={send.isPending}>
      <fieldset className={css.group}>
        <legend>What went wrong?</legend>
        {form.kinds.map((k) => (
          <label key={k} className={css.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setProblem(null);
              }}
            />
            {COMPLAINT_KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      {!form.can_send_photo && (
        <p className="muted small">
          Photos can be sent within 1 hour of delivery, so food quality and spillage (which need a photo) can
          no longer be reported here.
        </p>
      )}
      {needsLines && (
        <fieldset className={css.group}>
          <legend>Which items, and how many?</legend>
          {form.lines.map((l) => {
            const on = chosen[l.order_item_id] !== undefined;
            return (
              <div key={l.order_item_id} className={css.line}>
                <label className={css.choice}>
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) => {
                      setProblem(null);
                      setChosen(({ [l.order_item_id]: _, ...rest }) =>
                        e.target.checked ? { ...rest, [l.order_item_id]: l.quantity } : rest,
                      );
                    }}
                  />
                  {l.name}
                </label>
                {on && (
                  <label className={css.quantity}>
                    <span className="visually-hidden">How many {l.name}</span>
                    <select
                      value={chosen[l.order_item_id]}
                      onChange={(e) =>
                        setChosen((c) => ({ ...c, [l.order_item_id]: Number(e.target.value) }))
                      }
                    >
                      {Array.from({ length: l.quantity }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n} of {l.quantity}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {form.can_send_photo && (
        <label className="field" htmlFor={`${id}-photo`}>
          <span>
            Photo {needsPhoto ? '(required)' : '(optional)'}
            {form.photo_until ? `, until ${formatTime(form.photo_until)}` : ''}
          </span>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(e) => {
              setProblem(null);
              setPhoto(e.target.files?.[0] ?? null);
            }}
          />
        </label>
      )}
      <label className="field" htmlFor={`${id}-comment`}>
        <span>Comment (optional)</span>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={COMPLAINT_TEXT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className="muted small">
          {comment.length} / {COMPLAINT_TEXT_MAX}
        </span>
      </label>
      {form.can_refund_to_source && (
        <fieldset className={css.group}>
          <legend>If we refund it</legend>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-to`}
              checked={refundTo === 'wallet'}
              onChange={() => setRefundTo('wallet')}
            />
            To my Khabar wallet (at once, valid 30 days)
          </label>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-to`}
              checked={refundTo === 'source'}
              onChange={() => setRefundTo('source')}
            />
            To my original payment (3-4 business days)
          </label>
        </fieldset>
      )}
      {shown && (
        <p className="form-problem" role="alert" ref={problemRef} tabIndex={-1}>
          {shown}
        </p>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={send.isPending} disabled={send.isPending}>
          Send report
        </Button>
        <Button type="button" variant="ghost" disabled={send.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
