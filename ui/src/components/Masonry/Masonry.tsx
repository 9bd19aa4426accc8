import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import * as styles from './Masonry.css';

export interface MasonryBreakpoint {
  minWidth: number;
  columns: number;
}

/** The stylesheet's gap (the default `gap`): the skeleton and the unmeasured first row. */
const SKELETON_GAP = 8;

/**
 * 2/3/4/5 columns from 768/1024/1280 px (the catalogue's "2 to 5 columns by width"). The
 * stylesheet's skeleton and unmeasured first row (Masonry.css.ts) draw the same columns.
 */
export const defaultMasonryBreakpoints: readonly MasonryBreakpoint[] = [
  { minWidth: 1280, columns: 5 },
  { minWidth: 1024, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 0, columns: 2 },
];

export interface MasonryProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Height of an item drawn `columnWidth` wide; a fixed-ratio card knows it exactly. */
  estimateHeight?: (item: T, columnWidth: number) => number;
  /** While true (and with no items) a skeleton of `skeletonCount` tiles shows. */
  loading?: boolean;
  skeletonCount?: number;
  /** Called when the page bottom comes within `endThreshold` px. */
  onEndReached?: () => void;
  /** Distance from the page bottom, in px, at which `onEndReached` is called (0: at it). */
  endThreshold?: number;
  gap?: number;
  breakpoints?: readonly MasonryBreakpoint[];
  /** Items drawn beyond the viewport, per column. */
  overscan?: number;
  /** Accessible name of the grid. */
  label?: string;
  loadingLabel?: string;
  className?: string;
}

/** The most columns the default layout has (its first row's length). */
const maxColumns = Math.max(...defaultMasonryBreakpoints.map((bp) => bp.columns));

/** The columns of the default layout's narrowest screens (a phone). */
const PHONE_COLUMNS = Math.min(...defaultMasonryBreakpoints.map((bp) => bp.columns));
/** A phone's column width, in px, at which its first screen's items are given columns. */
const PHONE_COLUMN_PX = 180;
/** How far down the grid a phone's first screen reaches, in px. */
const PHONE_SCREEN_PX = 844;
/** At most so many items are drawn for a phone's first screen. */
const PHONE_SCREEN_MAX_ITEMS = 8;

/** An item's place in a phone's first screen, in column widths and gaps from the top. */
interface FirstScreenPlace {
  lane: number;
  /** The heights above it in its column, in column widths. */
  widths: number;
  /** The items above it in its column (a gap after each). */
  gaps: number;
}

/**
 * Where a phone's grid, before it is measured, puts its first screen: each item goes to the
 * shortest column as the virtualizer does (the first `PHONE_COLUMNS` one per column, then
 * the column ending highest, the one whose last item comes first on a tie), sized by
 * `estimateHeight`. The place is in column widths and gaps, so the stylesheet draws it on
 * any phone; it is exact for estimates that scale with the column width, as a fixed-ratio
 * card's do. The items are the first ones, up to the first that starts below the screen.
 */
function phoneFirstScreen<T>(
  items: readonly T[],
  estimateHeight: ((item: T, columnWidth: number) => number) | undefined,
  gap: number,
): { places: FirstScreenPlace[]; bottom: Omit<FirstScreenPlace, 'lane'> } {
  const places: FirstScreenPlace[] = [];
  const ends = new Array<number>(PHONE_COLUMNS).fill(0);
  const lastIndex = new Array<number>(PHONE_COLUMNS).fill(-1);
  const widths = new Array<number>(PHONE_COLUMNS).fill(0);
  const gaps = new Array<number>(PHONE_COLUMNS).fill(0);
  for (const [index, item] of items.slice(0, PHONE_SCREEN_MAX_ITEMS).entries()) {
    let lane = index % PHONE_COLUMNS;
    if (index >= PHONE_COLUMNS) {
      lane = 0;
      for (let other = 1; other < PHONE_COLUMNS; other++) {
        const end = ends[other] ?? 0;
        const best = ends[lane] ?? 0;
        if (end < best || (end === best && (lastIndex[other] ?? 0) < (lastIndex[lane] ?? 0))) {
          lane = other;
        }
      }
    }
    const start = index < PHONE_COLUMNS ? 0 : (ends[lane] ?? 0) + gap;
    if (start >= PHONE_SCREEN_PX) break;
    const height = estimateHeight ? estimateHeight(item, PHONE_COLUMN_PX) : PHONE_COLUMN_PX * 1.25;
    places.push({ lane, widths: widths[lane] ?? 0, gaps: gaps[lane] ?? 0 });
    ends[lane] = start + height;
    lastIndex[lane] = index;
    widths[lane] = (widths[lane] ?? 0) + height / PHONE_COLUMN_PX;
    gaps[lane] = (gaps[lane] ?? 0) + 1;
  }
  // Where its longest column ends (the list reserves that much height).
  let longest = 0;
  for (let lane = 1; lane < PHONE_COLUMNS; lane++) {
    if ((ends[lane] ?? 0) > (ends[longest] ?? 0)) longest = lane;
  }
  return {
    places,
    bottom: { widths: widths[longest] ?? 0, gaps: Math.max(0, (gaps[longest] ?? 0) - 1) },
  };
}

