import {
  ART_NOT_FOUND_TITLE,
  type Art,
  allowanceCounter,
  artIdentifier,
  artPath,
  avatarInitials,
  ENTITLEMENT_MESSAGES,
  entitlements,
  LISTING_SKELETON_COUNT,
  parseArtIdentifier,
  whatsAppShareUrl,
} from '@arte-gospel/domain';
import { Button, buttonClassName, Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ArtCard } from '../../../components/art-gallery/art-card';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import {
  artAspectRatio,
  artMedia,
  artStill,
  formatLabel,
} from '../../../components/art-gallery/art-media';
import { openReportDialog } from '../../../components/report-dialog/report-dialog-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { copyWithToast } from '../../../lib/copy-text';
import { usePageTitle } from '../../../lib/page-title';
import { useDesignerProfile } from '../../../lib/queries/designer-profile';
import { useFollowDesigner } from '../../../lib/queries/follow-designer';
import { userQueryOptions } from '../../../lib/session-query';
import { toast } from '../../../lib/toast';
import {
  editLinkLabel,
  isOpenableEditLink,
  startFileDownload,
  useDownloadArt,
} from '../api/download-art';
import { useArt } from '../api/get-art';
import { useToggleLibrary } from '../api/toggle-library';
import * as styles from './art-page.css';
import { GalleryBackLink } from './gallery-back-link';

export const ART_TEXTS = {
  download: 'Baixar arquivos',
  downloading: 'Preparando...',
  downloadStarted: 'Download iniciado',
  downloadContents:
    'O ZIP traz a arte editável (SVG com os textos em camadas), a imagem em alta resolução (PNG) e um LEIA-ME com as fontes e como editar.',
  redownload: 'Você já baixou esta arte este mês: baixar de novo não usa seus downloads do mês.',
  downloadAgain: 'O download não começou? Baixe o ZIP aqui',
  editorOpened: 'Editor aberto',
  editorOpenedText: 'O editor abriu em uma nova aba.',
  loginTitle: 'Entre para baixar esta arte',
  loginText: 'Faça login ou crie sua conta grátis para baixar e editar artes.',
  premiumTitle: 'Arte exclusiva Premium',
  premiumText: ENTITLEMENT_MESSAGES.premiumArt,
  seePlans: 'Ver planos',
  favorite: 'Favoritar',
  unfavorite: 'Remover das favoritas',
  save: 'Salvar',
  unsave: 'Remover das salvas',
  share: 'Compartilhar',
  editOnline: 'Editar online',
  shareWhatsApp: 'Compartilhar no WhatsApp',
  linkCopied: 'Link copiado!',
  follow: 'Seguir',
  unfollow: 'Deixar de seguir',
  otherFormats: 'Outros formatos',
  allCollections: 'Ver todas as coleções',
  related: 'Artes relacionadas',
  notFoundTitle: ART_NOT_FOUND_TITLE,
  notFoundText: 'O design que você procura não existe ou foi removido.',
} as const;

function FormatCard({ art }: { art: Art }) {
  return (
    <li>
      <ArtCard art={art} />
      <span className={styles.formatLabel}>{formatLabel(art.format)}</span>
    </li>
  );
}

/** The art's canonical address on this site (its page carries the share metadata). */
function shareUrl(art: Art): string {
  return window.location.origin + artPath(art);
}

