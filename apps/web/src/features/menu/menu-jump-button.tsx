import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Sheet } from '../../components/ui/sheet.tsx';
import css from './menu.module.css';

/** The Menu button's id: the menu's "Skip to categories" link leads to it. */
export const MENU_BUTTON_ID = 'menu-categories';

export const sectionId = (name: string) => `cat-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The floating Menu button: lists the categories and jumps to the one chosen. */
export function MenuJumpButton({
  sections,
}: {
  sections: { name: string; label: string; own: boolean; count: number }[];
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (sections.length < 2) return null;
  return (
    <>
      <button
        id={MENU_BUTTON_ID}
        type="button"
        className={css.fab}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <BookOpen aria-hidden size={18} /> <Trans>Menu</Trans>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t`Menu`}>
        <ul className={css.jumpList}>
          {sections.map((s) => (
            <li key={s.name}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  const heading = document.getElementById(sectionId(s.name));
                  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  heading?.focus({ preventScroll: true });
                }}
              >
                <span translate={s.own ? undefined : 'no'}>{s.label}</span>
                <span className="muted">{s.count}</span>
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
