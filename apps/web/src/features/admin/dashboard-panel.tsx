import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { Dashboard } from '@khabar/domain/contracts/admin/reports/get-dashboard';
import { reportRange } from '@khabar/domain/reports/report-dates';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { Link } from '../../lib/router/router.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import css from './admin.module.css';
import { captainPath } from './admin-paths.ts';
import { AdminTable } from './admin-table.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import d from './dashboard.module.css';
import {
  chartSummary,
  collectedIn,
  type DateRange,
  durationText,
  presetRange,
  rupeeText,
  shareText,
} from './dashboard-values.ts';

// uPlot comes with the chart, in a chunk only this screen asks for (never the customer's first one).
const OrdersChart = lazy(async () => ({ default: (await import('./orders-chart.tsx')).OrdersChart }));

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className={d.figure}>
      <dt>{label}</dt>
      <dd>
        <span className={d.value}>{value}</span>
        {hint && <span className={d.hint}>{hint}</span>}
      </dd>
    </div>
  );
}

function RangeForm({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = reportRange(draft, new Date(serverNow()));
    if (!('start' in checked)) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onChange({ from: checked.from, to: checked.to });
  };
  const preset = (p: 'today' | 'week' | 'month') => {
    const r = presetRange(p, new Date(serverNow()));
    setDraft(r);
    setProblem(null);
    onChange(r);
  };
  return (
    <form className={d.rangeForm} onSubmit={submit} noValidate aria-label="Choose dates">
      <label className="field" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <label className="field" htmlFor={`${id}-to`}>
        To
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <Button type="submit">Show</Button>
      <div className={d.presets}>
        <Button variant="outline" size="small" onClick={() => preset('today')}>
          Today
        </Button>
        <Button variant="outline" size="small" onClick={() => preset('week')}>
          Last 7 days
        </Button>
        <Button variant="outline" size="small" onClick={() => preset('month')}>
          Last 30 days
        </Button>
      </div>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}

/** "3 refunds, 1 pending" under the amount (admin); only what is pending or failed under the count (support). */
function refundHint(r: Dashboard['refunds'], withAmount: boolean): string | undefined {
  const parts = [
    ...(withAmount ? [`${r.count} ${r.count === 1 ? 'refund' : 'refunds'}`] : []),
    ...(r.pending ? [`${r.pending} pending`] : []),
    ...(r.failed ? [`${r.failed} failed`] : []),
  ];
  return parts.length ? parts.join(', ') : undefined;
}

function Numbers({ data }: { data: Dashboard }) {
  const ids = useId();
  const money = data.money;
  const on = data.delivery;
  return (
    <>
      <section className="card" aria-labelledby={`${ids}-orders`}>
        <h2 id={`${ids}-orders`}>Orders</h2>
        <dl className={d.figures}>
          <Figure label="Orders placed" value={data.orders.placed} />
          <Figure label="Delivered" value={data.orders.delivered} />
          <Figure label="Cancelled" value={data.orders.cancelled} />
          <Figure label="In progress" value={data.orders.in_progress} />
          {money && <Figure label="GMV" value={rupeeText(money.gmv)} hint="orders not cancelled" />}
          {money && <Figure label="Average basket" value={rupeeText(money.average_basket)} />}
          <Figure
            label="Delivered on time"
            value={shareText(on.on_time_share)}
            hint={on.delivered > 0 ? `${on.on_time} of ${on.delivered} deliveries` : 'no deliveries yet'}
          />
          <Figure
            label="Refunds"
            value={money ? rupeeText(money.refunded) : data.refunds.count}
            hint={refundHint(data.refunds, money !== null)}
          />
        </dl>
      </section>

      <section className="card" aria-labelledby={`${ids}-chart`}>
        <h2 id={`${ids}-chart`}>Orders by {data.bucket}</h2>
        <p className={d.summary}>{chartSummary(data.series, data.bucket)}</p>
        <div aria-hidden="true">
          <Suspense fallback={<div className={d.chart}>Drawing the chart…</div>}>
            <OrdersChart series={data.series} />
          </Suspense>
        </div>
      </section>

      <div className={d.columns}>
        <section className="card" aria-labelledby={`${ids}-time`}>
          <h2 id={`${ids}-time`}>Delivery time</h2>
          <dl className={d.figures}>
            <Figure
              label="Promised, on average"
              value={on.avg_promised_minutes === null ? '–' : `${Math.round(on.avg_promised_minutes)} min`}
            />
            <Figure
              label="Took, on average"
              value={on.avg_actual_minutes === null ? '–' : `${Math.round(on.avg_actual_minutes)} min`}
            />
          </dl>
        </section>
        <section className="card" aria-labelledby={`${ids}-cancel`}>
          <h2 id={`${ids}-cancel`}>Cancellations by cause</h2>
          {data.cancellations.length === 0 ? (
            <p>No cancellations.</p>
          ) : (
            <ul className={d.causes}>
              {data.cancellations.map((c) => (
                <li key={c.cause}>
                  <span>{c.label}</span> <strong>{c.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby={`${ids}-accept`}>
        <h2 id={`${ids}-accept`}>Acceptance time by restaurant</h2>
        {data.acceptance.length === 0 ? (
          <p>No order was accepted in these dates.</p>
        ) : (
          <AdminTable
            labelledBy={`${ids}-accept`}
            rows={data.acceptance}
            rowKey={(r) => r.restaurant_id}
            rowHeader={{ name: 'Restaurant', cell: (r) => r.name }}
            columns={[
              { name: 'Accepted', numeric: true, cell: (r) => r.accepted },
              { name: 'Median', numeric: true, cell: (r) => durationText(r.median_seconds) },
              { name: '9 in 10 within', numeric: true, cell: (r) => durationText(r.p90_seconds) },
            ]}
          />
        )}
      </section>

      {money && (
        <section className="card" aria-labelledby={`${ids}-cash`}>
          <h2 id={`${ids}-cash`}>Cash with captains</h2>
          <dl className={d.figures}>
            <Figure label="Held now" value={rupeeText(money.cash_held)} hint="not yet handed in, all dates" />
            <Figure
              label="Collected in these dates"
              value={rupeeText(collectedIn(money.cod_cash))}
              hint="cash on delivery taken at the door"
            />
          </dl>
          {money.cod_cash.length === 0 ? (
            <p>No captain collected cash in these dates or holds any now.</p>
          ) : (
            <AdminTable
              labelledBy={`${ids}-cash`}
              rows={money.cod_cash}
              rowKey={(r) => r.captain_id}
              rowHeader={{
                name: 'Captain',
                cell: (r) => (
                  <Link className="link" to={captainPath(r.captain_id)}>
                    {r.name}
                  </Link>
                ),
              }}
              columns={[
                { name: 'Cash orders', numeric: true, cell: (r) => r.orders },
                { name: 'Collected', numeric: true, cell: (r) => rupeeText(r.collected) },
                { name: 'Holds now', numeric: true, cell: (r) => rupeeText(r.held) },
              ]}
            />
          )}
        </section>
      )}
    </>
  );
}

/**
 * `/admin/dashboard`: the day's (or a range's) numbers; support sees them without the money. "Today"
 * is the server's (its clock, in Kolkata), not the device's.
 */
export function DashboardPanel({ me }: { me: AdminMe }) {
  const [range, setRange] = useState(() => presetRange('today', new Date(serverNow())));
  const query = useDashboard(range);
  const headingId = useId();
  const same = range.from === range.to;
  return (
    <>
      <h1 id={headingId} className={css.title}>
        Dashboard
      </h1>
      <p className={d.summary}>
        {same ? `For ${range.from}` : `From ${range.from} to ${range.to}`} (Kolkata dates), counted by when
        each order reached the restaurant.{me.level === 'support' ? ' Money figures are for admins.' : ''}
      </p>
      <RangeForm range={range} onChange={setRange} />
      {query.isPending ? (
        <SkeletonCard label="Loading the numbers" />
      ) : query.isError || !query.data ? (
        <div className="card" role="alert">
          <p>We could not load the numbers. {query.error?.message}</p>
          <div>
            <Button onClick={() => void query.refetch()}>Try again</Button>
          </div>
        </div>
      ) : (
        <div className={d.numbers} aria-busy={query.isPlaceholderData || undefined}>
          <Numbers data={query.data} />
        </div>
      )}
    </>
  );
}
