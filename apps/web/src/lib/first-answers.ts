// Answers the server put into index.html for the page's first view (a menu: the restaurant and its
// dishes), so that view asks the API for nothing (issue 15: the menu's largest paint waited for them).
// Each is taken once: a later visit to the same page asks the API as usual. The server writes them in
// the browser's language (its Accept-Language); a page on another language asks the API for its own.

interface FirstAnswers {
  slug?: string;
  /** The language of the answers' words (the restaurant's hours). */
  language?: string;
  [queryName: string]: unknown;
}

let answers: FirstAnswers | null | undefined;

function readAnswers(): FirstAnswers | null {
  const script = document.getElementById('first-answers');
  script?.remove();
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as FirstAnswers) : null;
  } catch {
    return null; // a damaged page: the query asks the API instead
  }
}

/** The answer for `queryName` about restaurant `slug` that came with the page, once; else undefined. */
export function takeFirstAnswer<T>(queryName: string, slug: string): T | undefined {
  if (answers === undefined) answers = readAnswers();
  if (!answers || answers.slug !== slug || !(queryName in answers)) return undefined;
  const onScreen = document.documentElement.lang.split('-')[0] || 'en';
  if (answers.language !== undefined && answers.language !== onScreen) return undefined;
  const answer = answers[queryName] as T;
  delete answers[queryName];
  return answer;
}
