import { isReportMonth } from '@khabar/domain/reports/report-dates';
import { Download, FileSpreadsheet } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { AdminTable } from './admin-table.tsx';
import { useDownloadStatement } from './api/download-statement.ts';
import { useStatements } from './api/list-statements.ts';
import d from './dashboard.module.css';
import { dayText, lastMonth, monthText, rupeeText } from './dashboard-values.ts';

/** `/admin/statements`: what the platform owes each restaurant for a month, and its CSV (admin only). */
export function StatementsPanel() {
  const [month, setMonth] = useState(() => lastMonth(new Date(serverNow())));
  const [draft, setDraft] = useState(month);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useStatements(month);
  const download = useDownloadStatement();
  const [saved, setSaved] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isReportMonth(draft)) {
      setProblem('Choose a month, like 2026-11.');
      return;
    }
    setProblem(null);
    setMonth(draft);
  };
  const rows = query.data?.restaurants;
  return (
    <>
      <h1 id={`${id}-title`} className={css.title}>
        Restaurant statements
      </h1>
      <form className={d.monthForm} onSubmit={submit} noValidate aria-label="Choose a month">
        <label className="field" htmlFor={`${id}-month`}>
          Month
          <input
            id={`${id}-month`}
            type="month"
            value={draft}
            placeholder="2026-11"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        <Button type="submit">Show</Button>
        {problem && (
          <p className="form-problem" role="alert" id={`${id}-problem`}>
            {problem}
          </p>
        )}
      </form>
      {query.data && (
        <p className={d.summary}>
          {monthText(query.data.month)}: each restaurant is paid its food, packaging and tax, less the
          commission and the refunds it caused. Statements are due by{' '}
          <strong>{dayText(query.data.due_date)}</strong> (7 business days after the month ends).
        </p>
      )}
      <p className="status" role="status">
        {saved}
      </p>
      {download.isError && (
        <p className="form-problem" role="alert">
          Not downloaded: {download.error.message}
        </p>
      )}
      <AdminList
        query={{ ...query, data: rows }}
        plural="statements"
        empty={{
          Icon: FileSpreadsheet,
          title: `Nothing to pay for ${monthText(month)}`,
          hint: 'No restaurant delivered an order or caused a refund in this month.',
        }}
        search={{
          label: 'Search statements by restaurant',
          placeholder: 'Search by restaurant',
          matches: (r, needle) => r.name.toLowerCase().includes(needle),
        }}
      >
        {(list) => (
          <AdminTable
            labelledBy={`${id}-title`}
            rows={list}
            rowKey={(r) => r.restaurant_id}
            rowHeader={{ name: 'Restaurant', cell: (r) => r.name }}
            columns={[
              { name: 'Orders', numeric: true, cell: (r) => r.orders },
              { name: 'Food', numeric: true, cell: (r) => rupeeText(r.food) },
              { name: 'Packaging', numeric: true, cell: (r) => rupeeText(r.packaging) },
              { name: 'Tax', numeric: true, cell: (r) => rupeeText(r.tax) },
              {
                name: 'Commission',
                numeric: true,
                cell: (r) => `${rupeeText(r.commission)} (${r.commission_percent} %)`,
              },
              { name: 'Refunds charged', numeric: true, cell: (r) => rupeeText(r.refunds_charged) },
              { name: 'Payable', numeric: true, cell: (r) => <strong>{rupeeText(r.payable)}</strong> },
              {
                name: 'File',
                actions: true,
                cell: (r) => (
                  <Button
                    variant="outline"
                    size="small"
                    busy={download.isPending && download.variables?.restaurantId === r.restaurant_id}
                    aria-label={`Download the CSV of ${r.name}, ${monthText(month)}`}
                    onClick={() => {
                      setSaved('');
                      download.mutate(
                        { restaurantId: r.restaurant_id, month },
                        { onSuccess: (name) => setSaved(`Downloaded ${name}.`) },
                      );
                    }}
                  >
                    <Download aria-hidden size={16} /> CSV
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AdminList>
    </>
  );
}
