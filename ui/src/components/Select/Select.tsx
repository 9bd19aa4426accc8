import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { type ReactNode, useId, useMemo } from 'react';
import * as styles from './Select.css';

/** The option value that means "no filter" (catalogue filters). */
export const SELECT_ALL_VALUE = '_all';

export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export const selectAppearances = ['outline', 'inset'] as const;
export type SelectAppearance = (typeof selectAppearances)[number];

export interface SelectOption {
  value: string;
  /** The option's name: shown in the list, read by screen readers, matched by typeahead. */
  label: string;
  /** What the closed select shows for it (its label if not given), e.g. '+55' for 'Brasil +55'. */
  valueText?: string;
  /** Drawn before the text in the list and the closed select, hidden from screen readers (a flag). */
  icon?: ReactNode;
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
  /**
   * 'inset': drawn inside another field's box, beside its input (a phone field's country
   * chooser): no border of its own but a divider at its end, as tall as the box, and a list
   * as wide as its options need.
   */
  appearance?: SelectAppearance;
  /** The label names the select for screen readers but is not shown (the field around it says what it is). */
  hideLabel?: boolean;
  name?: string;
  className?: string;
}

function OptionIcon({ icon }: { icon: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  );
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
  appearance = 'outline',
  hideLabel = false,
  name,
  className,
}: SelectProps) {
  const id = useId().replace(/:/g, '');
  const errorId = `select-error-${id}`;
  const selected = options.find((option) => option.value === value);
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
      className={[
        styles.root,
        styles.rootSize[size],
        appearance === 'inset' && styles.insetRoot,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      // Its own label and form control even inside a field (Ark would otherwise take the
      // field's: a phone field's label would name its country chooser).
      ids={{ label: `select-label-${id}`, hiddenSelect: `select-native-${id}` }}
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) =>
        onValueChange(details.value[0] ?? (allLabel ? SELECT_ALL_VALUE : ''))
      }
      disabled={disabled}
      invalid={Boolean(error)}
      name={name}
      positioning={{ sameWidth: appearance !== 'inset' }}
      // The list is mounted only while open: a dialog hides what lies outside it from
      // assistive tech when it opens, and a list already in the page then stayed hidden.
      lazyMount
      unmountOnExit
    >
      <ArkSelect.Label className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </ArkSelect.Label>
      <ArkSelect.Control className={appearance === 'inset' ? styles.insetControl : undefined}>
        <ArkSelect.Trigger
          className={[
            styles.trigger,
            styles.triggerSize[size],
            appearance === 'inset' && styles.insetTrigger,
          ]
            .filter(Boolean)
            .join(' ')}
          aria-describedby={error ? errorId : undefined}
        >
          {selected?.icon ? <OptionIcon icon={selected.icon} /> : null}
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder}>
            {selected?.valueText}
          </ArkSelect.ValueText>
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
                <ArkSelect.ItemText className={styles.itemText}>
                  {'icon' in item && item.icon ? <OptionIcon icon={item.icon} /> : null}
                  {item.label}
                </ArkSelect.ItemText>
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
