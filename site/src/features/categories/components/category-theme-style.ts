import type { CategoryTheme } from '@arte-gospel/domain';
import type { CSSProperties } from 'react';
import * as styles from './categories.css';

/** A vanilla-extract variable ('var(--x__hash)') as the custom property it names. */
const property = (variable: string) => variable.replace(/^var\((--[^),]+).*$/, '$1');

/** The variables a themed category's header and card read (categories.css), set inline. */
export function themeStyle(theme: CategoryTheme): CSSProperties {
  return {
    [property(styles.categoryAccent)]: theme.accent,
    [property(styles.categoryBackground)]: theme.background,
    [property(styles.categoryText)]: theme.text,
  } as CSSProperties;
}
