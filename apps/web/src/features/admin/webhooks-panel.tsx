// `/admin/webhooks` (admins, decision 054): the integrators' endpoints told of every order status change,
// each with its last deliveries (the receiver's answer, when, how many tries); a form to add one; the
// signing secret shown once, after adding or rotating, with a copy button.
import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { AdminWebhook, WebhookDelivery } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { Copy, Webhook } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { useCreateWebhook } from './api/create-webhook.ts';
import { useDeleteWebhook } from './api/delete-webhook.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import { useWebhooks } from './api/list-webhooks.ts';
import { useRotateWebhookSecret } from './api/rotate-webhook-secret.ts';
import { useSendTestWebhook } from './api/send-test-webhook.ts';
import { useUpdateWebhook } from './api/update-webhook.ts';
import { SaveProblem } from './save-problem.tsx';
import own from './webhooks.module.css';

const DELIVERY_STATUS = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const;

/** The secret, once: it cannot be read again, so it stays until the admin says it is stored. */
function SecretOnce({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <section className={`card ${own.secret}`} aria-labelledby={id} role="status">
      <h2 id={id}>Store this secret now</h2>
      <p>
        For <span className={own.url}>{url}</span>. It is shown this once: store it in the receiver now.
      </p>
      <label className="field">
        Signing secret
        <input className={own.secretValue} readOnly value={secret} onFocus={(e) => e.target.select()} />
      </label>
      <div className={own.actions}>
        <Button
          size="small"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden size={16} /> {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button size="small" variant="ghost" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (hook: { url: string; secret: string }) => void }) {
  const create = useCreateWebhook();
  const restaurants = useAdminRestaurants();
  const [url, setUrl] = useState('');
  const [scope, setScope] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { url: url.trim(), restaurant_id: scope === '' ? null : Number(scope) },
      {
        onSuccess: (made) => {
          setUrl('');
          onCreated({ url: made.url, secret: made.secret });
        },
      },
    );
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add an endpoint</h2>
      <form className={own.form} onSubmit={submit} noValidate>
        <label className="field" htmlFor={`${id}-url`}>
          Receiver URL
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://pos.example.com/khabar"
            maxLength={500}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            {...(create.isError ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})}
          />
        </label>
        <div className="field">
          <label htmlFor={`${id}-scope`}>Orders of</label>
          <select
            id={`${id}-scope`}
            className={css.select}
            value={scope}
            onChange={(e) => setScope(e.target.value)}
          >
            <option value="">Every restaurant</option>
            {restaurants.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className={own.submit}>
          <Button type="submit" busy={create.isPending}>
            Add endpoint
          </Button>
        </div>
      </form>
      {create.isError && (
        <p id={`${id}-problem`} className={own.problem} role="alert">
          {create.error.message}
        </p>
      )}
    </section>
  );
}

function DeliveriesTable({ deliveries, label }: { deliveries: WebhookDelivery[]; label: string }) {
  if (deliveries.length === 0) return <p className="muted small">Nothing sent yet.</p>;
  return (
    <div className={own.tableWrap}>
      <table className={own.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Result</th>
            <th scope="col">Code</th>
            <th scope="col">Tries</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <th scope="row">
                {d.order_id === null ? 'Test event' : `Order #${d.order_id}`}{' '}
                {d.status_name && (
                  <span className={`muted small ${css.block}`}>{d.status_name.replace(/_/g, ' ')}</span>
                )}
              </th>
              <td>
                <span className={d.status === 'failed' ? 'status status--bad' : 'status'}>
                  {DELIVERY_STATUS[d.status]}
                </span>
              </td>
              <td>{d.last_status_code ?? (d.attempts > 0 ? 'No answer' : '—')}</td>
              <td className={own.numeric}>{d.attempts}</td>
              <td>{formatDateTime(d.delivered_at ?? d.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EndpointCard({
  hook,
  onSecret,
  onDelete,
}: {
  hook: AdminWebhook;
  onSecret: (s: { url: string; secret: string }) => void;
  onDelete: (hook: AdminWebhook) => void;
}) {
  const test = useSendTestWebhook();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhook();
  const id = useId();
  const problem = rotate.error ?? update.error ?? test.error;
  return (
    <section className={`card ${own.endpoint}`} aria-labelledby={id}>
      <div className={own.head}>
        <h2 id={id} className={own.url}>
          {hook.url}
        </h2>
        <span className={hook.is_active ? 'tag' : 'tag status--bad'}>{hook.is_active ? 'On' : 'Off'}</span>
      </div>
      <p className="muted small">
        {hook.restaurant_name ?? 'Every restaurant'} · {hook.events.join(', ')}
      </p>
      <div className={own.actions}>
        <Button size="small" variant="ghost" busy={test.isPending} onClick={() => test.mutate(hook.id)}>
          Send test event
        </Button>
        <Button
          size="small"
          variant="ghost"
          busy={rotate.isPending}
          onClick={() =>
            rotate.mutate(
              { id: hook.id, version: hook.version },
              { onSuccess: (r) => onSecret({ url: r.url, secret: r.secret }) },
            )
          }
        >
          Rotate secret
        </Button>
        <Button
          size="small"
          variant="ghost"
          busy={update.isPending}
          onClick={() => update.mutate({ id: hook.id, version: hook.version, is_active: !hook.is_active })}
        >
          {hook.is_active ? 'Switch off' : 'Switch on'}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onDelete(hook)}>
          Delete
        </Button>
      </div>
      {problem && (
        <SaveProblem
          error={problem}
          onReload={() => {
            rotate.reset();
            update.reset();
            test.reset();
          }}
        />
      )}
      <h3 className={own.subhead}>Last deliveries</h3>
      <DeliveriesTable deliveries={hook.last_deliveries} label={`Last deliveries to ${hook.url}`} />
    </section>
  );
}

export function WebhooksPanel(_: { me: AdminMe }) {
  const list = useWebhooks();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [target, setTarget] = useState<AdminWebhook | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const showSecret = (s: { url: string; secret: string }) => {
    setSecret(s);
    // The secret shows above the form: bring it into view after a rotate far down the list.
    topRef.current?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <>
      <div className={css.pageHead} ref={topRef}>
        <h1 className={css.title}>Webhooks</h1>
      </div>
      <p className="muted">
        A POS or an aggregator is told of every status change of its restaurant's orders: a signed POST
        (Khabar-Signature), retried for about 7 hours while the receiver fails.
      </p>
      {secret && <SecretOnce url={secret.url} secret={secret.secret} onDone={() => setSecret(null)} />}
      <AddWebhookForm onCreated={showSecret} />
      {remove.isError && (
        <SaveProblem error={remove.error} prefix="Not deleted" onReload={() => remove.reset()} />
      )}
      <AdminList query={list} plural="webhook endpoints" empty={{ Icon: Webhook, title: 'No endpoints yet' }}>
        {(rows) => (
          <div className={own.list}>
            {rows.map((hook) => (
              <EndpointCard key={hook.id} hook={hook} onSecret={showSecret} onDelete={setTarget} />
            ))}
          </div>
        )}
      </AdminList>
      <ConfirmDialog
        open={target !== null}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        cancelLabel="Keep it"
        onConfirm={() => {
          const hook = target;
          setTarget(null);
          if (hook) remove.mutate({ id: hook.id, version: hook.version });
        }}
        onCancel={() => setTarget(null)}
      >
        {target?.url} will be sent nothing more, and its deliveries are forgotten.
      </ConfirmDialog>
    </>
  );
}
