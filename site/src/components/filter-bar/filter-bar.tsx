import { type Format, idFromSelectValue, toSelectValue } from '@arte-gospel/domain';
import { Select, type SelectOption } from '@arte-gospel/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from './filter-bar.css';

export interface Filter {
  label: string;
  /** The select's value; '_all' for no filter. */
  value: string;
  options: ReadonlyArray<SelectOption>;
  /** The '_all' option's label ('Todos os formatos'); none for a choice without "all" (the sort). */
  allLabel?: string;
  onValueChange: (value: string) => void;
  /** E.g. the list failed to load (catalogue §8). */
  error?: string | null;
  /** Shown on phones only. */
  mobileOnly?: boolean;
}

export interface FilterBarProps {
  filters: ReadonlyArray<Filter>;
  /** All selects wait (e.g. while the results load). */
  disabled?: boolean;
  /** Before the selects (a search form). */
  start?: ReactNode;
  /** After the selects (a 'Limpar' button). */
  end?: ReactNode;
  className?: string;
}

/** The catalogue's filter selects in one wrapping row: /artes and /categorias/{slug}. */
export function FilterBar({ filters, disabled, start, end, className }: FilterBarProps) {
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      {start}
      {filters.map(({ mobileOnly, ...filter }) => (
        <Select
          key={filter.label}
          {...filter}
          size="sm"
          disabled={disabled}
          className={mobileOnly ? `${styles.item} ${styles.mobileOnly}` : styles.item}
        />
      ))}
      {end}
    </div>
  );
}

/** The options of a reference list (categories, formats, file types), while it loads none. */
export function listOptions(list: ReadonlyArray<{ id: number; name: string }> | undefined) {
  return (list ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
}

/** A filter by a reference list's id, its failure told under it. */
export function idFilter(
  list: Pick<UseQueryResult<ReadonlyArray<Pick<Format, 'id' | 'name'>>>, 'data' | 'isError'>,
  texts: { label: string; allLabel: string; error?: string },
  id: number | undefined,
  onChange: (id: number | undefined) => void,
): Filter {
  return {
    label: texts.label,
    allLabel: texts.allLabel,
    value: toSelectValue(id),
    options: listOptions(list.data),
    error: list.isError ? texts.error : null,
    onValueChange: (value) => onChange(idFromSelectValue(value)),
  };
}
