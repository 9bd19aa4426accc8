import {
  ADMIN_ART_STATUSES,
  ADMIN_ARTS_PAGE_SIZE,
  type AdminArt,
  type AdminArtLicence,
  type AdminArtStatus,
  ART_UPLOAD_MAX_BYTES,
} from '@arte-gospel/domain';
import {
  Button,
  Dialog,
  EmptyState,
  FileUpload,
  Pagination,
  Select,
  TextField,
  visuallyHidden,
} from '@arte-gospel/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../../../../lib/queries/keys';
import { toast } from '../../../../lib/toast';
import * as adminStyles from '../../components/admin.css';
import { QueryStates } from '../../components/query-error-alert';
import {
  type ArtEdit,
  artEditOf,
  deleteArt,
  updateArt,
  uploadArt,
  useArtAction,
} from '../api/art-actions';
import { type AdminArtsParams, NO_ADMIN_ARTS_FILTER, useAdminArts } from '../api/get-admin-arts';
import { type ArtDraft, ArtFields, EMPTY_DRAFT, tagsOf } from './art-fields';
import { ArtFilesForm } from './art-files-form';
import {
  IMAGE_MIME_TYPES,
  LICENCE_OPTIONS,
  SOURCE_MIME_TYPES,
  STATUS_LABELS,
  shortDate,
  useArtOptions,
} from './art-options';
import * as styles from './artes.css';

const STATUS_OPTIONS = ADMIN_ART_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export const UPLOAD_LIMIT_TEXT = `até ${(ART_UPLOAD_MAX_BYTES / 1024 / 1024).toLocaleString('pt-BR')} MB`;

function statusText(art: AdminArt): string {
  if (art.status === 'agendada') return `Agendada para ${shortDate(art.publishAt)}`;
  return STATUS_LABELS[art.status];
}

/** /admin/artes (issue 19): every art, hidden and scheduled too, and what staff do to it. */
export function ArtesPage() {
  const [draft, setDraft] = useState('');
  const [params, setParams] = useState<AdminArtsParams>(NO_ADMIN_ARTS_FILTER);
  const arts = useAdminArts(params);
  const options = useArtOptions(false);
  const filter = (change: Partial<AdminArtsParams>) =>
    setParams((current) => ({ ...current, ...change, page: 1 }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: draft.trim() });
  };
  const filtered =
    params.q || params.categoryId || params.formatId || params.status || params.licence;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div>
          <h1 className={adminStyles.title}>Artes</h1>
          <p className={styles.muted}>
            Todas as artes, inclusive ocultas e agendadas. Cada mudança fica no registro de
            auditoria.
          </p>
        </div>
        <NewArtDialog />
      </header>
      <form className={styles.filters} onSubmit={search} aria-label="Filtrar artes">
        <div className={styles.search}>
          <TextField
            label="Buscar por título, tag ou número"
            type="search"
            name="q"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Select
          size="sm"
          label="Categoria"
          allLabel="Todas as categorias"
          options={options.categories}
          value={params.categoryId || '_all'}
          onValueChange={(value) => filter({ categoryId: value === '_all' ? '' : value })}
        />
        <Select
          size="sm"
          label="Formato"
          allLabel="Todos os formatos"
          options={options.formats}
          value={params.formatId || '_all'}
          onValueChange={(value) => filter({ formatId: value === '_all' ? '' : value })}
        />
        <Select
          size="sm"
          label="Status"
          allLabel="Todos os status"
          options={STATUS_OPTIONS}
          value={params.status || '_all'}
          onValueChange={(value) =>
            filter({ status: value === '_all' ? '' : (value as AdminArtStatus) })
          }
        />
        <Select
          size="sm"
          label="Licença"
          allLabel="Grátis e Premium"
          options={LICENCE_OPTIONS}
          value={params.licence || '_all'}
          onValueChange={(value) =>
            filter({ licence: value === '_all' ? '' : (value as AdminArtLicence) })
          }
        />
        <Button type="submit">Buscar</Button>
      </form>
      <QueryStates
        query={arts}
        loading="Carregando artes..."
        error="Não foi possível carregar as artes"
      >
        {(data) =>
          data.arts.length === 0 ? (
            <EmptyState
              title={filtered ? 'Nenhuma arte encontrada' : 'Nenhuma arte cadastrada'}
              description={
                filtered
                  ? 'Nenhuma arte atende a estes filtros.'
                  : 'Envie a primeira arte com o botão Nova arte.'
              }
            />
          ) : (
            <>
              <p className={styles.muted} aria-live="polite">
                {data.totalCount === 1
                  ? '1 arte'
                  : `${data.totalCount.toLocaleString('pt-BR')} artes`}
              </p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={visuallyHidden}>Artes</caption>
                  <thead>
                    <tr>
                      <th className={styles.th} scope="col">
                        Arte
                      </th>
                      <th className={styles.th} scope="col">
                        Categoria
                      </th>
                      <th className={styles.th} scope="col">
                        Formato
                      </th>
                      <th className={styles.th} scope="col">
                        Licença
                      </th>
                      <th className={styles.th} scope="col">
                        Designer
                      </th>
                      <th className={styles.th} scope="col">
                        Status
                      </th>
                      <th className={`${styles.th} ${styles.number}`} scope="col">
                        Downloads
                      </th>
                      <th className={styles.th} scope="col">
                        Ações
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.arts.map((art) => (
                      <ArtRow key={art.id} art={art} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={params.page}
                pages={Math.max(1, Math.ceil(data.totalCount / ADMIN_ARTS_PAGE_SIZE))}
                loading={arts.isFetching}
                onPageChange={(page) => setParams((current) => ({ ...current, page }))}
              />
            </>
          )
        }
      </QueryStates>
    </div>
  );
}

