import { SUGGESTION_DEBOUNCE_MS, shouldFetchSuggestions } from '@arte-gospel/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSuggestions } from '../../../lib/queries/suggestions';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { useDebouncedValue } from '../state/use-debounced-value';
import * as styles from './arts-page.css';

export interface SearchWithSuggestionsProps {
  value: string;
  open: boolean;
  disabled?: boolean;
  onType: (text: string) => void;
  onSubmit: () => void;
  onChoose: (text: string) => void;
  onClose: () => void;
}

/**
 * The listing's search box (catalogue §2, §5): suggestions from 2 characters, 300 ms after
 * the last key, 'Buscando sugestões...' while they load; a failure just shows none.
 */
export function SearchWithSuggestions({
  value,
  open,
  disabled,
  onType,
  onSubmit,
  onChoose,
  onClose,
}: SearchWithSuggestionsProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onType);
  const debounced = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const [active, setActive] = useState(-1);
  const waiting = shouldFetchSuggestions(value) && (debounced !== value || suggestions.isFetching);
  const items = shouldFetchSuggestions(value) && !waiting ? (suggestions.data ?? []) : [];
  const expanded = open && shouldFetchSuggestions(value) && (waiting || items.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0 && items[active]) onChoose(items[active]);
    else onSubmit();
    setActive(-1);
  };

  return (
    <form aria-label="Buscar designs" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={`${listId}-input`} className={styles.srOnly}>
        Buscar designs
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className={styles.searchInput}
        type="search"
        placeholder="Buscar designs..."
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-opt-${active}` : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          setActive(-1);
          onType(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            setActive((i) => (i + 1) % items.length);
          } else if (event.key === 'ArrowUp' && items.length > 0) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
          } else if (event.key === 'Escape') {
            onClose();
          }
        }}
        onBlur={() => setTimeout(onClose, 150)}
      />
      <button type="submit" className={styles.searchButton} disabled={disabled}>
        Buscar
      </button>
      {expanded ? (
        <div className={styles.suggestions}>
          {waiting ? (
            <p className={styles.suggestionsStatus} role="status">
              Buscando sugestões...
            </p>
          ) : null}
          <div id={`${listId}-list`} role="listbox" aria-label="Sugestões de busca">
            {items.map((item, index) => (
              <div
                key={item}
                tabIndex={-1}
                id={`${listId}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(item)}
                onKeyDown={() => {}}
              >
                {item}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </form>
  );
}
