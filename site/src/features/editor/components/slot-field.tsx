import { SLOT_MAX_LENGTH, type SlotName } from '@arte-gospel/domain';
import { Field, FieldFrame } from '@arte-gospel/ui';
import * as styles from './slot-field.css';

// Issue 20: the field of one text layer. A layer whose text fits one line (a name, a title,
// a date: up to LONG_SLOT characters) is a one-line input; only the long ones (a subtitle,
// an address, a verse) are a textarea, sized to their length rather than the form's 7 rem.

/** Slots longer than this are several lines of text. */
export const LONG_SLOT = 100;

/** A long slot's textarea rows: 2 up to 160 characters, 3 beyond. */
export function slotRows(maxLength: number): number {
  return maxLength > 160 ? 3 : 2;
}

export function SlotField(props: {
  name: SlotName;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const max = SLOT_MAX_LENGTH[props.name];
  if (max > LONG_SLOT) {
    return (
      <FieldFrame label={props.label}>
        <Field.Control>
          <Field.Textarea
            name={props.name}
            value={props.value}
            maxLength={max}
            rows={slotRows(max)}
            className={styles.textarea}
            onChange={(event) => props.onChange(event.currentTarget.value)}
          />
        </Field.Control>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame label={props.label}>
      <Field.Control>
        <Field.Input
          name={props.name}
          value={props.value}
          maxLength={max}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      </Field.Control>
    </FieldFrame>
  );
}
