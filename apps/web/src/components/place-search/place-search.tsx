/** biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern puts listbox and option roles on ul and li */
/** biome-ignore-all lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant from the input, not by tabbing */
/** biome-ignore-all lint/a11y/useKeyWithClickEvents: the input handles the keys for every option */

import type { PlaceSuggestion } from '@khabar/domain/contracts/places/autocomplete';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';
import css from './place-search.module.css';
import { usePlaceSuggestions } from './use-place-suggestions.ts';

/**
 * A place search box with suggestions, as an ARIA combobox: arrows move through the list, Enter
 * picks, Escape closes; a screen reader hears how many places matched.
 */
export function PlaceSearch({
  onPick,
  label: givenLabel,
  autoFocus = false,
  className,
  initialText = '',
}: {
  onPick: (place: PlaceSuggestion) => void;
  label?: string;
  autoFocus?: boolean;
  /** Where the page places the box (a grid cell): the box's own look stays here. */
  className?: string;
  /** Typed before this code arrived (place-search-later.tsx): the list opens for it. */
  initialText?: string;
}) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Enter your delivery location`;
  const id = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText !== '');
  const [active, setActive] = useState(-1);
  const { data = [], isFetching } = usePlaceSuggestions(text);
  const found = data.length;
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input, autoFocus);
  const showList = open && text.trim().length > 0;

  const pick = (p: PlaceSuggestion) => {
    setText(p.description);
    setOpen(false);
    setActive(-1);
    onPick(p);
  };

  return (
    <div className={className ? `${css.search} ${className}` : css.search}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <Search className={css.icon} aria-hidden size={18} />
      <input
        ref={input}
        id={`${id}-input`}
        className={css.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={label}
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && data.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % data.length);
          } else if (e.key === 'ArrowUp' && data.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? data.length - 1 : a - 1));
          } else if (e.key === 'Enter' && showList) {
            const choice = data[active >= 0 ? active : 0];
            if (choice) {
              e.preventDefault();
              pick(choice);
            }
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t`Places`} className={css.list} hidden={!showList}>
        {showList &&
          data.map((p, i) => (
            <li
              key={`${p.description}-${p.lat}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={css.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
            >
              <MapPin aria-hidden size={16} />
              <span translate="no">{p.description}</span>
            </li>
          ))}
        {showList && !isFetching && data.length === 0 && (
          <li className={css.empty} role="presentation">
            {/* The localities as they are typed here, in every language: names. */}
            <Trans>
              No place found. Try a locality such as <span translate="no">Park Street</span> or{' '}
              <span translate="no">Salt Lake</span>.
            </Trans>
          </li>
        )}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showList && !isFetching ? plural(found, { one: '# place found', other: '# places found' }) : ''}
      </p>
    </div>
  );
}