/**
 * The custom properties the stylesheet places a phone's first-screen item with (or sizes
 * the list with, from its bottom: no lane).
 */
function firstScreenStyle({ lane, widths, gaps }: Partial<FirstScreenPlace>): CSSProperties {
  return {
    ...(lane === undefined ? {} : { '--masonry-lane': lane }),
    '--masonry-widths': Number((widths ?? 0).toFixed(4)),
    '--masonry-gaps': gaps ?? 0,
  } as CSSProperties;
}

// useSyncExternalStore answers `fromServer` on the server and while hydrating, else `inBrowser`.
const noSubscription = () => () => {};
const fromServer = () => true;
const inBrowser = () => false;

function columnsFor(width: number, breakpoints: readonly MasonryBreakpoint[]): number {
  return breakpoints.find((bp) => width >= bp.minWidth)?.columns ?? 2;
}

function viewportWidth(): number {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}

/**
 * A virtualised masonry grid on the window scroll: each item goes to the shortest column
 * and only the items near the viewport are in the DOM, so thousands of cards stay cheap.
 */
export function Masonry<T>({
  items,
  getKey,
  renderItem,
  estimateHeight,
  loading = false,
  skeletonCount = 15,
  onEndReached,
  endThreshold = 0,
  gap = 8,
  breakpoints = defaultMasonryBreakpoints,
  overscan = 6,
  label,
  loadingLabel = 'Carregando...',
  className,
}: MasonryProps<T>) {
  // A callback ref: the skeleton and the list are different elements.
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState(() => columnsFor(viewportWidth(), breakpoints));
  const [width, setWidth] = useState(0);
  const [offsetTop, setOffsetTop] = useState(0);
  // Is this grid drawn from HTML rendered on the server, and not yet placed? Its first row
  // is then already where it belongs: the rest of the grid is drawn as a transition (the
  // browser keeps answering while its cards render) rather than in the hydration's task.
  // A grid mounted in the browser is placed before its first paint, as any.
  const fromServerHtml = useRef(useSyncExternalStore(noSubscription, inBrowser, fromServer));

  useLayoutEffect(() => {
    if (!root) return;
    const measure = () => {
      const place = () => {
        setColumns(columnsFor(viewportWidth(), breakpoints));
        setWidth(root.clientWidth);
        const top = Math.round(root.getBoundingClientRect().top + window.scrollY);
        setOffsetTop((current) => (current === top ? current : top));
      };
      if (fromServerHtml.current) startTransition(place);
      else place();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    // Content above the grid that grows later (a block that loads) moves the grid down:
    // the page's own size change re-reads where the grid starts.
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [root, breakpoints]);

  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : 0;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    lanes: columns,
    gap,
    overscan,
    scrollMargin: offsetTop,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
    estimateSize: (index) => {
      const item = items[index];
      if (item === undefined || columnWidth <= 0) return 300;
      return estimateHeight ? estimateHeight(item, columnWidth) : columnWidth * 1.25;
    },
  });
  // An item measured above the fold is not compensated by scrolling the window (the
  // virtualizer's default): in a masonry its new height moves only its own column, so a
  // window shift would move every other column, and its instant scrollTo cancels a smooth
  // scroll under way (a page button's scroll to the top stopped after a few pixels).
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;

  // Column width or count changes re-place every item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on layout changes.
  useEffect(() => {
    virtualizer.measure();
  }, [columns, columnWidth]);

  const onEndRef = useRef(onEndReached);
  onEndRef.current = onEndReached;
  const checkEnd = useRef(() => {});
  const measured = columnWidth > 0;
  useEffect(() => {
    if (measured) fromServerHtml.current = false;
  }, [measured]);
  checkEnd.current = () => {
    // Not before the grid is measured: until then the page is not as tall as it will be.
    if (!onEndRef.current || items.length === 0 || !measured) return;
    const doc = document.documentElement;
    const distance = doc.scrollHeight - (window.scrollY + window.innerHeight);
    if (distance <= endThreshold) onEndRef.current();
  };
  useEffect(() => {
    const onScroll = () => checkEnd.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A short first page may already be within the threshold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the list grows or is placed.
  useEffect(() => {
    checkEnd.current();
  }, [items.length, measured]);

  const usesDefaultLayout = breakpoints === defaultMasonryBreakpoints && gap === SKELETON_GAP;
  if (loading && items.length === 0) {
    return (
      <div
        ref={setRoot}
        className={[
          styles.skeletonGrid,
          breakpoints === defaultMasonryBreakpoints && styles.defaultColumns,
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        // Only what the stylesheet does not already say (no inline style by default: a
        // prerendered page's CSP allows no style attribute).
        style={
          usesDefaultLayout
            ? undefined
            : { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }
        }
        role="status"
        aria-label={loadingLabel}
        aria-busy="true"
      >
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton tiles have no identity.
            key={index}
            className={
              index % 3 === 1
                ? `${styles.skeletonTile} ${styles.tallSkeletonTile}`
                : styles.skeletonTile
            }
            data-testid="masonry-skeleton"
          />
        ))}
      </div>
    );
  }

  // Before the grid has been measured (a page rendered on the server, and its hydration)
  // the first row is drawn by the stylesheet: item i is in column i, at the top, whatever
  // the screen (the virtualizer places the first row the same way), and the rest follow
  // once the grid knows its width. A server-rendered page so shows its first arts at once.
  // A phone's first screen goes further: its items are placed in their columns by the
  // stylesheet (phoneFirstScreen), so a tall card under the first row is there too.
  if (columnWidth <= 0 && items.length > 0 && usesDefaultLayout) {
    const phone = phoneFirstScreen(items, estimateHeight, gap);
    return (
      <ul
        ref={setRoot}
        className={[styles.firstRow, className].filter(Boolean).join(' ')}
        style={firstScreenStyle(phone.bottom)}
        aria-label={label}
        aria-busy={loading}
      >
        {items.slice(0, Math.max(maxColumns, phone.places.length)).map((item, index) => {
          const place = phone.places[index];
          return (
            <li
              key={getKey(item, index)}
              className={
                place ? `${styles.firstRowItem} ${styles.firstScreenItem}` : styles.firstRowItem
              }
              style={place ? firstScreenStyle(place) : undefined}
            >
              {renderItem(item, index)}
            </li>
          );
        })}
      </ul>
    );
  }

  const virtualItems = virtualizer.getVirtualItems();
  return (
    <ul
      ref={setRoot}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={label}
      aria-busy={loading}
      data-columns={columns}
    >
      {columnWidth > 0
        ? virtualItems.map((virtualItem) => {
            const item = items[virtualItem.index];
            if (item === undefined) return null;
            const style: CSSProperties = {
              width: columnWidth,
              transform: `translate(${virtualItem.lane * (columnWidth + gap)}px, ${
                virtualItem.start - virtualizer.options.scrollMargin
              }px)`,
            };
            return (
              <li
                key={virtualItem.key}
                ref={virtualizer.measureElement}
                data-index={virtualItem.index}
                className={styles.item}
                style={style}
              >
                {renderItem(item, virtualItem.index)}
              </li>
            );
          })
        : null}
    </ul>
  );
}
