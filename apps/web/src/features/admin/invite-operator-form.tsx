import type { OperatorLevel } from '@khabar/domain/contracts/admin/operator-fields';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import css from './admin.module.css';
import { useInviteOperator } from './api/invite-operator.ts';
import { type InviteField, inviteProblemField, readInvite } from './invite-input.ts';

const LEVEL = { admin: 'Admin', support: 'Support' } as const;

/**
 * Makes a mobile number an operator. The person then logs in with that number and a one-time code, as
 * everyone does; a revoked operator invited again comes back at the level chosen here.
 */
export function InviteOperatorForm() {
  const invite = useInviteOperator();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [level, setLevel] = useState<OperatorLevel>('support');
  const [problem, setProblem] = useState<{ field: InviteField | null; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const fieldId = (f: InviteField) => `${id}-${f}`;
  const refuse = (field: InviteField | null, message: string) => {
    setProblem({ field, message });
    if (field) document.getElementById(fieldId(field))?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invite.isPending) return;
    setDone(null);
    const read = readInvite({ phone, name });
    if (!read.ok) return refuse(read.field, read.message);
    setProblem(null);
    invite.mutate(
      { phone: read.phone, name: read.name, level },
      {
        onSuccess: (op) => {
          setDone(
            `${op.name} (${op.phone}) is now an operator, level ${LEVEL[op.level]}. They log in with this number and a one-time code.`,
          );
          setPhone('');
          setName('');
        },
        onError: (err) =>
          refuse(hasErrorCode(err, 'BAD_REQUEST') ? inviteProblemField(err.message) : null, err.message),
      },
    );
  };
  const invalid = (f: InviteField) =>
    problem?.field === f ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite an operator</h2>
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
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (problem?.field === 'name') setProblem(null);
            }}
            {...invalid('name')}
          />
        </label>
        <div className="field">
          <label htmlFor={`${id}-level`}>Level</label>
          <select
            id={`${id}-level`}
            className={css.select}
            value={level}
            onChange={(e) => setLevel(e.target.value as OperatorLevel)}
          >
            <option value="support">Support: sees restaurants and the audit log</option>
            <option value="admin">Admin: also edits menus and manages operators</option>
          </select>
        </div>
        <div className={css.inviteActions}>
          <Button type="submit" busy={invite.isPending}>
            <UserPlus aria-hidden size={18} /> Invite
          </Button>
        </div>
      </form>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`}>
          Not invited: {problem.message}
        </p>
      )}
      <p className="status" role="status">
        {done}
      </p>
    </section>
  );
}
