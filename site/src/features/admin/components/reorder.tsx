import { Button } from '@arte-gospel/ui';

// Moving a row of a staff list one place up or down (categories, courses, designers,
// testimonials): the new order of ids sent to the list's PUT …/order.

/** `ids` with the item at `from` moved one place up (-1) or down (+1). */
export function moved(ids: readonly number[], from: number, step: -1 | 1): number[] {
  const next = [...ids];
  const to = from + step;
  if (to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The ↑ and ↓ buttons of the row `index` of `count`, named after the row (`name`). */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        tone="ghost"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Mover ${name} para cima`}
      >
        ↑
      </Button>
      <Button
        size="sm"
        tone="ghost"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Mover ${name} para baixo`}
      >
        ↓
      </Button>
    </>
  );
}
