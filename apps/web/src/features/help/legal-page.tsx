import { LegalLinks } from './legal-links.tsx';
import { StaticPage } from './static-page.tsx';

/** `/legal`: the index of the legal and help pages. */
export function LegalPage() {
  return (
    <StaticPage title="Legal" backTo="/help">
      <LegalLinks />
    </StaticPage>
  );
}