/** /artes/{id}-{slug}: the art, its actions, its other formats and related arts. */
export function ArtPage() {
  const { identifier = '' } = useParams<{ identifier: string }>();
  const parsed = parseArtIdentifier(identifier);
  const [, navigate] = useLocation();
  const detail = useArt(parsed?.id ?? null);
  const user = useQuery(userQueryOptions);
  const art = detail.data?.art;
  const download = useDownloadArt(parsed?.id ?? 0);
  const favorite = useToggleLibrary(parsed?.id ?? 0, 'favorite');
  const save = useToggleLibrary(parsed?.id ?? 0, 'save');
  const designerName = art?.designer?.username ?? null;
  const profile = useDesignerProfile(user.data ? designerName : null);
  const follow = useFollowDesigner(designerName ?? '');
  const [notice, setNotice] = useState<
    | { kind: 'login' | 'premium' }
    | { kind: 'error'; message: string }
    | {
        kind: 'done';
        downloadUrl: string;
        editUrl: string | null;
        counter: string | null;
        counted: boolean;
        editorOpened: boolean;
      }
    | null
  >(null);

  const missing = !parsed || (detail.error instanceof ApiError && detail.error.status === 404);
  usePageTitle(missing ? ART_NOT_FOUND_TITLE : art?.title);

  // A right id with a wrong slug goes to the canonical address (replace).
  useEffect(() => {
    if (art && identifier !== artIdentifier(art)) navigate(artPath(art), { replace: true });
  }, [art, identifier, navigate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new art clears the notice.
  useEffect(() => setNotice(null), [parsed?.id]);

  if (missing) {
    return (
      <main className={styles.page}>
        <div className={styles.center}>
          <p className={styles.sectionTitle}>404</p>
          <h1 className={styles.title}>{ART_TEXTS.notFoundTitle}</h1>
          <p>{ART_TEXTS.notFoundText}</p>
          <Link href={paths.arts.href()} className={buttonClassName()}>
            Ver todas as artes
          </Link>
        </div>
      </main>
    );
  }
  if (detail.isPending || user.isPending) {
    return (
      <main className={styles.page}>
        <Spinner label="Carregando arte..." />
      </main>
    );
  }
  if (detail.isError || !art) {
    return (
      <main className={styles.page}>
        <div className={styles.center} role="alert">
          <h1 className={styles.title}>Erro</h1>
          <p>{detail.error?.message ?? 'Não foi possível carregar a arte.'}</p>
          <Button onClick={() => void detail.refetch()}>Tentar novamente</Button>
        </div>
      </main>
    );
  }

  const signedIn = Boolean(user.data);
  const premiumUser = entitlements(user.data).premiumArts;
  const media = artMedia(art);
  const { formatName, fileType, categorySlug, otherFormats, related, isFavorite, isSaved } =
    detail.data;

  const askLogin = () => {
    toast({ title: ART_TEXTS.loginTitle, description: ART_TEXTS.loginText });
    navigate(paths.auth.href('login'));
  };

  const onDownload = () => {
    if (!signedIn) return askLogin();
    if (art.isPremium && !premiumUser) return setNotice({ kind: 'premium' });
    download.mutate(undefined, {
      onSuccess: (answer) => {
        startFileDownload(answer.downloadUrl);
        const counter =
          answer.downloadLimit === null
            ? null
            : `Downloads deste mês: ${allowanceCounter(answer.downloadsUsed, answer.downloadLimit)}`;
        setNotice({
          kind: 'done',
          downloadUrl: answer.downloadUrl,
          editUrl: isOpenableEditLink(answer.editUrl) ? answer.editUrl : null,
          counter,
          counted: answer.counted,
          editorOpened: false,
        });
        toast({
          title: ART_TEXTS.downloadStarted,
          description: counter ?? undefined,
          tone: 'success',
        });
      },
      onError: (error) => setNotice({ kind: 'error', message: error.message }),
    });
  };

  const onEditorOpened = () => {
    setNotice((current) =>
      current?.kind === 'done' ? { ...current, editorOpened: true } : current,
    );
    toast({ title: ART_TEXTS.editorOpened, description: ART_TEXTS.editorOpenedText });
  };

  const onToggle = (which: 'favorite' | 'save') => {
    if (!signedIn) return askLogin();
    const mutation = which === 'favorite' ? favorite : save;
    const active = which === 'favorite' ? isFavorite : isSaved;
    mutation.mutate(!active, {
      onError: (error) =>
        toast({
          title: 'Não foi possível atualizar',
          description: error.message,
          tone: 'destructive',
        }),
    });
  };

  const onShare = async () => {
    const url = shareUrl(art);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: art.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyWithToast(url, ART_TEXTS.linkCopied, 'Copie o link');
  };

  const following = profile.data?.isFollowing ?? false;

  return (
    <main className={styles.page}>
      <GalleryBackLink className={styles.designerName} />
      <div className={styles.layout}>
        <div
          className={styles.preview}
          // The art's own ratio, no taller than 80 % of the screen.
          style={{
            aspectRatio: String(artAspectRatio(art)),
            width: `min(100%, calc(80vh * ${artAspectRatio(art)}))`,
          }}
        >
          {media.kind === 'video' ? (
            <video
              className={styles.previewMedia}
              src={media.src}
              poster={artStill(art.imageUrl)}
              controls
              muted
              loop
              playsInline
              autoPlay
              aria-label={art.title}
            />
          ) : (
            <img
              className={styles.previewMedia}
              src={media.kind === 'gif' ? art.imageUrl : media.src}
              alt={art.title}
            />
          )}
        </div>
        <section className={styles.info} aria-labelledby="art-title">
          <h1 id="art-title" className={styles.title}>
            {art.title}
          </h1>
          <div className={styles.tags}>
            <span className={`${styles.tag} ${art.isPremium ? styles.premium : styles.free}`}>
              {art.isPremium ? 'Premium' : 'Grátis'}
            </span>
            {art.categoryName && categorySlug ? (
              <Link href={paths.category.href(categorySlug)} className={styles.tag}>
                {art.categoryName}
              </Link>
            ) : null}
            <span className={styles.tag}>{formatName}</span>
            {fileType ? <span className={styles.tag}>{fileType.name}</span> : null}
          </div>
          {art.designer ? (
            <div className={styles.designer}>
              <span className={styles.designerAvatar} aria-hidden="true">
                {art.designer.profileimageurl ? (
                  <img src={art.designer.profileimageurl} alt="" width={40} height={40} />
                ) : (
                  avatarInitials(art.designer.name)
                )}
              </span>
              {art.designer.username ? (
                <Link
                  href={paths.designer.href(art.designer.username)}
                  className={styles.designerName}
                >
                  {art.designer.name}
                </Link>
              ) : (
                <span className={styles.designerName}>{art.designer.name}</span>
              )}
              {art.designer.username ? (
                <Button
                  size="sm"
                  tone={following ? 'secondary' : 'primary'}
                  aria-pressed={following}
                  disabled={follow.isPending}
                  onClick={() => (signedIn ? follow.mutate(!following) : askLogin())}
                >
                  {following ? ART_TEXTS.unfollow : ART_TEXTS.follow}
                </Button>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              size="lg"
              className={styles.primary}
              disabled={download.isPending}
              onClick={onDownload}
            >
              {download.isPending ? ART_TEXTS.downloading : ART_TEXTS.download}
            </Button>
            {/* Issue 20: arts drawn from a template open in the online editor (not uploaded ones). */}
            {detail.data?.design ? (
              <Link
                href={paths.artEditor.href(art.id)}
                className={buttonClassName({ tone: 'secondary', size: 'lg' })}
              >
                {ART_TEXTS.editOnline}
              </Link>
            ) : null}
            <Button
              tone="secondary"
              aria-pressed={isFavorite}
              disabled={favorite.isPending}
              onClick={() => onToggle('favorite')}
            >
              {isFavorite ? ART_TEXTS.unfavorite : ART_TEXTS.favorite}
            </Button>
            <Button
              tone="secondary"
              aria-pressed={isSaved}
              disabled={save.isPending}
              onClick={() => onToggle('save')}
            >
              {isSaved ? ART_TEXTS.unsave : ART_TEXTS.save}
            </Button>
            <Button tone="secondary" onClick={() => void onShare()}>
              {ART_TEXTS.share}
            </Button>
            <a
              className={buttonClassName({ tone: 'secondary' })}
              href={whatsAppShareUrl(art.title, shareUrl(art))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {ART_TEXTS.shareWhatsApp}
            </a>
            <Button
              tone="ghost"
              onClick={() =>
                openReportDialog({
                  artId: art.id,
                  title: `Problema na arte: ${art.title}`.slice(0, 100),
                  description: `Arte: ${art.title} (${window.location.href})\n`,
                })
              }
            >
              Denunciar
            </Button>
          </div>
          {notice?.kind === 'premium' ? (
            <div className={styles.notice} role="alert">
              <strong>{ART_TEXTS.premiumTitle}</strong>
              <p className={styles.noticeText}>{ART_TEXTS.premiumText}</p>
              <Link href={paths.plans.href()} className={buttonClassName()}>
                {ART_TEXTS.seePlans}
              </Link>
            </div>
          ) : null}
          {notice?.kind === 'error' ? (
            <div className={`${styles.notice} ${styles.noticeDanger}`} role="alert">
              <p className={styles.noticeText}>{notice.message}</p>
              {!premiumUser ? (
                <Link href={paths.plans.href()} className={buttonClassName()}>
                  {ART_TEXTS.seePlans}
                </Link>
              ) : null}
            </div>
          ) : null}
          {notice?.kind === 'done' ? (
            <div className={styles.notice} role="status">
              <strong>{ART_TEXTS.downloadStarted}</strong>
              <p className={styles.noticeText}>{ART_TEXTS.downloadContents}</p>
              {notice.counted ? null : <p className={styles.noticeText}>{ART_TEXTS.redownload}</p>}
              {notice.counter ? <p className={styles.noticeText}>{notice.counter}</p> : null}
              <a href={notice.downloadUrl} download className={styles.noticeLink}>
                {ART_TEXTS.downloadAgain}
              </a>
              {notice.editUrl ? (
                <a
                  href={notice.editUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName()}
                  onClick={onEditorOpened}
                >
                  {editLinkLabel(notice.editUrl)}
                </a>
              ) : null}
              {notice.editorOpened ? (
                <p className={styles.noticeText}>
                  <strong>{ART_TEXTS.editorOpened}</strong> {ART_TEXTS.editorOpenedText}
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
      {otherFormats.length > 0 ? (
        <section aria-labelledby="art-formats">
          <h2 id="art-formats" className={styles.sectionTitle}>
            {ART_TEXTS.otherFormats}
          </h2>
          <ul className={styles.formats}>
            {otherFormats.map((other) => (
              <FormatCard key={other.id} art={other} />
            ))}
          </ul>
          <Link href={paths.collections.href()} className={styles.collectionsLink}>
            {ART_TEXTS.allCollections}
          </Link>
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="art-related">
          <h2 id="art-related" className={styles.sectionTitle}>
            {ART_TEXTS.related}
          </h2>
          <ArtMasonry
            arts={related}
            skeletonCount={LISTING_SKELETON_COUNT}
            label={ART_TEXTS.related}
            priorityCount={0}
          />
        </section>
      ) : null}
    </main>
  );
}
