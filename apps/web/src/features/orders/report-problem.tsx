import type { ComplaintJson } from '@khabar/domain/contracts/complaints/complaint-fields';
import type { OrderComplaints } from '@khabar/domain/contracts/complaints/get-order-complaints';
import {
  COMPLAINT_TEXT_MAX,
  type ComplaintKind,
  kindNeedsLines,
  kindNeedsPhoto,
} from '@khabar/domain/support/complaint-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import { useOrderComplaints } from './api/get-order-complaints.ts';
import { useReportProblem } from './api/report-problem.ts';
import css from './report-problem.module.css';
import { complaintKindText, complaintOutcomeText } from './report-problem-words.ts';

/** The complaint's outcome in the customer's words; support's note on a refusal as support wrote it. */
function Outcome({ complaint: c }: { complaint: ComplaintJson }) {
  if (c.status !== 'rejected') return <>{complaintOutcomeText(c)}</>;
  if (!c.decision_note) return <Trans>Not refunded: no reason given</Trans>;
  return (
    <>
      {complaintOutcomeText(c)} <span translate="no">{c.decision_note}</span>
    </>
  );
}

/**
 * "Report a problem" on a delivered order's details: offered while the server says a report is taken
 * (within 4 hours of delivery, no report waiting), and the order's reports with where they stand.
 */
export function ReportProblem({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const query = useOrderComplaints(orderId, true);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const data = query.data;
  const reportUntil = data?.report_until ? formatTime(data.report_until) : '';
  if (!data || (!data.can_report && data.complaints.length === 0)) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <MessageSquareWarning aria-hidden size={18} /> <Trans>Problem with this order?</Trans>
      </h2>
      {data.complaints.length > 0 && (
        <ul className={css.reports} aria-label={t`Your reports`}>
          {data.complaints.map((c) => (
            <li key={c.id}>
              <strong>{complaintKindText(c.kind)}</strong>
              {c.lines.length > 0 && (
                <>
                  {' ('}
                  <span translate="no">{c.lines.map((l) => `${l.quantity} x ${l.name}`).join(', ')}</span>)
                </>
              )}
              :{' '}
              <span role="status">
                <Outcome complaint={c} />
              </span>
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
              <Trans>Report a problem</Trans>
            </Button>
            {reportUntil && (
              <p className="muted small">
                <Trans>You can report a problem until {reportUntil}.</Trans>
              </p>
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
  const { t } = useLingui();
  const brand = useBrandName();
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
  const photoUntil = form.photo_until ? formatTime(form.photo_until) : '';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!kind) return setProblem(t`Choose what went wrong.`);
    const lines = Object.entries(chosen).map(([itemId, quantity]) => ({
      order_item_id: Number(itemId),
      quantity,
    }));
    // The API refuses with the same words (the domain's COMPLAINT_REFUSAL_MESSAGES.lines_required).
    if (needsLines && lines.length === 0)
      return setProblem(t`Choose the items and how many of each the problem is about.`);
    if (needsPhoto && !photo)
      return setProblem(t`Add a photo of the food: it is needed for this kind of problem.`);
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
        <legend>
          <Trans>What went wrong?</Trans>
        </legend>
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
            {complaintKindText(k)}
          </label>
        ))}
      </fieldset>
      {!form.can_send_photo && (
        <p className="muted small">
          <Trans>
            Photos can be sent within 1 hour of delivery, so food quality and spillage (which need a photo)
            can no longer be reported here.
          </Trans>
        </p>
      )}
      {needsLines && (
        <fieldset className={css.group}>
          <legend>
            <Trans>Which items, and how many?</Trans>
          </legend>
          {form.lines.map((l) => {
            const on = chosen[l.order_item_id] !== undefined;
            const name = l.name;
            const total = l.quantity;
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
                  <span translate="no">{l.name}</span>
                </label>
                {on && (
                  <label className={css.quantity}>
                    <span className="visually-hidden">
                      <Trans>
                        How many <span translate="no">{name}</span>
                      </Trans>
                    </span>
                    <select
                      value={chosen[l.order_item_id]}
                      onChange={(e) =>
                        setChosen((c) => ({ ...c, [l.order_item_id]: Number(e.target.value) }))
                      }
                    >
                      {Array.from({ length: l.quantity }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {t`${n} of ${total}`}
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
            {photoUntil
              ? needsPhoto
                ? t`Photo (required), until ${photoUntil}`
                : t`Photo (optional), until ${photoUntil}`
              : needsPhoto
                ? t`Photo (required)`
                : t`Photo (optional)`}
          </span>
          <input
            id={`${id}-photo`}
            className={css.photo}
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
        <span>
          <Trans>Comment (optional)</Trans>
        </span>
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
          <legend>
            <Trans>If we refund it</Trans>
          </legend>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-to`}
              checked={refundTo === 'wallet'}
              onChange={() => setRefundTo('wallet')}
            />
            <Trans>
              To my <span translate="no">{brand}</span> wallet (at once, valid 30 days)
            </Trans>
          </label>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-to`}
              checked={refundTo === 'source'}
              onChange={() => setRefundTo('source')}
            />
            <Trans>To my original payment (3-4 business days)</Trans>
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
          <Trans>Send report</Trans>
        </Button>
        <Button type="button" variant="ghost" disabled={send.isPending} onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
