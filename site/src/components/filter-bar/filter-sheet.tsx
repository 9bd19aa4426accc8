import { Button, Select, Sheet } from '@arte-gospel/ui';
import type { Filter } from './filter-bar';
import * as styles from './filter-bar.css';

export const FILTER_SHEET_TEXTS = {
  title: 'Filtros',
  clear: 'Limpar filtros',
  apply: 'Ver resultados',
} as const;

/** 'Filtros' or 'Filtros (2)': the trigger tells how many filters are on. */
export function filtersButtonLabel(active: number): string {
  return active > 0 ? `${FILTER_SHEET_TEXTS.title} (${active})` : FILTER_SHEET_TEXTS.title;
}

export interface FilterSheetProps {
  /** The filters as the sheet shows them (bound to what is being chosen, not yet applied). */
  filters: ReadonlyArray<Filter>;
  /** Filters on in the listing now (the trigger's count). */
  activeCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Limpar filtros' in the sheet. */
  onClear: () => void;
  /** 'Ver resultados': applies the choice and closes. */
  onApply: () => void;
  disabled?: boolean;
}

/**
 * A phone's filters (up to 768 px): a 'Filtros (n)' button opening a sheet from the bottom
 * with the same selects, 'Limpar filtros' and 'Ver resultados'. Wider screens show the
 * FilterBar instead (the stylesheet picks one, so a server render needs no screen size).
 */
export function FilterSheet({
  filters,
  activeCount,
  open,
  onOpenChange,
  onClear,
  onApply,
  disabled,
}: FilterSheetProps) {
  return (
    <div className={styles.sheetOnly}>
      <Sheet.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
        <Sheet.Trigger asChild>
          <Button tone="secondary" size="sm" disabled={disabled}>
            {filtersButtonLabel(activeCount)}
          </Button>
        </Sheet.Trigger>
        <Sheet.Popup>
          <Sheet.Header>
            <Sheet.Title>{FILTER_SHEET_TEXTS.title}</Sheet.Title>
            <Sheet.CloseTrigger />
          </Sheet.Header>
          <Sheet.Body>
            {filters.map(({ mobileOnly: _phoneAnyway, ...filter }) => (
              <Select key={filter.label} {...filter} />
            ))}
          </Sheet.Body>
          <Sheet.Footer>
            <Button tone="secondary" onClick={onClear}>
              {FILTER_SHEET_TEXTS.clear}
            </Button>
            <Button onClick={onApply}>{FILTER_SHEET_TEXTS.apply}</Button>
          </Sheet.Footer>
        </Sheet.Popup>
      </Sheet.Root>
    </div>
  );
}
