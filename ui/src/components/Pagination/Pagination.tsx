import { Button } from '../Button/Button';
import * as styles from './Pagination.css';

export interface PaginationTexts {
  label: string;
  previous: string;
  next: string;
  /** 'Página X de Y'. */
  page: (page: number, pages: number) => string;
}

export const defaultPaginationTexts: PaginationTexts = {
  label: 'Paginação',
  previous: 'Anterior',
  next: 'Próxima',
  page: (page, pages) => `Página ${page} de ${pages}`,
};

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1 is shown). */
  pages: number;
  onPageChange: (page: number) => void;
  /** While the next page loads both buttons are disabled. */
  loading?: boolean;
  texts?: Partial<PaginationTexts>;
  className?: string;
}

/** Previous/next pagination: 'Página X de Y', ends disabled, everything disabled while loading. */
export function Pagination({
  page,
  pages,
  onPageChange,
  loading = false,
  texts,
  className,
}: PaginationProps) {
  const t = { ...defaultPaginationTexts, ...texts };
  const total = Math.max(1, pages);
  return (
    <nav className={[styles.root, className].filter(Boolean).join(' ')} aria-label={t.label}>
      <Button
        tone="secondary"
        className={styles.control}
        disabled={page <= 1 || loading}
        onClick={() => onPageChange(page - 1)}
      >
        {t.previous}
      </Button>
      <span className={styles.label} aria-current="page" aria-live="polite">
        {t.page(page, total)}
      </span>
      <Button
        tone="secondary"
        className={styles.control}
        disabled={page >= total || loading}
        onClick={() => onPageChange(page + 1)}
      >
        {t.next}
      </Button>
    </nav>
  );
}
