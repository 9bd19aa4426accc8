import type { ChipOption } from '@arte-gospel/ui';

/** A chip row's options: each value with its pt-BR label. */
export function chipOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): ChipOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
