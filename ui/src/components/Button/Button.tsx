import { type ButtonHTMLAttributes, forwardRef } from 'react';
import * as styles from './Button.css';

export type ButtonTone = (typeof styles.buttonTones)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, className, type = 'button', ...rest },
  ref,
) {
  const classes = [styles.button({ tone, size }), className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...rest} />;
});

/** The button look for links (`<a>`), e.g. router links. */
export function buttonClassName(options: { tone?: ButtonTone; size?: ButtonSize } = {}): string {
  return styles.button(options);
}
