import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

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
  const navigate = useNavigate();
  return (
    <>
      <header className="page-header">
        <button
          type="button"
          className="icon-btn"
          aria-label="Back"
          // Opened from a link in a new tab there is nothing to go back to: go to the index instead.
          onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate(backTo))}
        >
          <ArrowLeft aria-hidden size={18} />
        </button>
        <h1>{title}</h1>
      </header>
      <main id="main" className="page prose">
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
