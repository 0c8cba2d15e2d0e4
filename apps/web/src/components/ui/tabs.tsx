import { type ReactNode, useId, useRef } from 'react';

/**
 * The ARIA tabs pattern: a tablist whose arrow, Home and End keys move between tabs, and one panel for
 * the active tab.
 */
export function Tabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
  vertical = false,
}: {
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onChange: (id: Id) => void;
  label: string;
  children: ReactNode;
  vertical?: boolean;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  const onKey = (e: React.KeyboardEvent) => {
    const [next, back] = vertical ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
    const to = { [next]: index + 1, [back]: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <div className={`tabs${vertical ? ' tabs--vertical' : ''}`}>
      <div
        className="tabs__list"
        role="tablist"
        aria-label={label}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(t.id)}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${active}`}
      >
        {children}
      </div>
    </div>
  );
}
