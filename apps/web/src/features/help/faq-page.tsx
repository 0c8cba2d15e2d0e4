import { FaqList } from './faq-list.tsx';
import { StaticPage } from './static-page.tsx';

/** `/faq`: the questions customers ask most, as an accordion. */
export function FaqPage() {
  return (
    <StaticPage title="FAQ">
      <FaqList />
    </StaticPage>
  );
}
