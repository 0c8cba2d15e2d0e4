// What the server says to a person (alerts, SMS, push, error messages) in the three languages Khabar
// speaks (issue 28, decision 049). The web's words are Lingui catalogues; the server's are few, carry
// values worked out per language, and are written here three at a time so the type checker refuses a
// text that lacks one.

export const SERVER_LANGUAGES = ['en', 'hi', 'bn'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/** One text in every language. */
export type Said = Record<ServerLanguage, string>;

/** An English text's Hindi and Bengali (the English is the key it is found by). */
export type Translation = Omit<Said, 'en'>;

export const isServerLanguage = (value: unknown): value is ServerLanguage =>
  typeof value === 'string' && (SERVER_LANGUAGES as readonly string[]).includes(value);

/** An account's stored language, or English. */
export const languageOr = (value: unknown, fallback: ServerLanguage = 'en'): ServerLanguage =>
  isServerLanguage(value) ? value : fallback;

/**
 * The first language of an Accept-Language header that we speak, by its q-values ('bn-IN,bn;q=0.9,
 * en;q=0.8' is Bengali), or English. The web sends the language on the screen as the whole header.
 */
export function acceptedLanguage(header: string | undefined | null): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((x) => x.base).find(isServerLanguage) ?? 'en';
}
