import {
  type ChurchProfile,
  type EditDetail,
  paths,
  type RenderedArt,
  renderArtSvg,
  type Template,
  templateById,
} from '@arte-gospel/domain';
import { Button, buttonClassName, Spinner } from '@arte-gospel/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import { ApiError } from '../../../lib/api-client';
import { useLeaveGuard } from '../../../lib/leave-guard';
import { usePageTitle } from '../../../lib/page-title';
import { useKeepOffline } from '../../../lib/pwa/keep-offline';
import { useChurchProfile } from '../../../lib/queries/church-profile';
import { queryKeys } from '../../../lib/queries/keys';
import { userQueryOptions } from '../../../lib/session-query';
import { toast } from '../../../lib/toast';
import {
  authoriseExport,
  EXPORT_INVALIDATES,
  saveEdit,
  useEdit,
  useEditorArt,
} from '../api/editor-api';
import { editorIds } from '../api/editor-start';
import {
  type ArtDesign,
  type EditorTexts,
  editState,
  exportFileName,
  initialPalette,
  initialTexts,
  pdfPageSize,
} from '../lib/editor-model';
import { canShareFiles, renderPdf, renderPng, saveBlob } from '../lib/export-art';
import { loadFaces } from '../lib/template-fonts';
import { usePhotoSlots } from '../lib/use-photo-slots';
import { ArtColors, ChurchMarks, useChurchExtras } from './church-extras';
import * as styles from './editor-page.css';
import { PhotoSlotFields } from './lazy-photo-slot-fields';
import { SlotField } from './slot-field';

export const EDITOR_TEXTS = {
  loading: 'Carregando editor...',
  notFound: 'Arte não encontrada',
  notEditable: 'Esta arte não pode ser editada online: ela foi enviada como imagem.',
  error: 'Não foi possível abrir o editor.',
  retry: 'Tentar novamente',
  back: 'Voltar para a arte',
  panel: 'Editar arte',
  save: 'Salvar',
  saving: 'Salvando...',
  saved: 'Arte salva em Minhas artes',
  saveFailed: 'Não foi possível salvar a arte',
  png: 'Baixar PNG',
  pdf: 'Baixar PDF',
  share: 'Compartilhar',
  shareReady: 'Imagem pronta: compartilhar',
  exporting: 'Gerando arquivo...',
  exportFailed: 'Não foi possível gerar o arquivo',
  plans: 'Ver planos',
  preview: 'Prévia da arte',
  leave: 'Esta arte tem alterações que não foram salvas. Sair do editor mesmo assim?',
} as const;

const PHONE_QUERY = '(max-width: 767px)';

