import { Button } from '@arte-gospel/ui';
import type { ReactNode } from 'react';
import { MoveButtons, moved } from './reorder';
import * as styles from './staff-list.css';

// The pieces of the ordered staff lists (categories, designers, testimonials, a course's
// lessons): the count with the 'Novo' button, and each row's buttons.

/**
 * A list's change runner: true when saved, else the server's message (for the dialog that
 * asked for it to show).
 */
export function savedOrMessage<A>(mutation: { mutateAsync: (change: A) => Promise<unknown> }) {
  return (change: A): Promise<true | string> =>
    mutation.mutateAsync(change).then(
      () => true as const,
      (error: Error) => error.message,
    );
}

/** '3 categorias' over the list, and its 'Novo' button (`children`). */
export function ListToolbar({
  count,
  one,
  many,
  children,
}: {
  count: number;
  one: string;
  many: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.meta}>
        {count} {count === 1 ? one : many}
      </p>
      {children}
    </div>
  );
}

/**
 * A row's buttons: ↑ and ↓ (the list's `ids` with this row moved, to `onOrder`), what the
 * row adds (`children`), then 'Editar' and, with `onDelete`, 'Excluir', each named after the
 * row (`name`: 'Editar o depoimento de Ana').
 */
export function RowActions({
  name,
  ids,
  index,
  busy,
  onOrder,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  ids: readonly number[];
  index: number;
  busy: boolean;
  onOrder: (ids: number[]) => void;
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <span className={styles.actions}>
      <MoveButtons
        name={name}
        index={index}
        count={ids.length}
        disabled={busy}
        onMove={(step) => onOrder(moved(ids, index, step))}
      />
      {children}
      <Button size="sm" tone="secondary" onClick={onEdit} aria-label={`Editar ${name}`}>
        Editar
      </Button>
      {onDelete ? (
        <Button size="sm" tone="secondary" onClick={onDelete} aria-label={`Excluir ${name}`}>
          Excluir
        </Button>
      ) : null}
    </span>
  );
}
