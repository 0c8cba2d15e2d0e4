import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { RoleGate } from '../../components/partner-shell/role-gate.tsx';
import { Link, Navigate, useLocation, useParams } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import css from './menu-editor.module.css';
import { MenuEditorView } from './menu-editor-view.tsx';

/** The route's restaurant id, or 0 (which no restaurant has: the server says not found). */
function useRestaurantId(): number {
  const raw = useParams().restaurantId ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

function Frame({
  title,
  back,
  tools,
}: {
  title: string;
  back: { to: string; label: string };
  tools?: ReactNode;
}) {
  const restaurantId = useRestaurantId();
  return (
    <>
      <PartnerTopBar title={title}>{tools}</PartnerTopBar>
      <main id="main" className={css.page}>
        <p>
          <Link className={`link ${css.back}`} to={back.to}>
            <ArrowLeft aria-hidden size={16} /> {back.label}
          </Link>
        </p>
        <MenuEditorView key={restaurantId} restaurantId={restaurantId} back={back} />
      </main>
    </>
  );
}

/** `/partner/menu/:restaurantId`: the menu editor for the restaurant's staff, from its console. */
export function MenuEditorForPartner() {
  const { t } = useLingui();
  const restaurantId = useRestaurantId();
  const brand = useBrandName();
  // The tab says what this page is, in the staff's language (index.html's title is the customer's).
  useEffect(() => {
    const before = document.title;
    document.title = t`Menu editor · ${brand}`;
    return () => {
      document.title = before;
    };
  }, [t, brand]);
  return (
    <RoleGate need="restaurant">
      {() => (
        <Frame
          title={t`Restaurant console`}
          back={{ to: `/partner/${restaurantId}`, label: t`Back to the console` }}
          tools={<LanguageSwitch />}
        />
      )}
    </RoleGate>
  );
}

/**
 * `/admin/restaurants/:restaurantId/menu`: the same editor in the back office. A guest logs in first
 * and comes back; the server lets admins in and tells anyone else the restaurant is not found.
 */
// The back office stays in English (issue 28 names the customer's screens and the two consoles).
export function MenuEditorForAdmin() {
  const user = useUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return <Frame title="Back office" back={{ to: '/admin/restaurants', label: 'Back to the restaurants' }} />;
}
