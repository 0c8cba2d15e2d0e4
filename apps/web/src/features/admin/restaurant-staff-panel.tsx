import type { RestaurantStaffMember } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { UserPlus, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { AdminTable } from './admin-table.tsx';
import { useInviteRestaurantStaff } from './api/invite-restaurant-staff.ts';
import { useRestaurantStaff } from './api/list-restaurant-staff.ts';
import { useRemoveRestaurantStaff } from './api/remove-restaurant-staff.ts';
import { type InviteField, inviteProblemField, readInvite } from './invite-input.ts';
import { SaveProblem } from './save-problem.tsx';
import { plainWords } from './server-problem.ts';

type Role = RestaurantStaffMember['role'];
const ROLE: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

/** Gives a phone the restaurant's console (one is made if it has none); again, it changes the role. */
function InviteStaffForm({ restaurantId, name }: { restaurantId: number; name: string }) {
  const invite = useInviteRestaurantStaff(restaurantId);
  const [phone, setPhone] = useState('');
  const [person, setPerson] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [problem, setProblem] = useState<{ field: InviteField | null; message: string } | null>(null);
  const [done, setDone] = useState('');
  const id = useId();
  const fieldId = (f: InviteField) => `${id}-${f}`;
  const refuse = (field: InviteField | null, message: string) => {
    setProblem({ field, message });
    requestAnimationFrame(() => document.getElementById(field ? fieldId(field) : `${id}-problem`)?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invite.isPending) return;
    setDone('');
    const read = readInvite({ phone, name: person });
    if (!read.ok) return refuse(read.field, read.message);
    setProblem(null);
    invite.mutate(
      { phone: read.phone, name: read.name, role },
      {
        onSuccess: () => {
          setDone(
            `${read.name} (${read.phone}) can open ${name}'s console as ${ROLE[role].toLowerCase()}: they log in at /partner with this number and a one-time code.`,
          );
          setPhone('');
          setPerson('');
        },
        onError: (err) =>
          refuse(
            hasErrorCode(err, 'BAD_REQUEST') ? inviteProblemField(err.message) : null,
            plainWords(err.message),
          ),
      },
    );
  };
  const invalid = (f: InviteField) =>
    problem?.field === f ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite to the console</h2>
      <p className="muted small">
        Owners and staff both open {name}'s console: its orders, its menu, its open switch. Inviting a number
        again changes its role.
      </p>
      <form className={css.inviteForm} onSubmit={submit} noValidate>
        <label className="field" htmlFor={fieldId('phone')}>
          Mobile number
          <input
            id={fieldId('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="98765 43210"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              if (problem?.field === 'phone') setProblem(null);
            }}
            {...invalid('phone')}
          />
        </label>
        <label className="field" htmlFor={fieldId('name')}>
          Name
          <input
            id={fieldId('name')}
            autoComplete="off"
            maxLength={60}
            value={person}
            onChange={(e) => {
              setPerson(e.target.value);
              if (problem?.field === 'name') setProblem(null);
            }}
            {...invalid('name')}
          />
        </label>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            className={css.select}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        </div>
        <div className={css.inviteActions}>
          <Button type="submit" busy={invite.isPending}>
            <UserPlus aria-hidden size={18} /> Invite
          </Button>
        </div>
      </form>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
          Not invited: {problem.message}
        </p>
      )}
      <p className="status" role="status">
        {done}
      </p>
    </section>
  );
}

/** Who runs the restaurant's console; admins invite and remove them. */
export function RestaurantStaffPanel({
  restaurantId,
  name,
  canEdit,
}: {
  restaurantId: number;
  name: string;
  canEdit: boolean;
}) {
  const list = useRestaurantStaff(restaurantId);
  const remove = useRemoveRestaurantStaff(restaurantId);
  const [target, setTarget] = useState<RestaurantStaffMember | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  // The remove button is gone with the person: the focus goes to what happened.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const confirm = () => {
    const member = target;
    setTarget(null);
    if (!member) return;
    setResult(null);
    remove.mutate(member.user_id, {
      onSuccess: () => setResult(`${member.name} can no longer open ${name}'s console.`),
    });
  };
  const heading = (
    <h2 id={headingId} className={css.subtitle}>
      Staff
    </h2>
  );
  let body: React.ReactNode;
  if (list.isPending) body = <SkeletonCard label="Loading the staff" />;
  else if (list.isError) {
    body = (
      <div className="card" role="alert">
        <p>We could not load the staff. {list.error.message}</p>
        <div>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="empty">
        <Users aria-hidden size={44} className="empty__icon" />
        <p>
          Nobody runs {name}'s console yet.{canEdit ? ' Invite the owner with the form above.' : ''}
        </p>
      </div>
    );
  } else {
    body = (
      <AdminTable
        labelledBy={headingId}
        rows={list.data}
        rowKey={(m) => m.user_id}
        rowHeader={{ name: 'Name', cell: (m) => m.name }}
        columns={[
          { name: 'Mobile', cell: (m) => m.phone },
          { name: 'Role', cell: (m) => ROLE[m.role] },
          { name: 'Since', cell: (m) => formatDate(m.since) },
          ...(canEdit
            ? [
                {
                  name: 'Access',
                  actions: true,
                  cell: (m: RestaurantStaffMember) => (
                    <Button
                      variant="ghost"
                      size="small"
                      busy={remove.isPending && remove.variables === m.user_id}
                      onClick={() => setTarget(m)}
                    >
                      Remove<span className="visually-hidden"> {m.name}</span>
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    );
  }
  return (
    <>
      {canEdit && <InviteStaffForm restaurantId={restaurantId} name={name} />}
      {heading}
      {remove.isError && (
        <SaveProblem
          error={remove.error}
          prefix="Not removed"
          focusOnShow
          onReload={() => {
            remove.reset();
            void list.refetch();
          }}
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      {body}
      <ConfirmDialog
        open={target !== null}
        title={`Remove ${target?.name ?? ''} from ${name}?`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        They can no longer open this restaurant's console. Their account stays; you can invite the number
        again later.
      </ConfirmDialog>
    </>
  );
}
