import type { CaptainCash, CashEntryJson } from '@khabar/domain/contracts/admin/captains/cash-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ArrowLeft, HandCoins } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminTable } from './admin-table.tsx';
import { useCaptainCash } from './api/get-captain-cash.ts';
import { useRecordCashHandin } from './api/record-cash-handin.ts';
import { useReverseCashHandin } from './api/reverse-cash-handin.ts';
import own from './captain-cash.module.css';
import { readReason } from './captain-values.ts';
import { entryState, type KeyedRequest, keyFor, readHandIn } from './cash-values.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));
const newKey = () => crypto.randomUUID();

type Field = 'amount' | 'note';

/**
 * The hand-in form: the amount (at most what the captain holds) and a note. One Idempotency-Key per
 * request: a double click or a retry of the same request is written once.
 */
function HandInForm({ cash, onDone }: { cash: CaptainCash; onDone: (message: string) => void }) {
  const record = useRecordCashHandin();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const last = useRef<KeyedRequest | null>(null);
  const held = rupeesToPaise(cash.held);
  const refuse = (field: Field | null, message: string) => {
    setProblem({ field, message });
    requestAnimationFrame(() => document.getElementById(field ? `${id}-${field}` : `${id}-problem`)?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (record.isPending) return;
    const read = readHandIn(amount, held);
    if (!read.ok) return refuse('amount', read.message);
    setProblem(null);
    const body = { captainId: cash.captain.id, amount: read.amount, note: note.trim() };
    last.current = keyFor(last.current, body, newKey);
    record.mutate(
      { ...body, key: last.current.key },
      {
        onSuccess: (r) => {
          last.current = null;
          setAmount('');
          setNote('');
          onDone(
            `${rs(r.entry.amount)} handed in by ${cash.captain.name}. They now hold ${rs(r.cash.held)}.`,
          );
        },
        onError: (err) =>
          refuse(
            hasErrorCode(err, 'UNPROCESSABLE') || hasErrorCode(err, 'BAD_REQUEST') ? 'amount' : null,
            err.message,
          ),
      },
    );
  };
  if (held <= 0) {
    return <p className="muted">{cash.captain.name} holds no cash: there is nothing to hand in.</p>;
  }
  const described = (field: Field) => (problem?.field === field ? `${id}-problem` : `${id}-hint`);
  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.subtitle}>
        Record a hand-in
      </h2>
      <p id={`${id}-hint`} className="muted small">
        Count the cash with the captain first. They hold {rs(cash.held)}; a hand-in cannot be more.
      </p>
      <div className={own.fields}>
        <label className="field" htmlFor={`${id}-amount`}>
          Amount in rupees
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem?.field === 'amount' || undefined}
            aria-describedby={described('amount')}
          />
        </label>
        <label className="field" htmlFor={`${id}-note`}>
          Note (optional)
          <input
            id={`${id}-note`}
            autoComplete="off"
            maxLength={200}
            placeholder="Counted at the Park Street office"
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (problem?.field === 'note') setProblem(null);
            }}
            aria-invalid={problem?.field === 'note' || undefined}
            aria-describedby={described('note')}
          />
        </label>
        <div className={own.submit}>
          <Button type="submit" busy={record.isPending}>
            <HandCoins aria-hidden size={18} /> Record hand-in
          </Button>
        </div>
      </div>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
          Not recorded: {problem.message}
        </p>
      )}
    </form>
  );
}

function Figures({ cash }: { cash: CaptainCash }) {
  return (
    <dl className={own.figures}>
      <div className={own.held}>
        <dt>Holds now</dt>
        <dd>{rs(cash.held)}</dd>
      </div>
      <div>
        <dt>Collected on cash orders</dt>
        <dd>{rs(cash.collected)}</dd>
      </div>
      <div>
        <dt>Handed in</dt>
        <dd>{rs(cash.handed_in)}</dd>
      </div>
    </dl>
  );
}

/**
 * `/admin/captains/:id` (admins): the cash a captain holds (what they collected on the cash orders
 * they delivered, less what they handed in), the form to record a hand-in, the hand-ins (a mistaken
 * one is reversed with a reason, never edited) and the cash orders they delivered lately.
 */
