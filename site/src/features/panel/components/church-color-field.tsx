import { normalizeHexColor } from '@arte-gospel/domain';
import { Field, FieldFrame } from '@arte-gospel/ui';
import { type ChangeEventHandler, type FocusEventHandler, forwardRef } from 'react';
import * as styles from './church-color-field.css';

// Issue 20: a church colour in 'Minha igreja': the system colour picker beside a text field
// for the hex code ('#1E3A8A'), both writing the same form value. The text is the field the
// form checks (the contract's message under it); the picker shows the colour typed once valid.

export interface ChurchColorFieldProps {
  label: string;
  name: string;
  value: string;
  error: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  /** Writes a value chosen in the picker (or '' to clear). */
  onPick: (value: string) => void;
}

export const ChurchColorField = forwardRef<HTMLInputElement, ChurchColorFieldProps>(
  function ChurchColorField(props, ref) {
    const color = normalizeHexColor(props.value);
    return (
      <FieldFrame label={props.label} error={props.error}>
        <div className={styles.row}>
          <input
            type="color"
            className={styles.picker}
            aria-label={`${props.label}: escolher a cor`}
            value={color ?? '#ffffff'}
            data-empty={color ? undefined : ''}
            onChange={(event) => props.onPick(event.currentTarget.value.toUpperCase())}
          />
          <Field.Control className={styles.control}>
            <Field.Input
              ref={ref}
              name={props.name}
              value={props.value}
              maxLength={9}
              placeholder="#1E3A8A"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={props.onChange}
              onBlur={props.onBlur}
            />
          </Field.Control>
          {props.value ? (
            <button type="button" className={styles.clear} onClick={() => props.onPick('')}>
              Limpar
            </button>
          ) : null}
        </div>
      </FieldFrame>
    );
  },
);
