import { ART_BATCH_MAX_FILES, ART_UPLOAD_MAX_BYTES } from '@arte-gospel/domain';
import { Alert, Button, FileUpload, TextField } from '@arte-gospel/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../../../../lib/queries/keys';
import { uploadArt } from '../../artes/api/art-actions';
import { type ArtDraft, ArtFields, EMPTY_DRAFT } from '../../artes/components/art-fields';
import { IMAGE_MIME_TYPES, SOURCE_MIME_TYPES } from '../../artes/components/art-options';
import * as styles from '../../artes/components/artes.css';
import * as adminStyles from '../../components/admin.css';
import { pairBatchFiles } from '../pair-files';

/** Uploads running at once: two keep the line moving without crowding two shared cores. */
const PARALLEL_UPLOADS = 2;

type FileState =
  | { kind: 'waiting' }
  | { kind: 'sending'; progress: number }
  | { kind: 'created'; id: number }
  | { kind: 'failed'; message: string };

interface BatchItem {
  key: string;
  /** The art's image, or (unpaired) the source file no image took. */
  file: File;
  /** The source file of the same base name, sent with the image. */
  source: File | null;
  /** A source file without its image: never sent, its error on its row from the start. */
  unpaired: boolean;
  title: string;
  state: FileState;
}

/** 'culto-de-jovens_02.png' → 'Culto de jovens 02'. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return base ? base[0]!.toUpperCase() + base.slice(1) : '';
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** '9 artes criadas, 1 com erro'. */
export function batchSummary(created: number, failed: number): string {
  const made = created === 1 ? '1 arte criada' : `${created} artes criadas`;
  return failed === 0 ? made : `${made}, ${failed} com erro`;
}

/**
 * /admin/add-art-multi (issue 19, admin only): many images at once, the shared fields applied
 * to all, a title per file (from its name, editable), a source file sent with the image of its
 * name (pair-files.ts), one request per art with its own progress bar; a file refused (or a
 * source file without its image) keeps its reason on its row and the others go on.
 */
