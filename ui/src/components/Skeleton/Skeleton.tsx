import type { CSSProperties } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Width/height ratio (e.g. '1 / 1' for square placeholders) instead of a fixed height. */
  aspectRatio?: CSSProperties['aspectRatio'];
  circle?: boolean;
  className?: string;
}

/** A pulsing placeholder (decorative: hidden from assistive technology). */
export function Skeleton({
  width = '100%',
  height,
  aspectRatio,
  circle,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.root, circle ? styles.circle : undefined, className]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height: height ?? (aspectRatio ? undefined : '1em'), aspectRatio }}
    />
  );
}

export interface SkeletonGroupProps {
  count: number;
  /** What is loading, announced once (e.g. 'Carregando artes'). */
  label?: string;
  children: (index: number) => React.ReactNode;
}

/** `count` placeholders under one busy status for screen readers. */
export function SkeletonGroup({ count, label = 'Carregando...', children }: SkeletonGroupProps) {
  return (
    <>
      <span role="status" aria-busy="true" className={visuallyHidden}>
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={styles.group}>
          {children(index)}
        </span>
      ))}
    </>
  );
}
