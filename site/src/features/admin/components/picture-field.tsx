import { CONTENT_IMAGE_MAX_BYTES } from '@arte-gospel/domain';
import { Avatar, Button, FileUpload } from '@arte-gospel/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useContentPicture } from '../api/content-picture';
import * as styles from './picture-field.css';

/** What the picker takes: the types the API recognises by content. */
export const PICTURE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = CONTENT_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * A person's picture on a staff form (a designer's photo, a testimonial's avatar): the
 * current one (their initials when none), a file chosen and previewed, sent on its own
 * button, and its removal. Saved at once through `endpoint` (POST/DELETE), apart from the
 * form's other fields; the lists in `invalidate` are read again after.
 */
export function PictureField({
  label,
  personName,
  url,
  endpoint,
  invalidate,
}: {
  /** 'Foto do designer'. */
  label: string;
  /** Whose picture it is: the initials shown without one, the image's description. */
  personName: string;
  url: string | null;
  endpoint: string;
  invalidate: readonly QueryKey[];
}) {
  const picture = useContentPicture(endpoint, invalidate);
  const [file, setFile] = useState<File | null>(null);
  // The picker is remounted after a send, so it no longer lists the file sent.
  const [pickerKey, setPickerKey] = useState(0);
  const preview = useObjectUrl(file);
  const send = (next: File | null) =>
    picture.mutate(next, {
      onSuccess: () => {
        setFile(null);
        setPickerKey((key) => key + 1);
      },
    });

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.current}>
        <Avatar name={personName} src={preview ?? url} size="lg" />
        <p className={styles.muted}>
          {preview
            ? 'Prévia da nova foto: clique em Enviar foto para salvar.'
            : url
              ? `Foto atual de ${personName}.`
              : 'Sem foto: o site mostra as iniciais.'}
        </p>
      </div>
      <FileUpload
        key={pickerKey}
        label="Nova foto"
        accept={PICTURE_ACCEPT}
        maxFileSizeBytes={CONTENT_IMAGE_MAX_BYTES}
        hint={`PNG, JPEG ou WebP, até ${MAX_MB} MB. Guardada em WebP, sem os dados de localização.`}
        error={picture.error?.message ?? null}
        onFilesChange={(files) => {
          picture.reset();
          setFile(files[0] ?? null);
        }}
        texts={{ tooLarge: `A imagem deve ter no máximo ${MAX_MB} MB.` }}
      />
      <div className={styles.actions}>
        <Button
          type="button"
          size="sm"
          disabled={!file || picture.isPending}
          onClick={() => file && send(file)}
        >
          {picture.isPending && file ? 'Enviando...' : 'Enviar foto'}
        </Button>
        {url ? (
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={picture.isPending}
            onClick={() => send(null)}
          >
            Remover foto
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
