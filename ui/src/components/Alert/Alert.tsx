import type { ComponentPropsWithoutRef } from 'react';
import { cx, withSlot } from '../private/slot';
import * as styles from './Alert.css';

export type AlertTone = 'info' | 'success' | 'error';

export interface AlertRootProps extends ComponentPropsWithoutRef<'div'> {
  tone?: AlertTone;
}

/** 'error' is announced at once (an alert); 'success' and 'info' politely (a status). */
function Root({ tone = 'info', className, ...props }: AlertRootProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.root({ tone }), className)}
      {...props}
    />
  );
}

/**
 * A message box: 'error' is the red box of a failed form, 'success' the green one, 'info' a
 * notice. Named parts:
 *
 *   <Alert.Root tone="error">
 *     <Alert.Title>Erro</Alert.Title>
 *     <Alert.Description>E-mail ou senha incorretos.</Alert.Description>
 *   </Alert.Root>
 */
export const Alert = {
  Root,
  Title: withSlot('p', styles.title, 'Alert.Title'),
  Description: withSlot('div', styles.description, 'Alert.Description'),
};
