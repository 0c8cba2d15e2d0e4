import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { PlatformSettings } from '@khabar/domain/contracts/admin/settings/settings-fields';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import css from './admin.module.css';
import { usePlatformSettings } from './api/get-platform-settings.ts';
import { useUpdatePlatformSettings } from './api/update-platform-settings.ts';
import { SaveProblem } from './save-problem.tsx';
import { plainWords, problemFieldOf } from './server-problem.ts';
import {
  defaultFormValues,
  readSettingsForm,
  SETTING_OF,
  type SettingsField,
  type SettingsFormValues,
  settingsFormValues,
} from './settings-values.ts';

const API_FIELDS = Object.fromEntries(
  Object.entries(SETTING_OF).map(([field, api]) => [api, field as SettingsField]),
) as Record<string, SettingsField>;
const API_WORDS: Record<string, string> = {
  tax_percent: 'tax',
  cod_max: 'cash-on-delivery limit',
  min_order: 'minimum order',
  accept_window_seconds: 'acceptance window',
  support_phone: 'support phone',
  support_email: 'support e-mail',
  support_chat_url: 'chat link',
  goodwill_daily_cap: 'goodwill limit',
};

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** `/admin/settings`: the business settings in force, which admins read and change. */
export function SettingsPanel({ me }: { me: AdminMe }) {
  const settings = usePlatformSettings();
  // Said outside the form: a save remounts the form with the saved version's values.
  const [status, setStatus] = useState('');
  const heading = <h1 className={css.title}>Settings</h1>;
  if (settings.isPending) {
    return (
      <>
        {heading}
        <SkeletonCard label="Loading the settings" />
      </>
    );
  }
  if (settings.isError) {
    return (
      <>
        {heading}
        <div className="card" role="alert">
          <p>We could not load the settings. {settings.error.message}</p>
          <div>
            <Button onClick={() => void settings.refetch()}>Try again</Button>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      <p className="muted">
        In force on every order and screen within a second of saving, without a restart. Orders already placed
        keep the tax and acceptance window they were placed with.
      </p>
      {me.level !== 'admin' && (
        <p className="notice small">Support can see the settings; admins change them.</p>
      )}
      <SettingsForm
        key={settings.data.version}
        inForce={settings.data}
        canEdit={me.level === 'admin'}
        reload={() => settings.refetch()}
        onStatus={setStatus}
      />
      <p className="status" role="status">
        {status}
      </p>
    </>
  );
}

function SettingsForm({
  inForce,
  canEdit,
  reload,
  onStatus,
}: {
  inForce: PlatformSettings;
  canEdit: boolean;
  reload: () => Promise<unknown>;
  onStatus: (words: string) => void;
}) {
  const save = useUpdatePlatformSettings();
  const id = useId();
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(inForce));
  const [problem, setProblem] = useState<{ field: SettingsField | null; message: string } | null>(null);
  const defaults = defaultFormValues(inForce);
  const fieldId = (f: SettingsField) => `${id}-${f}`;
  const hintId = (f: SettingsField) => `${id}-${f}-hint`;
  const problemId = (f: SettingsField) => `${id}-${f}-problem`;

  const set = (f: SettingsField, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    onStatus('');
    if (problem?.field === f) setProblem(null);
  };
  const refuse = (field: SettingsField | null, message: string) => {
    setProblem({ field, message });
    focusSoon(field ? fieldId(field) : `${id}-problem`);
  };
  const send = (changes: Parameters<typeof save.mutate>[0]['changes'], what: string) => {
    onStatus('Saving…');
    // A promise, not the call's callbacks: the saved version remounts this form before they would run.
    save.mutateAsync({ version: inForce.version, changes }).then(
      () => onStatus(what),
      (err: Error) => {
        onStatus('');
        if (!hasErrorCode(err, 'BAD_REQUEST')) return;
        save.reset();
        refuse(problemFieldOf(err, API_FIELDS), plainWords(err.message, API_WORDS));
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !canEdit) return;
    setProblem(null);
    save.reset();
    const read = readSettingsForm(values, inForce);
    if (!read.ok) return refuse(read.field, read.message);
    if (Object.keys(read.changes).length === 0) return onStatus('Nothing changed.');
    send(read.changes, 'Saved. In force on every order and screen now.');
  };

  const field = (
    f: SettingsField,
    label: string,
    props: React.ComponentProps<'input'>,
    defaultText: ReactNode,
    suffix?: string,
  ) => {
    const bad = problem?.field === f;
    const chosen = inForce.chosen.includes(SETTING_OF[f]);
    return (
      <div className="field">
        <label htmlFor={fieldId(f)}>
          {label}
          {suffix && <span className="muted small"> ({suffix})</span>}
        </label>
        <input
          id={fieldId(f)}
          value={values[f]}
          onChange={(e) => set(f, e.target.value)}
          aria-invalid={bad || undefined}
          aria-describedby={[hintId(f), bad ? problemId(f) : ''].filter(Boolean).join(' ')}
          autoComplete="off"
          {...props}
        />
        <span className={css.hint} id={hintId(f)}>
          {chosen ? (
            <>Changed here; the default is {defaultText}.</>
          ) : (
            'The default, from the server’s set-up.'
          )}
        </span>
        {bad && (
          <span className={css.fieldProblem} id={problemId(f)}>
            {problem.message}
          </span>
        )}
        {chosen && canEdit && (
          <span>
            <Button
              variant="ghost"
              size="small"
              disabled={save.isPending}
              onClick={() => send({ [SETTING_OF[f]]: null }, `${label}: back to the default.`)}
            >
              Use the default<span className="visually-hidden"> {label.toLowerCase()}</span>
            </Button>
          </span>
        )}
      </div>
    );
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label="Settings">
      <fieldset className={css.plain} disabled={!canEdit}>
        <fieldset className={css.group}>
          <legend>Money</legend>
          <div className={css.fields}>
            {field(
              'tax',
              'Tax',
              { inputMode: 'decimal', maxLength: 6 },
              `${defaults.tax} %`,
              '% of the items',
            )}
            {field(
              'codMax',
              'Cash on delivery up to',
              { inputMode: 'numeric', maxLength: 9 },
              `₹${defaults.codMax}`,
              '₹',
            )}
            {field(
              'minOrder',
              'Minimum order',
              { inputMode: 'numeric', maxLength: 9 },
              `₹${defaults.minOrder}`,
              '₹',
            )}
          </div>
        </fieldset>
        <fieldset className={css.group}>
          <legend>Restaurants</legend>
          <div className={css.fields}>
            {field(
              'window',
              'Time to accept an order',
              { inputMode: 'numeric', maxLength: 5 },
              `${defaults.window} seconds`,
              'seconds',
            )}
          </div>
        </fieldset>
        <fieldset className={css.group}>
          <legend>Customer support</legend>
          <div className={css.fields}>
            {field(
              'goodwillCap',
              'Goodwill a support agent may credit a day',
              { inputMode: 'numeric', maxLength: 7 },
              `₹${defaults.goodwillCap}`,
              '₹, more needs an admin',
            )}
          </div>
        </fieldset>
        <fieldset className={css.group}>
          <legend>Help for customers</legend>
          <div className={css.fields}>
            {field('phone', 'Support phone', { type: 'tel', maxLength: 20 }, defaults.phone)}
            {field('email', 'Support e-mail', { type: 'email', maxLength: 254 }, defaults.email)}
            {field('chat', 'Chat link', { type: 'url', maxLength: 300 }, defaults.chat || 'none')}
          </div>
        </fieldset>
      </fieldset>
      <div className={css.saveBar}>
        {problem && problem.field === null && (
          <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
            Not saved: {problem.message}
          </p>
        )}
        <SaveProblem
          error={save.error}
          onReload={() => {
            save.reset();
            void reload();
          }}
          focusOnShow
        />
        {inForce.updated_at && (
          <p className="muted small">Last changed {formatDateTime(inForce.updated_at)}</p>
        )}
        {canEdit && (
          <div className={css.formActions}>
            <Button type="submit" busy={save.isPending}>
              Save settings
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
