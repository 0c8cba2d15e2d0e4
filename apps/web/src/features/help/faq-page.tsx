import { useLingui } from '@lingui/react/macro';
import { FaqList } from './faq-list.tsx';
import { StaticPage } from './static-page.tsx';

/** `/faq`: the questions customers ask most, as an accordion. */
export function FaqPage() {
  const { t } = useLingui();
  return (
    <StaticPage title={t`FAQ`}>
      <FaqList />
    </StaticPage>
  );
}
