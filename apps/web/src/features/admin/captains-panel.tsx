import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { Bike, Camera, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { captainPath } from './admin-paths.ts';
import { AdminTable } from './admin-table.tsx';
import { useAdminCaptains } from './api/list-admin-captains.ts';
import { useOnboardCaptain } from './api/onboard-captain.ts';
import { useReinstateCaptain } from './api/reinstate-captain.ts';
import { useSuspendCaptain } from './api/suspend-captain.ts';
import { CAPTAIN_PLACEHOLDER, CaptainPhotoDialog } from './captain-photo-dialog.tsx';
import {
  agoText,
  CAPTAIN_STATE_LABEL,
  captainState,
  type OnboardField,
  readOnboard,
  readReason,
} from './captain-values.ts';
import { rupeeText } from './dashboard-values.ts';
import { OnDutyMap } from './on-duty-map.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';
import { plainWords, problemFieldOf } from './server-problem.ts';

const ONBOARD_FIELDS: Record<string, OnboardField> = {
  phone: 'phone',
  name: 'name',
  vehicle_number: 'vehicle',
};

/** Makes a phone a captain, off duty; they log in with a code and go on duty in the captain app. */
function OnboardCaptainForm() {
  const onboard = useOnboardCaptain();
  const [values, setValues] = useState({ phone: '', name: '', vehicle: '' });
  const [problem, setProblem] = useState<{ field: OnboardField | null; message: string } | null>(null);
  const [done, setDone] = useState('');
  const id = useId();
  const fieldId = (f: OnboardField) => `${id}-${f}`;
  const refuse = (field: OnboardField | null, message: string) => {
    setProblem({ field, message });
    requestAnimationFrame(() => document.getElementById(field ? fieldId(field) : `${id}-problem`)?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (onboard.isPending) return;
    setDone('');
    const read = readOnboard(values);
    if (!read.ok) return refuse(read.field, read.message);
    setProblem(null);
    onboard.mutate(
      { phone: read.phone, name: read.name, vehicle_number: read.vehicle_number },
      {
        onSuccess: (c) => {
          setDone(
            `${c.name} (${c.phone}, ${c.vehicle_number}) is a captain, off duty. They log in with this number and a one-time code, then go on duty in the captain app.`,
          );
          setValues({ phone: '', name: '', vehicle: '' });
        },
        onError: (err) =>
          refuse(
            hasErrorCode(err, 'BAD_REQUEST')
              ? problemFieldOf(err, ONBOARD_FIELDS)
              : hasErrorCode(err, 'CONFLICT')
                ? 'phone'
                : null,
            plainWords(err.message, { vehicle_number: 'vehicle number' }),
          ),
      },
    );
  };
  const input = (f: OnboardField, label: string, props: React.ComponentProps<'input'>) => (
    <label className="field" htmlFor={fieldId(f)}>
      {label}
      <input
        id={fieldId(f)}
        autoComplete="off"
        value={values[f]}
        onChange={(e) => {
          const value = e.target.value;
          setValues((v) => ({ ...v, [f]: value }));
          if (problem?.field === f) setProblem(null);
        }}
        aria-invalid={problem?.field === f || undefined}
        aria-describedby={problem?.field === f ? `${id}-problem` : undefined}
        {...props}
      />
    </label>
  );
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Onboard a captain</h2>
      <form className={css.inviteForm} onSubmit={submit} noValidate>
        {input('phone', 'Mobile number', { type: 'tel', inputMode: 'numeric', placeholder: '98765 43210' })}
        {input('name', 'Name', { maxLength: 60 })}
        {input('vehicle', 'Vehicle number', {
          maxLength: 20,
          placeholder: 'WB 02 AN 1041',
          autoCapitalize: 'characters',
          spellCheck: false,
        })}
        <div className={css.inviteActions}>
          <Button type="submit" busy={onboard.isPending}>
            <UserPlus aria-hidden size={18} /> Onboard
          </Button>
        </div>
      </form>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
          Not onboarded: {problem.message}
        </p>
      )}
      <p className="status" role="status">
        {done}
      </p>
    </section>
  );
}

