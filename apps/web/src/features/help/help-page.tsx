import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs.tsx';
import { helpChatUrl } from '../../lib/help-chat.ts';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';
import { FaqList } from './faq-list.tsx';
import css from './help.module.css';
import { LegalLinks } from './legal-links.tsx';
import { StaticPage } from './static-page.tsx';
import { SupportLinks } from './use-support-contacts.tsx';

type Tab = 'faq' | 'legal';

/** `/help`: Help and Support, with the FAQ and the legal pages as tabs. */
export function HelpPage() {
  const [tab, setTab] = useState<Tab>('faq');
  const brand = useBrandName();
  const { t } = useLingui();
  // The chat's first message is written in the customer's language: support reads it as they wrote it.
  const chat = helpChatUrl(
    useAppConfig({ fresh: true }).data?.supportChatUrl,
    t`Hi, I need help with ${brand}.`,
  );
  const tabs = [
    { id: 'faq', label: t`FAQ` },
    { id: 'legal', label: t`Legal` },
  ] as const;
  return (
    <StaticPage title={t`Help and Support`} backTo="/restaurants">
      <Tabs tabs={tabs} active={tab} onChange={setTab} label={t`Help topics`}>
        {tab === 'faq' ? <FaqList /> : <LegalLinks />}
      </Tabs>
      <section className={`card ${css.contact}`}>
        <h2>
          <Trans>Still need help?</Trans>
        </h2>
        <p>
          <Trans>
            Write to or call us, 07:00 to 23:59 every day: <SupportLinks />.
          </Trans>
        </p>
        {chat && (
          <p>
            <a href={chat} target="_blank" rel="noreferrer">
              <Trans>Chat with us</Trans>
            </a>
          </p>
        )}
      </section>
    </StaticPage>
  );
}