export function CaptainCashPage({ id }: { id: number }) {
  const query = useCaptainCash(id);
  const reverse = useReverseCashHandin();
  const [target, setTarget] = useState<CashEntryJson | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const lastReversal = useRef<KeyedRequest | null>(null);
  const ids = useId();
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const back = (
    <Link className={`link ${css.back}`} to="/admin/captains">
      <ArrowLeft aria-hidden size={16} /> Captains
    </Link>
  );
  if (query.isPending) {
    return (
      <>
        {back}
        <SkeletonCard label="Loading the captain's cash" />
      </>
    );
  }
  if (query.isError) {
    const gone = hasErrorCode(query.error, 'NOT_FOUND');
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">
            {gone ? 'Captain not found' : "We could not load the captain's cash"}
          </h1>
          <p>{gone ? 'There is no captain with this number.' : query.error.message}</p>
          {!gone && (
            <div>
              <Button onClick={() => void query.refetch()}>Try again</Button>
            </div>
          )}
        </div>
      </>
    );
  }
  const cash = query.data;
  const confirmReverse = (reason: string) => {
    const entry = target;
    setTarget(null);
    if (!entry) return;
    setResult(null);
    const body = { captainId: cash.captain.id, handinId: entry.id, reason };
    lastReversal.current = keyFor(lastReversal.current, body, newKey);
    reverse.mutate(
      { ...body, key: lastReversal.current.key },
      {
        onSuccess: (r) => {
          lastReversal.current = null;
          setResult(
            `Hand-in #${entry.id} of ${rs(entry.amount)} is reversed. They now hold ${rs(r.cash.held)}.`,
          );
        },
      },
    );
  };

  return (
    <>
      {back}
      <div className={css.pageHead}>
        <div className={css.pageTitle}>
          <h1 className={css.title}>{cash.captain.name}</h1>
          <span className="muted">
            {cash.captain.phone} · <span className={css.code}>{cash.captain.vehicle_number}</span>
          </span>
          {cash.captain.suspended_at && <span className="status status--bad">Suspended</span>}
        </div>
      </div>
      {reverse.isError && (
        <SaveProblem
          error={reverse.error}
          prefix="Not reversed"
          onReload={() => {
            reverse.reset();
            void query.refetch();
          }}
          focusOnShow
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      <section className="card" aria-labelledby={`${ids}-cash`}>
        <h2 id={`${ids}-cash`} className={css.subtitle}>
          Cash on delivery
        </h2>
        <Figures cash={cash} />
      </section>
      <section className="card">
        <HandInForm cash={cash} onDone={setResult} />
      </section>

      <section className="card" aria-labelledby={`${ids}-entries`}>
        <h2 id={`${ids}-entries`} className={css.subtitle}>
          Hand-ins
        </h2>
        {cash.entries.length === 0 ? (
          <p className="muted">No hand-ins recorded yet.</p>
        ) : (
          <AdminTable
            labelledBy={`${ids}-entries`}
            rows={cash.entries}
            rowKey={(e) => e.id}
            rowHeader={{ name: 'When', cell: (e) => formatDateTime(e.recorded_at) }}
            columns={[
              {
                name: 'Amount',
                numeric: true,
                cell: (e) => (
                  <span className={e.kind === 'reversal' ? own.putBack : undefined}>
                    {e.kind === 'reversal' ? '+' : '−'}
                    {rs(e.amount)}
                  </span>
                ),
              },
              {
                name: 'What',
                wrap: true,
                cell: (e) => (
                  <>
                    <span>
                      #{e.id} {e.kind === 'reversal' ? 'Reversal' : 'Hand-in'}
                      {e.note ? `: ${e.note}` : ''}
                    </span>
                    {entryState(e) && <span className="muted small"> ({entryState(e)})</span>}
                  </>
                ),
              },
              { name: 'By', wrap: true, cell: (e) => e.recorded_by.name },
              {
                name: 'Actions',
                actions: true,
                cell: (e) =>
                  e.kind === 'hand_in' && e.reversed_by_id === null ? (
                    <Button
                      variant="ghost"
                      size="small"
                      busy={reverse.isPending && reverse.variables?.handinId === e.id}
                      onClick={() => setTarget(e)}
                    >
                      Reverse<span className="visually-hidden"> hand-in #{e.id}</span>
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </section>

      <section className="card" aria-labelledby={`${ids}-orders`}>
        <h2 id={`${ids}-orders`} className={css.subtitle}>
          Cash orders delivered
        </h2>
        {cash.collections.length === 0 ? (
          <p className="muted">No cash order delivered yet.</p>
        ) : (
          <AdminTable
            labelledBy={`${ids}-orders`}
            rows={cash.collections}
            rowKey={(c) => c.order_id}
            rowHeader={{
              name: 'Order',
              cell: (c) => (
                <Link className="link" to={`/admin/orders/${c.order_id}`}>
                  <span className={css.code}>{c.unique_order_id}</span>
                </Link>
              ),
            }}
            columns={[
              { name: 'Delivered', wrap: true, cell: (c) => formatDateTime(c.delivered_at) },
              { name: 'Cash', numeric: true, cell: (c) => rs(c.amount) },
              {
                name: 'Handed over by',
                wrap: true,
                cell: (c) =>
                  c.marked_by_operator ? 'Marked delivered by an admin' : "Captain, with the customer's PIN",
              },
            ]}
          />
        )}
      </section>

      <ReasonDialog
        open={target !== null}
        title={`Reverse hand-in #${target?.id ?? ''}?`}
        label="Reason (kept with the reversal and in the audit log)"
        confirmLabel="Reverse"
        cancelLabel="Keep it"
        check={(text) => {
          const reason = readReason(text);
          return reason
            ? { ok: true, reason }
            : { ok: false, message: 'Write the reason in 3 to 200 characters.' };
        }}
        onConfirm={confirmReverse}
        onCancel={() => setTarget(null)}
      >
        {target
          ? `The hand-in of ${rs(target.amount)} stays in the record; a reversal of the same amount undoes it, and ${cash.captain.name} holds that much again.`
          : ''}
      </ReasonDialog>
    </>
  );
}
