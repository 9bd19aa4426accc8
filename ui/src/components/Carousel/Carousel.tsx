import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import * as styles from './Carousel.css';

export interface CarouselTexts {
  previous: string;
  next: string;
}

export const defaultCarouselTexts: CarouselTexts = {
  previous: 'Rolar para a esquerda',
  next: 'Rolar para a direita',
};

export interface CarouselProps {
  /** Names the row for screen readers (e.g. 'Categorias em destaque'). */
  label: string;
  children: ReactNode;
  /** Share of the visible width each button scrolls; 0.75 (75 %) by default, as the catalogue's rows. */
  step?: number;
  texts?: Partial<CarouselTexts>;
  className?: string;
}

/**
 * A horizontal row of slides with previous/next buttons that scroll by `step` of the
 * visible width; touch and trackpad scroll it natively, the buttons are disabled at the ends.
 */
export function Carousel({ label, children, step = 0.75, texts, className }: CarouselProps) {
  const t = { ...defaultCarouselTexts, ...texts };
  const trackRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEnds({
      start: track.scrollLeft <= 1,
      end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * step });
  };

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-roledescription="carrossel"
      aria-label={label}
    >
      <button
        type="button"
        className={styles.control}
        aria-label={t.previous}
        disabled={ends.start}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={trackRef} className={styles.track} style={{ listStyle: 'none', margin: 0 }}>
        {Children.map(children, (child) => (
          <li className={styles.slide}>{child}</li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.control}
        aria-label={t.next}
        disabled={ends.end}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
