import type { ReactNode } from 'react';

/**
 * A link for the keyboard past what comes before it, shown when focused: it moves the focus to the
 * element `target` names (by id), so the next Tab goes on from there. The focus moves without a
 * `#fragment` entry in the history, which Back would then have to step through.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(e) => {
        const to = document.getElementById(target);
        if (!to) return;
        e.preventDefault();
        to.focus();
      }}
    >
      {children}
    </a>
  );
}