function ArtRow({ art }: { art: AdminArt }) {
  const publish = useArtAction(updateArt, art.isVisible ? 'Arte despublicada' : 'Arte publicada');
  return (
    <tr>
      <td className={styles.td}>
        <div className={styles.artCell}>
          <img
            className={styles.thumb}
            src={art.thumbnailUrl}
            alt=""
            loading="lazy"
            width={48}
            height={60}
            style={art.dominantColor ? { background: art.dominantColor } : undefined}
          />
          <div>
            <div className={styles.artTitle}>{art.title}</div>
            <div className={styles.muted}>nº {art.id}</div>
          </div>
        </div>
      </td>
      <td className={styles.td}>{art.categoryName ?? '—'}</td>
      <td className={styles.td}>{art.formatName}</td>
      <td className={styles.td}>{art.isPremium ? 'Premium' : 'Grátis'}</td>
      <td className={styles.td}>{art.designer?.name ?? '—'}</td>
      <td className={styles.td}>
        <span className={styles.status[art.status]}>{statusText(art)}</span>
      </td>
      <td className={`${styles.td} ${styles.number}`}>
        {art.downloadCount.toLocaleString('pt-BR')}
      </td>
      <td className={styles.td}>
        <div className={styles.actions}>
          <EditArtDialog art={art} />
          <Button
            size="sm"
            tone="secondary"
            disabled={publish.isPending}
            aria-label={`${art.isVisible ? 'Despublicar' : 'Publicar'} ${art.title}`}
            onClick={() =>
              publish.mutate({ id: art.id, edit: { ...artEditOf(art), isVisible: !art.isVisible } })
            }
          >
            {art.isVisible ? 'Despublicar' : 'Publicar'}
          </Button>
          <DeleteArtDialog art={art} />
        </div>
      </td>
    </tr>
  );
}

function draftOf(art: AdminArt): ArtDraft {
  return {
    title: art.title,
    categoryId: art.categoryId === null ? '' : String(art.categoryId),
    formatId: String(art.formatId),
    fileTypeId: String(art.fileTypeId),
    licence: art.isPremium ? 'premium' : 'gratis',
    tags: art.tags.join(', '),
    designerId: art.designer ? String(art.designer.id) : '',
    editUrl: art.editUrl ?? '',
    featuredRank: art.featuredRank === null ? '' : String(art.featuredRank),
    publishAt: art.publishAt,
    isVisible: art.isVisible,
  };
}