/**
 * `/admin/captains`: every captain, on or off duty or suspended; admins onboard, suspend, reinstate,
 * see the cash each holds and open a captain's page to record a hand-in.
 */
export function CaptainsPanel({ me }: { me: AdminMe }) {
  // Positions move by the second: the list (and its map) refresh every few seconds while open.
  const list = useAdminCaptains();
  const suspend = useSuspendCaptain();
  const reinstate = useReinstateCaptain();
  const [target, setTarget] = useState<AdminCaptain | null>(null);
  const [photoOf, setPhotoOf] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const canEdit = me.level === 'admin';
  const failed = suspend.isError || reinstate.isError;
  // The button went away with the change (Suspend becomes Reinstate): the focus goes to what happened.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const confirmSuspend = (reason: string) => {
    const c = target;
    setTarget(null);
    if (!c) return;
    setResult(null);
    reinstate.reset();
    suspend.mutate(
      { captainId: c.id, version: c.version, reason },
      {
        onSuccess: (s) =>
          setResult(
            `${s.name} is suspended: off duty and offered no orders until reinstated.${
              s.carrying_order ? ` Order ${s.carrying_order.unique_order_id} is still theirs to finish.` : ''
            }`,
          ),
      },
    );
  };
  const doReinstate = (c: AdminCaptain) => {
    setResult(null);
    suspend.reset();
    reinstate.mutate(
      { captainId: c.id, version: c.version },
      {
        onSuccess: (r) =>
          setResult(`${r.name} is reinstated. They go on duty themselves in the captain app.`),
      },
    );
  };
  const reload = () => {
    suspend.reset();
    reinstate.reset();
    void list.refetch();
  };

  const heading = (
    <h1 id={headingId} className={css.title}>
      Captains
    </h1>
  );
  const now = Date.now();
  const table = (
    <AdminList
      query={list}
      plural="captains"
      empty={{
        Icon: Bike,
        title: 'No captains yet',
        hint: canEdit ? 'Onboard the first with the form above.' : undefined,
      }}
      search={{
        label: 'Search captains by name, mobile or vehicle',
        placeholder: 'Search by name, mobile or vehicle',
        matches: (c, needle) =>
          c.name.toLowerCase().includes(needle) ||
          c.phone.includes(needle) ||
          c.vehicle_number.toLowerCase().includes(needle),
      }}
      counts={(all) => {
        const on = all.filter((c) => captainState(c) === 'on').length;
        const suspended = all.filter((c) => captainState(c) === 'suspended').length;
        return `${on} on duty${suspended > 0 ? `, ${suspended} suspended` : ''}`;
      }}
    >
      {(rows) => (
        <AdminTable
          labelledBy={headingId}
          rows={rows}
          rowKey={(c) => c.id}
          rowHeader={{
            name: 'Name',
            cell: (c) => (
              <span className={css.captainName}>
                <Photo
                  className={css.captainThumb}
                  path={c.photo ?? CAPTAIN_PLACEHOLDER}
                  sizes="36px"
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                />
                <span>
                  {canEdit ? (
                    // An admin's way to the captain's cash: what they hold, and the hand-in form.
                    <Link className="link" to={captainPath(c.id)}>
                      {c.name}
                    </Link>
                  ) : (
                    c.name
                  )}
                  {c.is_demo && (
                    <span className="muted small">{c.autopilot_rider ? ' (demo autopilot)' : ' (demo)'}</span>
                  )}
                </span>
              </span>
            ),
          }}
          columns={[
            { name: 'Mobile', cell: (c) => c.phone },
            { name: 'Vehicle', cell: (c) => <span className={css.code}>{c.vehicle_number}</span> },
            {
              name: 'Status',
              wrap: true,
              cell: (c) => {
                const st = captainState(c);
                return (
                  <>
                    <span
                      className={
                        st === 'on' ? 'status' : st === 'suspended' ? 'status status--bad' : css.offDuty
                      }
                    >
                      {CAPTAIN_STATE_LABEL[st]}
                    </span>
                    {c.suspended_at && (
                      <span className="muted small"> since {formatDateTime(c.suspended_at)}</span>
                    )}
                  </>
                );
              },
            },
            {
              name: 'Carrying',
              cell: (c) =>
                c.carrying_order ? (
                  <span className={css.code}>
                    <span className="visually-hidden">Order </span>
                    {c.carrying_order.unique_order_id}
                  </span>
                ) : (
                  <span className="muted">Nothing</span>
                ),
            },
            ...(canEdit
              ? [
                  {
                    name: 'Cash held',
                    numeric: true,
                    cell: (c: AdminCaptain) =>
                      c.cash_held === null ? (
                        <span className="muted">–</span>
                      ) : (
                        <span className={c.cash_held === '0.00' ? 'muted' : undefined}>
                          {rupeeText(c.cash_held)}
                        </span>
                      ),
                  },
                ]
              : []),
            {
              name: 'Last position',
              cell: (c) =>
                c.position_at ? (
                  <time dateTime={c.position_at} title={formatDateTime(c.position_at)}>
                    {agoText(c.position_at, now, formatDateTime)}
                  </time>
                ) : (
                  <span className="muted">Never</span>
                ),
            },
            ...(canEdit
              ? [
                  {
                    name: 'Actions',
                    actions: true,
                    cell: (c: AdminCaptain) => (
                      <span className={css.rowActions}>
                        <Button variant="ghost" size="small" onClick={() => setPhotoOf(c.id)}>
                          <Camera aria-hidden size={16} /> Photo
                          <span className="visually-hidden"> of {c.name}</span>
                        </Button>
                        {captainState(c) === 'suspended' ? (
                          <Button
                            variant="outline"
                            size="small"
                            busy={reinstate.isPending && reinstate.variables?.captainId === c.id}
                            onClick={() => doReinstate(c)}
                          >
                            Reinstate<span className="visually-hidden"> {c.name}</span>
                          </Button>
                        ) : (
                          <Button
                            variant="ghost"
                            size="small"
                            busy={suspend.isPending && suspend.variables?.captainId === c.id}
                            onClick={() => setTarget(c)}
                          >
                            Suspend<span className="visually-hidden"> {c.name}</span>
                          </Button>
                        )}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </AdminList>
  );

  return (
    <>
      {heading}
      {!canEdit && (
        <p className="notice small">
          Support can see the captains; admins onboard and suspend them and see the cash they hold.
        </p>
      )}
      {canEdit && <OnboardCaptainForm />}
      {failed && (
        <SaveProblem
          error={suspend.error ?? reinstate.error}
          prefix={suspend.isError ? 'Not suspended' : 'Not reinstated'}
          onReload={reload}
          focusOnShow
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      {list.data && <OnDutyMap captains={list.data} />}
      {table}
      <CaptainPhotoDialog
        captain={list.data?.find((c) => c.id === photoOf) ?? null}
        onClose={() => setPhotoOf(null)}
        onReload={() => list.refetch()}
      />
      <ReasonDialog
        open={target !== null}
        title={`Suspend ${target?.name ?? ''}?`}
        label="Reason (kept in the audit log)"
        confirmLabel="Suspend"
        cancelLabel="Keep on"
        check={(text) => {
          const reason = readReason(text);
          return reason
            ? { ok: true, reason }
            : { ok: false, message: 'Write the reason in 3 to 200 characters.' };
        }}
        onConfirm={confirmSuspend}
        onCancel={() => setTarget(null)}
      >
        They go off duty and are offered no orders, and cannot go on duty until reinstated.
        {target?.carrying_order
          ? ` Order ${target.carrying_order.unique_order_id}, which they carry now, stays theirs to finish.`
          : ''}
      </ReasonDialog>
    </>
  );
}
