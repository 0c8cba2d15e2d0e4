import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import { activateLanguage } from './lib/i18n/i18n.ts';
import { chosenLanguage } from './lib/i18n/languages.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
// English renders at once; Hindi or Bengali first fetch their catalogue (index.html's static shell
// is on the screen meanwhile), and a failed fetch still opens the app, in English.
const language = chosenLanguage();
if (language === 'en') {
  void activateLanguage('en');
  // The first render in a task of its own, after the one that evaluated the scripts: on a slow phone
  // the two together were the first screen's longest task (blocking time is each task's part past 50 ms).
  setTimeout(render);
} else {
  activateLanguage(language)
    .catch(() => activateLanguage('en'))
    .finally(render);
}
