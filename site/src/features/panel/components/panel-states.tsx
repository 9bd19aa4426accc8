import { artIdentifier, type Download } from '@arte-gospel/domain';
import { Button, buttonClassName } from '@arte-gospel/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { paths } from '../../../config/paths';
import * as styles from './panel.css';

/** A list with nothing in it yet: what it is for and where to go. */
export function PanelEmpty({
  title,
  text,
  actionLabel,
  actionHref,
}: {
  title: string;
  text: string;
  actionLabel?: string;
  actionHref?: string;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{text}</p>
      {actionLabel && actionHref ? (
        <Link href={actionHref} className={buttonClassName({ size: 'sm' })}>
          {actionLabel}
        </Link>
      ) : null}
    </div>
  );
}

/** A failed load, with the API's pt-BR message and a retry. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.errorBox}>
      <strong>Não foi possível carregar</strong>
      <p className={styles.muted}>{message}</p>
      <Button size="sm" tone="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

export function PanelSkeleton({
  rows = 4,
  label = 'Carregando...',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}

/** The user's photo, or their initials on the brand colour. */
export function UserAvatar({ name, src }: { name: string; src?: string | null }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR'))
      .join('') || '?';
  if (src) return <img className={styles.avatar} src={src} alt="" />;
  return (
    <span aria-hidden="true" className={styles.avatar}>
      {initials}
    </span>
  );
}

/** An art's picture: a video shows its still poster, a gif its webp thumbnail. */
export function ArtThumb({ src, className }: { src: string; className: string }) {
  // A video shows its still poster; an animated webp is an image and plays.
  return <img className={className} src={artStill(src)} alt="" loading="lazy" />;
}

/** A panel page's h1 with its muted intro line (or what `children` draw under it). */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {children}
    </header>
  );
}

/** A panel card: a section named by its h2 (through `id` when given, else by aria-label). */
export function PanelCard({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const name = id ? { 'aria-labelledby': id } : { 'aria-label': title };
  return (
    <section className={styles.card} {...name}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PremiumStar() {
  return (
    <span className={styles.premiumStar}>
      <span aria-hidden="true">★</span> Premium
    </span>
  );
}

/** One downloaded art in a list: thumbnail, title, when (as the list words it), 'Abrir'. */
export function DownloadRow({ download, when }: { download: Download; when: string }) {
  return (
    <li className={styles.row}>
      <ArtThumb src={download.art.imageUrl} className={styles.rowThumb} />
      <div>
        <p className={styles.rowTitle}>
          {download.art.title}
          {download.art.isPremium ? <PremiumStar /> : null}
        </p>
        <p className={styles.muted}>{when}</p>
      </div>
      <Link
        href={paths.art.href(artIdentifier(download.art))}
        className={buttonClassName({ size: 'sm', tone: 'secondary' })}
        aria-label={`Abrir ${download.art.title}`}
      >
        Abrir
      </Link>
    </li>
  );
}
