import * as styles from './Chips.css';

export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChipsProps<Value extends string> {
  /** What the chips filter, read by screen readers (and shown unless hideLegend). */
  legend: string;
  hideLegend?: boolean;
  options: ReadonlyArray<ChipOption<Value>>;
  /** The pressed chip. */
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** Filter chips: one pressed at a time (toggle buttons with aria-pressed in a fieldset). */
export function Chips<Value extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  className,
}: ChipsProps<Value>) {
  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={hideLegend ? styles.hiddenLegend : styles.legend}>{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
