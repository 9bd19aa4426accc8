import { entitlements, VIDEO_LESSON_SEARCH_PARAM } from '@arte-gospel/domain';
import { buttonClassName } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { HEADER_SEARCH_HIDE, HEADER_SEARCH_SHOW } from '../../lib/header-search-events';
import { lazyComponent } from '../../lib/lazy-component';
import { listenForSearchFocus, requestSearchFocus } from '../../lib/search-focus';
import { userQueryOptions } from '../../lib/session-query';
import { useSiteSettings } from '../../lib/site-settings';
import { BrandLogo, useSiteName } from '../brand/brand';
import * as styles from './header.css';
import { MenuIcon } from './icons';
import { isCurrent, MAIN_LINKS, SUPPORT_CHAT_URL } from './navigation';

// The header's menus and dialogs (Ark widgets) load right after the first paint: the bar
// shows at once with static stand-ins, and the home's initial JS stays small.
const widgets = () => import('./header-widgets');
const ResourcesMenu = lazyComponent(
  () => widgets().then((m) => m.ResourcesMenu),
  <button type="button" className={styles.navLink} aria-disabled="true">
    Recursos ▾
  </button>,
);
const UserMenu = lazyComponent(
  () => widgets().then((m) => m.UserMenu),
  <span className={styles.avatarPlaceholder} aria-hidden="true" />,
);
const MobileMenu = lazyComponent(
  () => widgets().then((m) => m.MobileMenu),
  <button
    type="button"
    className={`${styles.iconButton} ${styles.mobileOnly}`}
    aria-label="Abrir menu"
    aria-disabled="true"
  >
    <MenuIcon />
  </button>,
);

/** Loads the header's widgets ahead (before a prerendered page is hydrated). */
export async function preloadHeaderWidgets(): Promise<void> {
  await Promise.all([ResourcesMenu, UserMenu, MobileMenu].map((widget) => widget.preload()));
}

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The home's header search (platform §2.6): shown while the hero search is out of view. */
function useHeaderSearchVisible(onHome: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!onHome) {
      setVisible(false);
      return;
    }
    const show = () => setVisible(true);
    const hide = () => setVisible(false);
    window.addEventListener(HEADER_SEARCH_SHOW, show);
    window.addEventListener(HEADER_SEARCH_HIDE, hide);
    return () => {
      window.removeEventListener(HEADER_SEARCH_SHOW, show);
      window.removeEventListener(HEADER_SEARCH_HIDE, hide);
    };
  }, [onHome]);
  return visible;
}

/** What a header search looks for: the arts (home) or the video lessons (§2.6). */
interface SearchTarget {
  label: string;
  placeholder: string;
  href: (search: string) => string;
}
const ART_SEARCH: SearchTarget = {
  label: 'Buscar artes',
  placeholder: 'Buscar artes, temas, eventos...',
  href: (search) => paths.arts.href(search),
};
const VIDEO_SEARCH: SearchTarget = {
  label: 'Buscar videoaulas',
  placeholder: 'Buscar videoaulas...',
  href: (search) => paths.videoLessons.href(search),
};

function HeaderSearch({ target }: { target: SearchTarget }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  // On the lessons list the box is the address's search (the page's own box shares it) and
  // each keystroke filters; elsewhere Enter goes to the results.
  const live = target === VIDEO_SEARCH && location === paths.videoLessons.href();
  const [typed, setTyped] = useState('');
  const text = live ? (new URLSearchParams(search).get(VIDEO_LESSON_SEARCH_PARAM) ?? '') : typed;
  const input = useRef<HTMLInputElement>(null);
  // The magnifier focuses this box while it shows.
  useEffect(() => listenForSearchFocus(() => input.current), []);
  // A search needs words (catalogue §5: a non-blank trimmed query); a blank Enter stays put.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== '') navigate(target.href(query));
  };
  return (
    <form className={styles.headerSearch} onSubmit={submit} aria-label="Busca do cabeçalho">
      <input
        ref={input}
        className={styles.headerSearchInput}
        type="search"
        aria-label={target.label}
        placeholder={target.placeholder}
        maxLength={100}
        value={text}
        onChange={(event) => {
          if (live) navigate(target.href(event.target.value), { replace: true });
          else setTyped(event.target.value);
        }}
      />
    </form>
  );
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The fixed top bar of the public pages (platform §2.6). */
export function Header({ installButton }: { installButton?: ReactNode } = {}) {
  const [location] = useLocation();
  const user = useQuery(userQueryOptions);
  const onHome = location === '/';
  const onVideoLessons = isCurrent(location, paths.videoLessons.href());
  const searchVisible = useHeaderSearchVisible(onHome);
  const current = user.data ?? null;
  // The name and colour staff set at /admin/app-config (issue 19), else the brand's own.
  const settings = useSiteSettings();
  const siteName = useSiteName();
  const brandColor =
    settings?.primaryColor && HEX_COLOR.test(settings.primaryColor)
      ? settings.primaryColor
      : undefined;

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          href={paths.home.href()}
          className={styles.logoLink}
          aria-label={`${siteName}, início`}
        >
          <BrandLogo className={styles.logo} size={36} />
          <span className={styles.brandName} style={brandColor ? { color: brandColor } : undefined}>
            {siteName}
          </span>
        </Link>
        <nav className={styles.nav} aria-label="Principal">
          {MAIN_LINKS.filter((link) => !('hiddenOnVideoLessons' in link && onVideoLessons)).map(
            (link) => (
              <Link
                key={link.href}
                href={link.href}
                className={styles.navLink}
                aria-current={isCurrent(location, link.href) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ),
          )}
          <ResourcesMenu />
        </nav>
        <div className={styles.spacer}>
          {onVideoLessons ? (
            <HeaderSearch target={VIDEO_SEARCH} />
          ) : searchVisible ? (
            <HeaderSearch target={ART_SEARCH} />
          ) : null}
        </div>
        <div className={styles.actions}>
          <Link
            href={paths.arts.href()}
            className={styles.iconButton}
            aria-label="Buscar artes"
            onClick={(event) => {
              // The page's own search box takes the focus; else /artes focuses its box.
              if (requestSearchFocus()) event.preventDefault();
            }}
          >
            <SearchIcon />
          </Link>
          {installButton}
          {entitlements(current).showUpgrade ? (
            <Link
              href={paths.plans.href()}
              className={`${buttonClassName({ size: 'sm' })} ${styles.upgrade} ${styles.desktopOnly}`}
            >
              Upgrade
            </Link>
          ) : null}
          {entitlements(current).showAdmin ? (
            <Link
              href={paths.admin.href()}
              className={`${buttonClassName({ tone: 'secondary', size: 'sm' })} ${styles.desktopOnly}`}
            >
              Admin
            </Link>
          ) : null}
          {current ? (
            <UserMenu user={current} />
          ) : user.isPending ? null : (
            <>
              <Link
                href={paths.auth.href('login')}
                className={`${buttonClassName({ tone: 'ghost', size: 'sm' })} ${styles.desktopOnly}`}
              >
                Entrar
              </Link>
              <Link
                href={paths.auth.href('register')}
                className={`${buttonClassName({ size: 'sm' })} ${styles.desktopOnly}`}
              >
                Cadastre-se
              </Link>
            </>
          )}
          <MobileMenu user={current} location={location} supportChatUrl={SUPPORT_CHAT_URL} />
        </div>
      </div>
    </header>
  );
}
