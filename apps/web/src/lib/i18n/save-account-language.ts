import type { setLanguageBody } from '@khabar/domain/contracts/account/set-language';
import { apiRequest, storedToken } from '../api-client.ts';
import type { Language } from './languages.ts';

/** Keeps a logged-in person's choice on the account, so alerts, SMS and push speak it too. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  if (!storedToken()) return;
  try {
    await apiRequest<unknown, typeof setLanguageBody>('set-language', { body: { language } });
  } catch {
    // The screen already speaks it; the account catches up at the next change.
  }
}
