import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import {
  type ComponentType,
  forwardRef,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type RefAttributes,
  useId,
} from 'react';
import * as styles from './Field.css';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * The control's aria-describedby: the error text while the field is invalid, else the
 * helper text. Ark points only at the helper text, and only once it has seen it mounted;
 * naming the error here announces it with the field from the first render.
 */
function useDescribedBy(): string | undefined {
  const field = useFieldContext();
  if (!field) return undefined;
  return field.invalid ? field.ids.errorText : field.ariaDescribedby;
}

/** An Ark field part with its anatomy slot's class; a control part also names its description. */
function part<E extends HTMLElement, P extends { className?: string }>(
  Part: ComponentType<P & RefAttributes<E>>,
  slot: string,
  name: string,
  control = false,
) {
  const Styled = forwardRef<E, P>(function FieldPart({ className, ...props }, ref) {
    const describedBy = useDescribedBy();
    const own = { ref, className: cx(slot, className) };
    const merged = control
      ? { ...own, 'aria-describedby': describedBy, ...props }
      : { ...own, ...props };
    return <Part {...(merged as unknown as P & RefAttributes<E>)} />;
  });
  Styled.displayName = `Field.${name}`;
  return Styled;
}

const Root = part(ArkField.Root, styles.root, 'Root');
const Label = part(ArkField.Label, styles.label, 'Label');
/** The bordered box holding the input and what sits beside it (a toggle, a country chooser). */
const Control = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FieldControl(
  { className, ...props },
  ref,
) {
  const field = useFieldContext();
  return (
    <div
      ref={ref}
      data-part="control"
      data-invalid={field?.invalid ? '' : undefined}
      data-disabled={field?.disabled ? '' : undefined}
      className={cx(styles.control, className)}
      {...props}
    />
  );
});

const Input = part(ArkField.Input, styles.input, 'Input', true);
const Textarea = part(ArkField.Textarea, styles.textarea, 'Textarea', true);
const HelperText = part(ArkField.HelperText, styles.helperText, 'HelperText');
/** Shown only while the root is `invalid`. */
const ErrorText = part(ArkField.ErrorText, styles.errorText, 'ErrorText');

/**
 * A form field in named parts, the Ark way: `Field.Root` (invalid, required, disabled),
 * `Field.Label`, `Field.Control` around `Field.Input` or `Field.Textarea`,
 * `Field.HelperText` and `Field.ErrorText`; the label, ids, aria-invalid and
 * aria-describedby are wired by the root.
 */
export const Field = { Root, Label, Control, Input, Textarea, HelperText, ErrorText };

/** What every labelled field takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: ReactNode;
  /** The field's error text (pt-BR, from the form's schema); marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Label, control, hint and error text of a field: the frame every ready-made field uses. */
export function FieldFrame({ children, ...frame }: FieldFrameProps & { children: ReactNode }) {
  const { label, error, hint } = frame;
  // A readable id base (Ark's default holds React's colons).
  const id = `field-${useId().replace(/:/g, '')}`;
  return (
    <Root
      id={id}
      ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}
      className={frame.className}
      invalid={Boolean(error)}
      required={frame.required}
      disabled={frame.disabled}
    >
      <Label>{label}</Label>
      {children}
      {hint && !error ? <HelperText>{hint}</HelperText> : null}
      <ErrorText>{error}</ErrorText>
    </Root>
  );
}

/** Splits a ready-made field's props into its frame's and its control's. */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  error,
  hint,
  required,
  disabled,
  className,
  ...control
}: P) {
  const frame: FieldFrameProps = { label, error, hint, required, disabled, className };
  return [frame, control] as const;
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>,
    Pick<FieldFrameProps, 'label' | 'error' | 'hint'> {
  className?: string;
}

/** A labelled text input with its error text: the form field of every ui form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const [frame, input] = splitFieldProps(props);
    return (
      <FieldFrame {...frame}>
        <Control>
          <Input ref={ref} {...input} />
        </Control>
      </FieldFrame>
    );
  },
);

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  className?: string;
}

/** A native checkbox with its label (e.g. 'Lembrar de mim'). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, className, ...input }, ref) {
    return (
      <label className={cx(styles.checkbox, className)}>
        <input ref={ref} type="checkbox" className={styles.checkboxInput} {...input} />
        {label}
      </label>
    );
  },
);