function usePhone(): boolean {
  const [phone, setPhone] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true,
  );
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const onChange = () => setPhone(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

/** /artes/:id/editar: signed-in only; a visitor is sent to sign in and back. */
export function EditorPage() {
  const user = useQuery(userQueryOptions);
  const [location] = useLocation();
  const search = useSearch();
  // The art (public) is asked for beside the session, not after it: one round trip less
  // before a phone draws the editor (`npm run bench:editor`).
  const { artId } = editorIds(useParams<{ id: string }>(), search);
  useEditorArt(artId);
  if (user.isPending) return <Spinner label={EDITOR_TEXTS.loading} />;
  if (!user.data) {
    // Back here (this art, this edit) once signed in.
    const here = search ? `${location}?${search}` : location;
    return <Redirect to={paths.auth.href('login', here)} replace />;
  }
  return <Editor />;
}

function Editor() {
  const { artId, editId } = editorIds(useParams<{ id: string }>(), useSearch());
  const art = useEditorArt(artId);
  const edit = useEdit(editId);
  const church = useChurchProfile(artId !== null);
  const detail = art.data;
  usePageTitle(detail ? `Editar: ${detail.art.title}` : EDITOR_TEXTS.panel);

  const missing =
    artId === null ||
    (art.error instanceof ApiError && art.error.status === 404) ||
    (edit.error instanceof ApiError && edit.error.status === 404) ||
    // An edit opened under another art's address is not this art's.
    (edit.data !== undefined && edit.data.artId !== artId);
  if (missing) return <Message text={EDITOR_TEXTS.notFound} artHref={null} />;
  if (art.isError || edit.isError) {
    return (
      <main className={styles.center}>
        <p role="alert">{EDITOR_TEXTS.error}</p>
        <Button
          onClick={() => {
            void art.refetch();
            if (editId) void edit.refetch();
          }}
        >
          {EDITOR_TEXTS.retry}
        </Button>
      </main>
    );
  }
  // The church profile only prefills: without it (an error too) the art's own texts stay.
  if (!detail || (editId !== null && !edit.data) || church.isPending) {
    return <Spinner label={EDITOR_TEXTS.loading} />;
  }
  const design = detail.design;
  const template = design ? templateById(design.templateId) : undefined;
  const artHref = paths.art.href(`${detail.art.id}`);
  if (!design || !template) return <Message text={EDITOR_TEXTS.notEditable} artHref={artHref} />;
  return (
    <Workspace
      key={detail.art.id}
      artId={detail.art.id}
      title={detail.art.title}
      isPremium={detail.art.isPremium}
      design={design}
      template={template}
      texts={initialTexts(template, design, church.data ?? null, edit.data?.state)}
      paletteId={initialPalette(template, design, edit.data?.state)}
      edit={edit.data ?? null}
      church={church.data ?? null}
    />
  );
}

function Message({ text, artHref }: { text: string; artHref: string | null }) {
  return (
    <main className={styles.center}>
      <p role="alert">{text}</p>
      {artHref ? (
        <Link href={artHref} className={buttonClassName({ tone: 'secondary' })}>
          {EDITOR_TEXTS.back}
        </Link>
      ) : null}
    </main>
  );
}

interface WorkspaceProps {
  artId: number;
  title: string;
  isPremium: boolean;
  design: ArtDesign;
  template: Template;
  texts: EditorTexts;
  paletteId: string;
  edit: EditDetail | null;
  church: ChurchProfile | null;
}

type ExportKind = 'png' | 'pdf' | 'share';

function Workspace(props: WorkspaceProps) {
  const { artId, design, template, title } = props;
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const phone = usePhone();
  const [texts, setTexts] = useState<EditorTexts>(props.texts);
  const [paletteId, setPaletteId] = useState(props.paletteId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const savedId = useRef<number | null>(props.edit?.id ?? null);
  const [shareable] = useState(() => canShareFiles());
  // A phone lets a page open the share sheet only right after a tap; when making the image
  // took longer than that, the image waits here for one more tap (which opens it at once).
  const [readyToShare, setReadyToShare] = useState<File | null>(null);
  const photos = usePhotoSlots(template, props.edit);
  // Issue 20: the church's colours, logo and PIX QR code (church-extras.tsx).
  const extras = useChurchExtras(template, props.church, props.edit?.state, paletteId);

  /** The art with `photoInputs`: the preview's (blob: URLs) or the files' (data: URLs). */
  const draw = (photoInputs: typeof photos.render): RenderedArt =>
    renderArtSvg({
      templateId: design.templateId,
      paletteId,
      sizeId: design.sizeId,
      texts,
      photos: photoInputs,
      ...extras.render,
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draw` reads exactly these.
  const rendered: RenderedArt = useMemo(
    () => draw(photos.preview),
    [design.templateId, design.sizeId, paletteId, texts, photos.preview, extras.render],
  );
  // A changed art makes a waiting image stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the art's drawing is the trigger.
  useEffect(() => setReadyToShare(null), [rendered.svg]);
  const [facesLoaded, setFacesLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // (Transitions: these redraws of the whole editor yield to the phone every few ms.)
    loadFaces(rendered.fonts).then(
      () => live && startTransition(() => setFacesLoaded(true)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rendered.fonts]);
  // Once drawn with its fonts, the editor is kept for offline use (its files and calls).
  useKeepOffline(facesLoaded);

  // Unsaved work: the art drawn differently from when it was last saved (or opened, once what
  // it takes in has arrived) makes leaving the page (reload, close, another address) ask first.
  const settling = extras.loading || Object.values(photos.slots).some((slot) => slot.busy !== null);
  const [savedSvg, setSavedSvg] = useState<string | null>(null);
  useEffect(() => {
    if (savedSvg === null && !settling) startTransition(() => setSavedSvg(rendered.svg));
  }, [savedSvg, settling, rendered.svg]);
  const unsaved = savedSvg !== null && rendered.svg !== savedSvg;
  useLeaveGuard(unsaved ? EDITOR_TEXTS.leave : null);

  const state = () => ({
    ...editState(artId, design, paletteId, texts, template, props.edit?.state),
    ...extras.saved,
  });

  // A save finishing after the editor was left must not bring the user back to it.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const showSavedAddress = (id: number) => {
    if (mounted.current) navigate(paths.artEditor.href(artId, id), { replace: true });
  };

  /** `photos: false` (an export of an unsaved edit): the edit is created, its photos stay here. */
  const saveArt = async (options: { photos: boolean }) => {
    let id = savedId.current;
    if (id === null) {
      // A new edit takes no photo file: its photos are sent to it once it exists.
      const created = await saveEdit(null, {
        artId,
        state: { ...state(), photos: await photos.statePhotos(null) },
      });
      if (!options.photos || !photos.hasUnsent()) return created;
      id = created.id;
      savedId.current = id;
      client.setQueryData(queryKeys.edit(id), created);
      showSavedAddress(id);
    }
    return saveEdit(id, { state: { ...state(), photos: await photos.statePhotos(id) } });
  };

  const save = useMutation({
    mutationFn: async (options: { photos: boolean } = { photos: true }) => {
      // The art as this save writes it: once saved (photos included), it is no longer unsaved.
      const svg = rendered.svg;
      const unsentPhotos = !options.photos && photos.hasUnsent();
      const saved = await saveArt(options);
      if (!unsentPhotos) setSavedSvg(svg);
      return saved;
    },
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.edit(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['/api/edits'], exact: true });
      if (savedId.current === null) {
        savedId.current = saved.id;
        // The address reopens this edit; the page keeps its state (keyed by the art only).
        showSavedAddress(saved.id);
      }
    },
  });

  const onSave = () =>
    save.mutate(
      { photos: true },
      {
        onSuccess: () => toast({ title: EDITOR_TEXTS.saved, tone: 'success' }),
        onError: (error) =>
          toast({
            title: EDITOR_TEXTS.saveFailed,
            description: error.message,
            tone: 'destructive',
          }),
      },
    );

  const exporting = useMutation({
    mutationFn: async (kind: ExportKind) => {
      setRefusal(null);
      // An export of a new edit creates it (the export is of a saved edit) without sending its
      // photos: they leave the phone only when the user saves.
      const id = savedId.current ?? (await save.mutateAsync({ photos: false })).id;
      await authoriseExport(id);
      for (const key of EXPORT_INVALIDATES) void client.invalidateQueries({ queryKey: key });
      const png = await renderPng(draw(photos.render), design.sizeId);
      if (kind === 'pdf') {
        const pdf = await renderPdf(png, design.sizeId);
        if (pdf) saveBlob(pdf, exportFileName(title, 'pdf'));
      } else if (kind === 'share') {
        const file = new File([png], exportFileName(title, 'png'), { type: 'image/png' });
        try {
          await navigator.share({ files: [file], title });
        } catch (error) {
          if (error instanceof DOMException && error.name === 'NotAllowedError') {
            setReadyToShare(file);
            return;
          }
          throw error;
        }
      } else {
        saveBlob(png, exportFileName(title, 'png'));
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) setRefusal(error.message);
      else if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast({
          title: EDITOR_TEXTS.exportFailed,
          description: error.message,
          tone: 'destructive',
        });
      }
    },
  });

  const busy = save.isPending || exporting.isPending;
  // An export waits for what the art is still taking in (the logo, a photo being prepared,
  // loaded or cut out): it would be drawn without it and still count as a download.
  const exportBusy = busy || settling;
  const palettes = template.palettes;
  const print = pdfPageSize(design.sizeId) !== null;

  return (
    <main className={styles.page} data-layout={phone ? 'sheet' : 'side'}>
      <div className={styles.stage}>
        <div
          className={styles.preview}
          role="img"
          aria-label={EDITOR_TEXTS.preview}
          style={{ aspectRatio: `${rendered.width} / ${rendered.height}` }}
          data-testid="editor-preview"
          // The SVG is the domain renderer's own output (every text escaped).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: inline SVG, so the page's fonts draw it.
          dangerouslySetInnerHTML={{ __html: rendered.svg }}
        />
      </div>
      <section className={styles.panel} aria-labelledby="editor-panel-title">
        <h1 id="editor-panel-title" className={styles.heading}>
          {title}
        </h1>
        {template.photoSlots.length > 0 ? (
          <PhotoSlotFields slots={template.photoSlots} photos={photos} svg={rendered.svg} />
        ) : null}
        <div className={styles.fields}>
          {template.slots.map((slot) => (
            <SlotField
              key={slot.name}
              name={slot.name}
              label={slot.label}
              value={texts[slot.name] ?? ''}
              onChange={(value) => setTexts((current) => ({ ...current, [slot.name]: value }))}
            />
          ))}
        </div>
        <ArtColors palettes={palettes} extras={extras} value={paletteId} onChange={setPaletteId} />
        <ChurchMarks template={template} extras={extras} />
        {refusal ? (
          <p className={styles.notice} role="alert">
            {refusal}{' '}
            <Link href={paths.plans.href()} className={styles.noticeLink}>
              {EDITOR_TEXTS.plans}
            </Link>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onSave} disabled={busy}>
            {save.isPending && !exporting.isPending ? EDITOR_TEXTS.saving : EDITOR_TEXTS.save}
          </Button>
          <Button tone="secondary" onClick={() => exporting.mutate('png')} disabled={exportBusy}>
            {exporting.isPending ? EDITOR_TEXTS.exporting : EDITOR_TEXTS.png}
          </Button>
          {print ? (
            <Button tone="secondary" onClick={() => exporting.mutate('pdf')} disabled={exportBusy}>
              {EDITOR_TEXTS.pdf}
            </Button>
          ) : null}
          {phone && shareable && readyToShare ? (
            <Button
              tone="secondary"
              onClick={() => {
                const file = readyToShare;
                setReadyToShare(null);
                navigator.share({ files: [file], title }).catch(() => undefined);
              }}
            >
              {EDITOR_TEXTS.shareReady}
            </Button>
          ) : phone && shareable ? (
            <Button
              tone="secondary"
              onClick={() => exporting.mutate('share')}
              disabled={exportBusy}
            >
              {EDITOR_TEXTS.share}
            </Button>
          ) : null}
        </div>
      </section>
    </main>
  );
}
