import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useId, useMemo } from 'react';
import * as styles from './Select.css';

/** The option value that means "no filter" (catalogue filters). */
export const SELECT_ALL_VALUE = '_all';

export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** The selected value; `SELECT_ALL_VALUE` ('_all') selects the "all" option. */
  value: string;
  onValueChange: (value: string) => void;
  /** When set, an '_all' option with this label comes first (e.g. 'Todas as categorias'). */
  allLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  /** An error under the select (e.g. the list failed to load, a form's rule); marks it invalid. */
  error?: string | null;
  /** 'sm' for filter bars: a lower trigger, small text, no least width. */
  size?: SelectSize;
  name?: string;
  className?: string;
}

/** A single-value select (Ark UI): keyboard, typeahead, ARIA listbox and a hidden native select for forms. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  allLabel,
  placeholder = 'Selecione',
  disabled,
  error,
  size = 'md',
  name,
  className,
}: SelectProps) {
  const errorId = `select-error-${useId().replace(/:/g, '')}`;
  const collection = useMemo(
    () =>
      createListCollection({
        items: allLabel ? [{ value: SELECT_ALL_VALUE, label: allLabel }, ...options] : [...options],
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options, allLabel],
  );
  return (
    <ArkSelect.Root
      className={[styles.root, styles.rootSize[size], className].filter(Boolean).join(' ')}
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) =>
        onValueChange(details.value[0] ?? (allLabel ? SELECT_ALL_VALUE : ''))
      }
      disabled={disabled}
      invalid={Boolean(error)}
      name={name}
      positioning={{ sameWidth: true }}
      // The list is mounted only while open: a dialog hides what lies outside it from
      // assistive tech when it opens, and a list already in the page then stayed hidden.
      lazyMount
      unmountOnExit
    >
      <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger
          className={`${styles.trigger} ${styles.triggerSize[size]}`}
          aria-describedby={error ? errorId : undefined}
        >
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={styles.indicator}>▾</ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error ? (
        <span id={errorId} className={styles.errorText} role="alert">
          {error}
        </span>
      ) : null}
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
