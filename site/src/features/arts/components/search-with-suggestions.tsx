import { SUGGESTION_DEBOUNCE_MS, shouldFetchSuggestions } from '@arte-gospel/domain';
import { SearchBox } from '@arte-gospel/ui';
import { useEffect, useRef } from 'react';
import { useSuggestions } from '../../../lib/queries/suggestions';
import { listenForSearchFocus } from '../../../lib/search-focus';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { useDebouncedValue } from '../state/use-debounced-value';

export interface SearchWithSuggestionsProps {
  value: string;
  disabled?: boolean;
  onType: (text: string) => void;
  onSubmit: () => void;
  onChoose: (text: string) => void;
}

/**
 * The listing's search box (catalogue §2, §5): ui `SearchBox` fed with suggestions from 2
 * characters, 300 ms after the last key, 'Buscando sugestões...' while they load; a failure
 * just shows none.
 */
export function SearchWithSuggestions({
  value,
  disabled,
  onType,
  onSubmit,
  onChoose,
}: SearchWithSuggestionsProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onType);
  // The header's magnifier focuses this box (on /artes, or on arriving from elsewhere).
  useEffect(() => listenForSearchFocus(() => inputRef.current), []);
  const debounced = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const asking = shouldFetchSuggestions(value);
  const waiting = asking && (debounced !== value || suggestions.isFetching);
  return (
    <SearchBox
      inputRef={inputRef}
      value={value}
      onValueChange={onType}
      suggestions={asking && !waiting ? (suggestions.data ?? []) : []}
      loading={waiting}
      onSubmit={onSubmit}
      onSelect={onChoose}
      disabled={disabled}
    />
  );
}
