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

/** A policy written as sections of paragraphs. */
export function PolicySections({ sections }: { sections: readonly (readonly [string, ...string[]])[] }) {
  return (
    <>
      {sections.map(([heading, ...paragraphs]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
