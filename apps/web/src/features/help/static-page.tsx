import type { ReactNode } from 'react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import css from './help.module.css';

/** The frame of a help or legal page: a back button, the title, and readable prose. */
export function StaticPage({
  title,
  children,
  backTo = '/legal',
}: {
  title: string;
  children: ReactNode;
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={title} fallback={backTo} />
      <main id="main" className={`page ${css.prose}`}>
        {children}
      </main>
    </>
  );
}

/**
 * A policy written as sections of paragraphs. A paragraph may be markup, so that a name inside it (the
 * operator's) can be marked translate="no".
 */
export function PolicySections({ sections }: { sections: readonly (readonly [string, ...ReactNode[]])[] }) {
  return (
    <>
      {sections.map(([heading, ...paragraphs]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          {paragraphs.map((p, i) => (
            // The paragraphs never move: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
