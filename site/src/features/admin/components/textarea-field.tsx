import { Field, FieldFrame, type FieldFrameProps } from '@arte-gospel/ui';
import type { TextareaHTMLAttributes } from 'react';

/**
 * A labelled textarea with its hint and error text, as ui's TextField is for one line: the
 * staff forms' descriptions, bios and testimonials.
 */
export function TextareaField({
  label,
  error,
  hint,
  ...textarea
}: Pick<FieldFrameProps, 'label' | 'error' | 'hint'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      <Field.Control>
        <Field.Textarea {...textarea} />
      </Field.Control>
    </FieldFrame>
  );
}
