import { canSubmitSearch, entitlements } from '@arte-gospel/domain';
import { buttonClassName } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PremiumPitch, SalesSections } from '../../../components/sales/sales-sections';
import { paths } from '../../../config/paths';
import {
  HEADER_SEARCH_HIDE,
  HEADER_SEARCH_SHOW,
  HERO_SEARCH_THRESHOLD,
} from '../../../lib/header-search-events';
import { SEARCH_FOCUS_TARGET } from '../../../lib/search-focus';
import { userQueryOptions } from '../../../lib/session-query';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { DesignsGallery } from './designs-gallery';
import { FeaturedCategories } from './featured-categories';
import * as homeStyles from './home.css';
import * as styles from './home-page.css';
import { QuickAccess } from './quick-access';
import { RecentDesigns } from './recent-designs';
import { SeasonHighlight } from './season-highlight';
import { TrendingArts } from './trending-arts';

function readCategory(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('category');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** The hero: title, text and a search that hands over to the header when scrolled away. */
function Hero() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, setText);

  // Leaving the viewport (threshold 0.1) shows the header's search; coming back hides it.
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        window.dispatchEvent(
          new Event(entry.isIntersecting ? HEADER_SEARCH_HIDE : HEADER_SEARCH_SHOW),
        );
      },
      { threshold: HERO_SEARCH_THRESHOLD },
    );
    observer.observe(form);
    return () => {
      observer.disconnect();
      window.dispatchEvent(new Event(HEADER_SEARCH_HIDE));
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitSearch(text)) return;
    navigate(paths.arts.href(text.trim()));
  };

  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>Artes gospel editáveis para a sua igreja</h1>
      <p className={styles.heroText}>
        Mais de 5000 artes editáveis: cartazes, stories, certificados, carteirinhas e envelopes de
        dízimos. Edite online e publique em minutos.
      </p>
      <form
        ref={formRef}
        className={homeStyles.heroSearch}
        onSubmit={submit}
        aria-label="Buscar artes"
      >
        <label htmlFor="hero-search" className={homeStyles.srOnly}>
          Buscar artes
        </label>
        <input
          ref={inputRef}
          id="hero-search"
          // The header's magnifier focuses it while it is on screen (the header's own search
          // takes over once the hero has scrolled away), even before the app has started.
          {...SEARCH_FOCUS_TARGET}
          className={homeStyles.heroInput}
          type="search"
          placeholder="Buscar artes: culto, batismo, Páscoa..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClassName({ tone: 'inverse' })}>
          Buscar
        </button>
      </form>
      <div className={styles.heroActions}>
        <Link href={paths.arts.href()} className={buttonClassName({ tone: 'inverse', size: 'lg' })}>
          Ver todas as artes
        </Link>
        <Link
          href={paths.plans.href()}
          className={buttonClassName({ tone: 'outlineInverse', size: 'lg' })}
        >
          Conheça o Premium
        </Link>
      </div>
    </section>
  );
}

/**
 * Home (catalogue §2): blocks top to bottom, by role (catalogue §6). `now` picks the
 * highlighted season (stories pin it; the page uses the clock).
 */
export function HomePage({ now }: { now?: Date }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const user = useQuery(userQueryOptions);
  const categoryId = readCategory(search);
  const galleryRef = useRef<HTMLElement>(null);
  const signedIn = Boolean(user.data);
  const subscriber = entitlements(user.data).premium;
  const userId = user.data ? Number(user.data.id) : null;

  // A category in the URL on load scrolls to the gallery (catalogue §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render.
  useEffect(() => {
    if (categoryId !== undefined) galleryRef.current?.scrollIntoView({ behavior: 'smooth' });
  }, []);

  const onCategoryChange = (next: number | undefined) => {
    navigate(next === undefined ? location : `${location}?category=${next}`, { replace: true });
  };

  return (
    <main className={styles.page}>
      <Hero />
      <FeaturedCategories selectedId={categoryId} />
      {/* Near the top for everyone but subscribers (also while the session is asked, as on
          the prerendered page most visitors land on). */}
      {subscriber ? null : <PremiumPitch />}
      {signedIn ? <RecentDesigns userId={userId} /> : null}
      <DesignsGallery
        ref={galleryRef}
        categoryId={categoryId}
        onCategoryChange={onCategoryChange}
      />
      {/* After the gallery: it appears once its arts arrive (the home is prerendered without
          data), and above the gallery it pushed the first screen down as it did. */}
      <SeasonHighlight now={now} />
      {signedIn ? <TrendingArts /> : null}
      {user.isPending ? null : subscriber ? <QuickAccess /> : <SalesSections />}
    </main>
  );
}
