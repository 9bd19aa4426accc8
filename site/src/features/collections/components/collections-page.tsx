import { ART_SIZES, type Art, artPath, type Collection, isArtSizeId } from '@arte-gospel/domain';
import { Button, EmptyState, ErrorBanner, Spinner } from '@arte-gospel/ui';
import { useId } from 'react';
import { Link } from 'wouter';
import { artStill, formatLabel } from '../../../components/art-gallery/art-media';
import { useCollections } from '../api/get-collections';
import * as styles from './collections-page.css';

/** The most pictures a kit's card shows. */
const PREVIEWS = 3;

function formatsLabel(count: number): string {
  return `${count} ${count === 1 ? 'formato' : 'formatos'}`;
}

/** What an art of a kit is: its size's name ('Stories 9:16', 'Envelope de dízimo'), else its format. */
function formatName(art: Art): string {
  return isArtSizeId(art.sizeId) ? ART_SIZES[art.sizeId].name : formatLabel(art.format);
}

/**
 * A kit: its pictures, its name (the link to its first art, whose page lists the other
 * formats; the whole card answers a tap), its sizes.
 */
function KitCard({ kit }: { kit: Collection }) {
  const titleId = useId();
  const [first] = kit.arts;
  if (!first) return null;
  const formats = [...new Set(kit.arts.map(formatName))];
  const premium = kit.arts.some((art) => art.isPremium);
  return (
    <article className={styles.kit} aria-labelledby={titleId}>
      <div className={styles.previews} aria-hidden="true">
        {kit.arts.slice(0, PREVIEWS).map((art) => (
          <img
            key={art.id}
            src={artStill(art.imageUrl)}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.preview}
          />
        ))}
      </div>
      <h2 id={titleId} className={styles.kitTitle}>
        <Link href={artPath(first)} className={styles.kitLink}>
          {first.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        {[first.categoryName, formatsLabel(formats.length), premium ? 'Premium' : 'Grátis']
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ul className={styles.formats} aria-label="Formatos">
        {formats.map((format) => (
          <li key={format} className={styles.format}>
            {format}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The loaded kits, each once (a kit published between two pages would come twice). */
function uniqueKits(pages: readonly { collections: Collection[] }[]): Collection[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.collections)
    .filter((kit) => !seen.has(kit.groupId) && Boolean(seen.add(kit.groupId)));
}

/**
 * /collections: kits with one visual identity for a series, a conference or a campaign — the
 * same design in several formats (the arts that share a groupId), the newest first.
 */
export function CollectionsPage() {
  const collections = useCollections();
  const kits = uniqueKits(collections.data?.pages ?? []);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Kits</p>
        <h1 className={styles.title}>Coleções</h1>
        <p className={styles.lead}>
          A mesma arte em vários formatos — cartaz, stories, feed e impressão — para divulgar uma
          série, uma conferência ou uma campanha com a mesma identidade visual.
        </p>
      </header>
      {collections.isPending ? (
        <Spinner label="Carregando coleções..." />
      ) : collections.isError && kits.length === 0 ? (
        <ErrorBanner
          title="Erro ao carregar coleções"
          message={collections.error.message}
          onRetry={() => void collections.refetch()}
        />
      ) : kits.length === 0 ? (
        <EmptyState
          title="Nenhuma coleção por enquanto"
          description="Quando uma arte sair em mais de um formato, o kit aparece aqui."
        />
      ) : (
        <>
          <ul className={styles.grid}>
            {kits.map((kit) => (
              <li key={kit.groupId}>
                <KitCard kit={kit} />
              </li>
            ))}
          </ul>
          {collections.isFetchNextPageError ? (
            <ErrorBanner
              title="Erro ao carregar mais coleções"
              message={collections.error?.message ?? ''}
              onRetry={() => void collections.fetchNextPage()}
              retrying={collections.isFetchingNextPage}
            />
          ) : collections.hasNextPage ? (
            <Button
              tone="secondary"
              className={styles.more}
              disabled={collections.isFetchingNextPage}
              onClick={() => void collections.fetchNextPage()}
            >
              {collections.isFetchingNextPage ? 'Carregando...' : 'Ver mais coleções'}
            </Button>
          ) : null}
        </>
      )}
    </main>
  );
}
