import { useLingui } from '@lingui/react/macro';
import { LegalLinks } from './legal-links.tsx';
import { StaticPage } from './static-page.tsx';

/** `/legal`: the index of the legal and help pages. */
export function LegalPage() {
  const { t } = useLingui();
  return (
    <StaticPage title={t`Legal`} backTo="/help">
      <LegalLinks />
    </StaticPage>
  );
}
