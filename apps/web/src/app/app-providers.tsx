import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n.ts';
import { BrowserRouter } from '../lib/router/router.tsx';
import { AppRoutes } from './router.tsx';

export function AppProviders() {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  );
}