export function AddArtMultiPage() {
  const [draft, setDraft] = useState<ArtDraft>({ ...EMPTY_DRAFT });
  const [items, setItems] = useState<BatchItem[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picker, setPicker] = useState(0);
  // Whether a send has run since the list was cleared: the summary follows it.
  const [attempted, setAttempted] = useState(false);
  const client = useQueryClient();

  const update = (key: string, change: Partial<BatchItem>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const choose = (files: File[]) => {
    const { arts, unpaired } = pairBatchFiles(files);
    setItems((current) => [
      ...arts.map(({ image, source }): BatchItem => {
        const known = current.find((item) => !item.unpaired && item.key === fileKey(image));
        if (known) return known.state.kind === 'created' ? known : { ...known, source };
        return {
          key: fileKey(image),
          file: image,
          source,
          unpaired: false,
          title: titleFromFileName(image.name),
          state: { kind: 'waiting' },
        };
      }),
      ...unpaired.map(
        ({ file, message }): BatchItem => ({
          key: `fonte:${fileKey(file)}`,
          file,
          source: null,
          unpaired: true,
          title: '',
          state: { kind: 'failed', message },
        }),
      ),
    ]);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!draft.formatId || !draft.fileTypeId)
      return setError('Escolha o formato e o tipo de arquivo das artes.');
    const queue = items.filter((item) => !item.unpaired && item.state.kind !== 'created');
    if (queue.length === 0) return setError('Escolha as imagens das artes.');
    setRunning(true);
    setAttempted(true);
    const next = async (): Promise<void> => {
      const item = queue.shift();
      if (!item) return;
      update(item.key, { state: { kind: 'sending', progress: 0 } });
      try {
        const { id } = await uploadArt(
          {
            title: item.title.trim(),
            categoryId: draft.categoryId,
            formatId: draft.formatId,
            fileTypeId: draft.fileTypeId,
            isPremium: draft.licence === 'premium',
            isVisible: draft.isVisible,
            designerId: draft.designerId,
            publishAt: draft.publishAt,
          },
          { image: item.file, source: item.source },
          (progress) => update(item.key, { state: { kind: 'sending', progress } }),
        );
        update(item.key, { state: { kind: 'created', id } });
      } catch (failure) {
        update(item.key, { state: { kind: 'failed', message: (failure as Error).message } });
      }
      await next();
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
    setRunning(false);
    await client.invalidateQueries({ queryKey: [queryKeys.adminArts({})[0]] });
  };

  const created = items.filter((item) => item.state.kind === 'created').length;
  const failed = items.filter((item) => item.state.kind === 'failed').length;
  const finished = !running && attempted && created + failed > 0;
  const pending = items.filter((item) => !item.unpaired && item.state.kind !== 'created').length;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={adminStyles.title}>Adicionar artes em lote</h1>
        <p className={styles.muted}>
          Escolha várias imagens: cada uma vira uma arte com os campos abaixo e o título tirado do
          nome do arquivo (edite antes de enviar). Um arquivo-fonte (SVG, PDF ou ZIP) com o mesmo
          nome de uma imagem (culto.png e culto.svg) vai junto com ela. Um arquivo recusado não
          impede os outros.
        </p>
      </header>
      <form className={styles.form} onSubmit={send} aria-label="Enviar artes em lote">
        <ArtFields draft={draft} onChange={setDraft} shared />
        <FileUpload
          key={picker}
          label="Imagens das artes"
          accept={[...IMAGE_MIME_TYPES, ...SOURCE_MIME_TYPES]}
          maxFiles={ART_BATCH_MAX_FILES}
          maxFileSizeBytes={ART_UPLOAD_MAX_BYTES}
          hint={`Imagens PNG, JPEG ou WebP e arquivos-fonte SVG, PDF ou ZIP, até ${ART_BATCH_MAX_FILES} arquivos por vez; cada arte (imagem e arquivo-fonte) até ${(
            ART_UPLOAD_MAX_BYTES / 1024 / 1024
          ).toLocaleString('pt-BR')} MB`}
          showFiles={false}
          texts={{
            dropzone: 'Arraste as imagens e os arquivos-fonte para cá ou clique para escolher',
          }}
          onFilesChange={choose}
        />
        {items.length > 0 ? (
          <ul className={styles.fileList} aria-label="Arquivos escolhidos">
            {items.map((item, index) => (
              <li key={item.key} className={styles.fileRow}>
                {item.unpaired ? (
                  <p className={styles.artTitle}>Arquivo-fonte sem imagem: {item.file.name}</p>
                ) : (
                  <div className={styles.fileHead}>
                    <TextField
                      className={styles.grow}
                      label={`Título do arquivo ${index + 1} (${item.file.name})`}
                      value={item.title}
                      maxLength={150}
                      disabled={running || item.state.kind === 'created'}
                      onChange={(event) => update(item.key, { title: event.target.value })}
                    />
                  </div>
                )}
                {item.source ? (
                  <p className={styles.muted}>Arquivo-fonte: {item.source.name}</p>
                ) : null}
                <FileStatus name={item.file.name} state={item.state} />
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {finished ? (
          <Alert.Root tone={failed > 0 ? 'info' : 'success'}>
            <Alert.Title>{batchSummary(created, failed)}</Alert.Title>
            {failed > 0 ? (
              <Alert.Description>
                Corrija ou troque os arquivos com erro e envie de novo: só eles serão reenviados.
              </Alert.Description>
            ) : null}
          </Alert.Root>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            type="button"
            tone="secondary"
            disabled={running || items.length === 0}
            onClick={() => {
              setItems([]);
              setAttempted(false);
              setPicker((n) => n + 1);
            }}
          >
            Limpar lista
          </Button>
          <Button type="submit" disabled={running || pending === 0}>
            {running ? 'Enviando...' : `Enviar ${pending === 1 ? '1 arte' : `${pending} artes`}`}
          </Button>
        </div>
      </form>
    </div>
  );
}

function FileStatus({ name, state }: { name: string; state: FileState }) {
  switch (state.kind) {
    case 'waiting':
      return <p className={styles.muted}>Aguardando envio</p>;
    case 'sending':
      return (
        <progress
          className={styles.progress}
          value={state.progress}
          max={1}
          aria-label={`Envio de ${name}`}
        />
      );
    case 'created':
      return <p className={styles.muted}>Arte nº {state.id} criada</p>;
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      );
  }
}
