import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { chooseLanguage, noteLanguageChosen } from '../../lib/i18n/i18n.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/languages.ts';
import { saveAccountLanguage } from '../../lib/i18n/save-account-language.ts';
import css from './language-switch.module.css';

/**
 * The language switch of the landing page, the account and both consoles: each language named in its
 * own script, changed at once and remembered on this device and, when logged in, on the account, so
 * alerts, SMS and push speak it too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const onChange = async (value: string) => {
    if (!isLanguage(value)) return;
    setBusy(true);
    noteLanguageChosen();
    try {
      await chooseLanguage(value);
      // The account's copy is a convenience for alerts; the screen has already changed.
      void saveAccountLanguage(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      className={[css.switch, className].filter(Boolean).join(' ')}
      aria-label={t`Language`}
      value={i18n.locale as Language}
      disabled={busy}
      onChange={(e) => void onChange(e.target.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language} translate="no">
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
