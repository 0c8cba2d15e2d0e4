// Answers the server put into index.html for the page's first view (a menu: the restaurant and its
// dishes), so that view asks the API for nothing (issue 15: the menu's largest paint waited for them).
// Each is taken once: a later visit to the same page asks the API as usual.

interface FirstAnswers {
  slug?: string;
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
  const answer = answers[queryName] as T;
  delete answers[queryName];
  return answer;
}
