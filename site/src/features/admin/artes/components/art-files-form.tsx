import { type AdminArt, ART_UPLOAD_MAX_BYTES, type ArtFileField } from '@arte-gospel/domain';
import { Button, CheckboxField, FileUpload } from '@arte-gospel/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { queryKeys } from '../../../../lib/queries/keys';
import { toast } from '../../../../lib/toast';
import { artFileErrorOf, replaceArtFiles } from '../api/art-actions';
import { IMAGE_MIME_TYPES, SOURCE_MIME_TYPES } from './art-options';
import * as styles from './artes.css';

const LIMIT_TEXT = `até ${(ART_UPLOAD_MAX_BYTES / 1024 / 1024).toLocaleString('pt-BR')} MB`;

type FilesErrors = Partial<Record<ArtFileField | 'form', string>>;

/**
 * The edit dialog's files (issue 19): the art's image now and its source file's name, and
 * their replacement in one call (POST /api/admin/arts/:id/files): a new image, a new source
 * file, or the source file removed. A file the API refuses gets its reason under its field.
 */
export function ArtFilesForm({ art }: { art: AdminArt }) {
  const [image, setImage] = useState<File | null>(null);
  const [source, setSource] = useState<File | null>(null);
  const [removeSource, setRemoveSource] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FilesErrors>({});
  // A new key empties the pickers after a replacement.
  const [picker, setPicker] = useState(0);
  const client = useQueryClient();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!image && !source && !removeSource)
      return setErrors({ form: 'Escolha uma nova imagem ou um novo arquivo-fonte.' });
    setErrors({});
    setProgress(0);
    try {
      await replaceArtFiles(
        art.id,
        { image, source, removeSource: removeSource && !source },
        setProgress,
      );
      toast({ title: 'Arquivos da arte atualizados', tone: 'success' });
      setImage(null);
      setSource(null);
      setRemoveSource(false);
      setPicker((n) => n + 1);
      await client.invalidateQueries({ queryKey: [queryKeys.adminArts({})[0]] });
    } catch (failure) {
      const message = (failure as Error).message;
      const field = artFileErrorOf(failure);
      setErrors(field ? { [field]: message } : { form: message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className={styles.filesSection} aria-labelledby={titleId}>
      <h3 className={styles.sectionTitle} id={titleId}>
        Arquivos da arte
      </h3>
      <div className={styles.currentFiles}>
        <img
          className={styles.currentThumb}
          src={art.thumbnailUrl}
          alt={`Imagem atual de ${art.title}`}
          width={96}
          height={120}
          style={art.dominantColor ? { background: art.dominantColor } : undefined}
        />
        <div>
          <p className={styles.muted}>
            {art.uploaded
              ? art.width && art.height
                ? `Imagem enviada, ${art.width} × ${art.height} px`
                : 'Imagem enviada'
              : 'Imagem desenhada pelo site: envie uma imagem para trocá-la'}
          </p>
          <p className={styles.muted}>
            {art.sourceName ? `Arquivo-fonte: ${art.sourceName}` : 'Sem arquivo-fonte'}
          </p>
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} aria-labelledby={titleId}>
        <FileUpload
          key={`image-${picker}`}
          label="Nova imagem"
          accept={IMAGE_MIME_TYPES}
          maxFileSizeBytes={ART_UPLOAD_MAX_BYTES}
          hint={`PNG, JPEG ou WebP, ${LIMIT_TEXT}. A prévia, a miniatura e o download passam a usar a nova imagem.`}
          error={errors.image ?? null}
          onFilesChange={(files) => {
            setImage(files[0] ?? null);
            setErrors(({ image: _image, ...rest }) => rest);
          }}
        />
        <FileUpload
          key={`source-${picker}`}
          label="Novo arquivo-fonte"
          accept={SOURCE_MIME_TYPES}
          maxFileSizeBytes={ART_UPLOAD_MAX_BYTES}
          hint="SVG, PDF ou ZIP"
          error={errors.source ?? null}
          onFilesChange={(files) => {
            setSource(files[0] ?? null);
            setErrors(({ source: _source, ...rest }) => rest);
          }}
        />
        {art.sourceName ? (
          <CheckboxField
            label="Remover o arquivo-fonte atual"
            checked={removeSource && !source}
            disabled={source !== null}
            onChange={(event) => setRemoveSource(event.target.checked)}
          />
        ) : null}
        {progress === null ? null : (
          <progress
            className={styles.progress}
            value={progress}
            max={1}
            aria-label="Envio dos arquivos"
          />
        )}
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button type="submit" tone="secondary" disabled={progress !== null}>
            Trocar arquivos
          </Button>
        </div>
      </form>
    </section>
  );
}
