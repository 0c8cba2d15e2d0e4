import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs.tsx';
import { helpChatUrl } from '../../lib/help-chat.ts';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';
import { FaqList } from './faq-list.tsx';
import css from './help.module.css';
import { LegalLinks } from './legal-links.tsx';
import { StaticPage } from './static-page.tsx';
import { SupportLinks } from './use-support-contacts.tsx';

const TABS = [
  { id: 'faq', label: 'FAQ' },
  { id: 'legal', label: 'Legal' },
] as const;

/** `/help`: Help and Support, with the FAQ and the legal pages as tabs. */
export function HelpPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('faq');
  const brand = useBrandName();
  const chat = helpChatUrl(
    useAppConfig({ fresh: true }).data?.supportChatUrl,
    `Hi, I need help with ${brand}.`,
  );
  return (
    <StaticPage title="Help and Support" backTo="/restaurants">
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Help topics">
        {tab === 'faq' ? <FaqList /> : <LegalLinks />}
      </Tabs>
      <section className={`card ${css.contact}`}>
        <h2>Still need help?</h2>
        <p>
          Write to or call us, 07:00 to 23:59 every day: <SupportLinks />.
        </p>
        {chat && (
          <p>
            <a href={chat} target="_blank" rel="noreferrer">
              Chat with us
            </a>
          </p>
        )}
      </section>
    </StaticPage>
  );
}
