// Whether this browser was already asked about push for an audience (Allow or Not now): asked once.
const KEY = 'khabar.pushAsked';

function asked(): Record<string, string> {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>) ?? {};
  } catch {
    return {};
  }
}

export const pushAnswerFor = (audience: string): string | null => asked()[audience] ?? null;

export function rememberPushAnswer(audience: string, answer: 'allowed' | 'not-now' | 'denied'): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...asked(), [audience]: answer }));
  } catch {
    // Private mode without storage: the card may ask again next time, which is harmless.
  }
}