function editOf(art: AdminArt, draft: ArtDraft): ArtEdit {
  return {
    ...artEditOf(art),
    title: draft.title.trim(),
    categoryId: draft.categoryId ? Number(draft.categoryId) : null,
    formatId: Number(draft.formatId),
    fileTypeId: Number(draft.fileTypeId),
    isPremium: draft.licence === 'premium',
    tags: tagsOf(draft.tags),
    designerId: draft.designerId ? Number(draft.designerId) : null,
    editUrl: draft.editUrl.trim() || null,
    featuredRank: draft.featuredRank ? Number(draft.featuredRank) : null,
    publishAt: draft.publishAt || new Date().toISOString(),
    isVisible: draft.isVisible,
  };
}

function EditArtDialog({ art }: { art: AdminArt }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ArtDraft>(() => draftOf(art));
  const save = useArtAction(updateArt, 'Arte salva');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setDraft(draftOf(art));
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" aria-label={`Editar ${art.title}`}>
          Editar
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="lg">
        <Dialog.Title>Editar arte nº {art.id}</Dialog.Title>
        <Dialog.CloseTrigger />
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { id: art.id, edit: editOf(art, draft) },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <ArtFields draft={draft} onChange={setDraft} />
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={save.isPending}>
              Salvar arte
            </Button>
          </div>
        </form>
        <ArtFilesForm art={art} />
      </Dialog.Popup>
    </Dialog.Root>
  );
}

function DeleteArtDialog({ art }: { art: AdminArt }) {
  const [open, setOpen] = useState(false);
  const remove = useArtAction(deleteArt, 'Arte excluída');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" tone="secondary" aria-label={`Excluir ${art.title}`}>
          Excluir
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Excluir “{art.title}”?</Dialog.Title>
        <Dialog.Description>
          A arte sai do site e das listas de quem a favoritou. Não é possível desfazer.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <div className={styles.dialogActions}>
          <Button tone="secondary" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: art.id }, { onSuccess: () => setOpen(false) })}
          >
            Excluir arte
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

/** 'Nova arte': the fields, the image and an optional source file, sent with progress. */
function NewArtDialog() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ArtDraft>(EMPTY_DRAFT);
  const [image, setImage] = useState<File | null>(null);
  const [source, setSource] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!image) return setError('Escolha a imagem da arte (PNG, JPEG ou WebP).');
    if (!draft.formatId || !draft.fileTypeId)
      return setError('Escolha o formato e o tipo de arquivo.');
    setProgress(0);
    try {
      await uploadArt(
        {
          title: draft.title.trim(),
          categoryId: draft.categoryId,
          formatId: draft.formatId,
          fileTypeId: draft.fileTypeId,
          isPremium: draft.licence === 'premium',
          isVisible: draft.isVisible,
          designerId: draft.designerId,
          editUrl: draft.editUrl.trim(),
          tags: tagsOf(draft.tags).join(','),
          publishAt: draft.publishAt,
        },
        { image, source },
        setProgress,
      );
      toast({ title: 'Arte enviada', tone: 'success' });
      await client.invalidateQueries({ queryKey: [queryKeys.adminArts({})[0]] });
      setOpen(false);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) {
          setDraft(EMPTY_DRAFT);
          setImage(null);
          setSource(null);
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button>Nova arte</Button>
      </Dialog.Trigger>
      <Dialog.Popup size="lg">
        <Dialog.Title>Nova arte</Dialog.Title>
        <Dialog.Description>
          A imagem vira a prévia e o download da arte. Imagem e arquivo-fonte juntos:{' '}
          {UPLOAD_LIMIT_TEXT}.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <form className={styles.form} onSubmit={submit}>
          <ArtFields draft={draft} onChange={setDraft} />
          <FileUpload
            label="Imagem da arte"
            accept={IMAGE_MIME_TYPES}
            maxFileSizeBytes={ART_UPLOAD_MAX_BYTES}
            hint={`PNG, JPEG ou WebP, ${UPLOAD_LIMIT_TEXT}`}
            onFilesChange={(files) => setImage(files[0] ?? null)}
          />
          <FileUpload
            label="Arquivo-fonte (opcional)"
            accept={SOURCE_MIME_TYPES}
            maxFileSizeBytes={ART_UPLOAD_MAX_BYTES}
            hint="SVG, PDF ou ZIP"
            onFilesChange={(files) => setSource(files[0] ?? null)}
          />
          {progress === null ? null : (
            <progress
              className={styles.progress}
              value={progress}
              max={1}
              aria-label="Envio da arte"
            />
          )}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={progress !== null}>
              Enviar arte
            </Button>
          </div>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
