import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type ComponentProps, type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import css from './place-search.module.css';
import type { PlaceSearch } from './place-search.tsx';

type Props = Omit<ComponentProps<typeof PlaceSearch>, 'initialText' | 'autoFocus'>;

let loading: Promise<ComponentType<ComponentProps<typeof PlaceSearch>>> | null = null;
const load = () => {
  loading ??= import('./place-search.tsx').then((m) => m.PlaceSearch);
  return loading;
};

/**
 * The place search of a first screen (issue 29): the box paints as plain HTML with the page, and the
 * combobox's code (suggestions, keys, the debounced search) comes once the page is idle or the box is
 * focused, whichever is first. What was typed meanwhile, and the focus, carry over to it.
 */
export function PlaceSearchLater({ label: givenLabel, className, ...props }: Props) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Enter your delivery location`;
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<ComponentProps<typeof PlaceSearch>> | null>(null);
  const [carried, setCarried] = useState({ text: '', focused: false });
  useEffect(() => {
    let gone = false;
    const start = () =>
      void load().then(
        (component) => {
          if (gone || !box.current) return;
          const focused = document.activeElement === box.current;
          // Read and swapped in one go: no key typed in between can fall between the two boxes.
          flushSync(() => {
            setCarried({ text: box.current?.value ?? '', focused });
            setLoaded(() => component);
          });
          const input = document.activeElement;
          if (focused && input instanceof HTMLInputElement) {
            input.setSelectionRange(input.value.length, input.value.length);
          }
        },
        // Offline: the box still takes text; the code comes on the next focus.
        () => {
          loading = null;
        },
      );
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1000);
    const input = box.current;
    input?.addEventListener('focus', start);
    return () => {
      gone = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      input?.removeEventListener('focus', start);
    };
  }, []);
  if (Loaded) {
    return (
      <Loaded
        {...props}
        label={label}
        className={className}
        initialText={carried.text}
        autoFocus={carried.focused}
      />
    );
  }
  return (
    <div className={className ? `${css.search} ${className}` : css.search}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <Search className={css.icon} aria-hidden size={18} />
      <input
        ref={box}
        id={`${id}-input`}
        className={css.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={label}
        aria-expanded={false}
        aria-autocomplete="list"
      />
    </div>
  );
}
