import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import {
  type FormEvent,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button/Button';
import * as styles from './SearchBox.css';

export interface SearchBoxTexts {
  label: string;
  placeholder: string;
  submit: string;
  loading: string;
  suggestions: string;
}

export const defaultSearchBoxTexts: SearchBoxTexts = {
  label: 'Buscar designs',
  placeholder: 'Buscar designs...',
  submit: 'Buscar',
  loading: 'Buscando sugestões...',
  suggestions: 'Sugestões de busca',
};

export interface SearchBoxProps {
  value: string;
  /** Sets `value` at once (a state setter): each keystroke's text is drawn before the next. */
  onValueChange: (text: string) => void;
  /** Suggestions for the current text (the caller fetches and debounces them). */
  suggestions: ReadonlyArray<string>;
  /** Shows 'Buscando sugestões...' while suggestions load. */
  loading?: boolean;
  /** Enter or the 'Buscar' button with no suggestion chosen. */
  onSubmit: (text: string) => void;
  /** A suggestion picked by click or keyboard. */
  onSelect: (suggestion: string) => void;
  disabled?: boolean;
  texts?: Partial<SearchBoxTexts>;
  className?: string;
  /** The text input, e.g. to read what was typed before the page's code ran. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A search form whose input suggests terms (Ark Combobox: ARIA combobox, arrows, Enter, Escape). */
export function SearchBox({
  value,
  onValueChange,
  suggestions,
  loading = false,
  onSubmit,
  onSelect,
  disabled,
  texts,
  className,
  inputRef,
}: SearchBoxProps) {
  const t = { ...defaultSearchBoxTexts, ...texts };
  const [wantsOpen, setWantsOpen] = useState(false);
  const suggestionsLabelId = useId();
  const collection = useMemo(
    () => createListCollection({ items: [...new Set(suggestions)] }),
    [suggestions],
  );
  const open = wantsOpen && (loading || suggestions.length > 0);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (input: HTMLInputElement | null) => {
      ownInput.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = input;
    },
    [inputRef],
  );
  // Text typed into a server-drawn box before this code ran (the visitor is still in it)
  // opens the suggestions as typing does.
  useLayoutEffect(() => {
    const input = ownInput.current;
    if (input && input === document.activeElement && input.value.trim() !== '') {
      setWantsOpen(true);
    }
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWantsOpen(false);
    onSubmit(value);
  };

  return (
    <form
      aria-label={t.label}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <Combobox.Root
        className={styles.root}
        collection={collection}
        inputValue={value}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') {
            // The typed text is drawn at once. Ark calls this in a microtask after the key's
            // event, so React would draw it in a later task, and Ark's effect that writes
            // `inputValue` into the input could then run after the next key had landed,
            // putting the older text back: 'culto' typed fast became 'clto'.
            flushSync(() => {
              onValueChange(details.inputValue);
              setWantsOpen(true);
            });
          } else {
            onValueChange(details.inputValue);
          }
        }}
        value={[]}
        onValueChange={(details) => {
          const chosen = details.value[0];
          setWantsOpen(false);
          if (chosen) onSelect(chosen);
        }}
        open={open}
        onOpenChange={(details) => setWantsOpen(details.open)}
        allowCustomValue
        selectionBehavior="preserve"
        disabled={disabled}
      >
        <Combobox.Label className={styles.label}>{t.label}</Combobox.Label>
        <Combobox.Control>
          {/* Enter with no suggestion highlighted submits the form as any input does (Ark
              holds it back only to pick a highlighted one): no second submit of our own. */}
          <Combobox.Input
            ref={setInput}
            className={styles.input}
            placeholder={t.placeholder}
            type="search"
          />
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            {/* The status sits outside the listbox: a listbox may only hold options. */}
            {loading && open ? (
              <p className={`${styles.content} ${styles.status}`} role="status">
                {t.loading}
              </p>
            ) : null}
            {/* The listbox is there from the moment the list opens, even while the status
                shows: Ark ties Escape and a click outside to it as it opens. */}
            <Combobox.Content
              className={loading ? undefined : styles.content}
              // Ark names the listbox by the input's label; it is named for what it holds.
              aria-labelledby={suggestionsLabelId}
              aria-busy={loading || undefined}
            >
              {loading
                ? null
                : collection.items.map((item) => (
                    <Combobox.Item key={item} item={item} className={styles.item}>
                      <Combobox.ItemText>{item}</Combobox.ItemText>
                    </Combobox.Item>
                  ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <span id={suggestionsLabelId} hidden>
        {t.suggestions}
      </span>
      <Button type="submit" tone="primary" disabled={disabled}>
        {t.submit}
      </Button>
    </form>
  );
}
