import { CONTENT_IMAGE_MAX_BYTES } from '@arte-gospel/domain';
import { Avatar, Button, FileUpload } from '@arte-gospel/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  BackgroundRemovalError,
  removalErrorMessage,
  removeBackgroundLazily,
} from '../../lib/background-remover/remove-lazily';
import { useObjectUrl } from '../../lib/use-object-url';
import { useContentPicture } from './content-picture';
import * as styles from './picture-field.css';

/** What the picker takes: the types the API recognises by content. */
export const PICTURE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = CONTENT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The words of the field: a person's photo by default, or a logo's. */
export interface PictureFieldTexts {
  /** 'Nova foto': the picker's label. */
  picker: string;
  send: string;
  sending: string;
  remove: string;
  /** Under the preview of a chosen file. */
  preview: string;
  /** Beside the current picture ('Foto atual de Ana.'). */
  current: (name: string) => string;
  /** The logo's one-click background removal (its button, while at work, when done). */
  cutOut?: { button: string; working: string; done: string };
  /** Beside the initials (or the empty logo box) when there is none. */
  none: string;
  hint: string;
  sent: string;
  removed: string;
}

const PHOTO_TEXTS: PictureFieldTexts = {
  picker: 'Nova foto',
  send: 'Enviar foto',
  sending: 'Enviando...',
  remove: 'Remover foto',
  preview: 'Prévia da nova foto: clique em Enviar foto para salvar.',
  current: (name) => `Foto atual de ${name}.`,
  none: 'Sem foto: o site mostra as iniciais.',
  hint: `PNG, JPEG ou WebP, até ${MAX_MB} MB. Guardada em WebP, sem os dados de localização.`,
  sent: 'Foto enviada',
  removed: 'Foto removida',
};

/** A church's logo ('Minha igreja'): shown whole, transparency kept. */
export const LOGO_TEXTS: PictureFieldTexts = {
  picker: 'Novo logo',
  send: 'Enviar logo',
  sending: 'Enviando...',
  remove: 'Remover logo',
  preview: 'Prévia do novo logo: clique em Enviar logo para salvar.',
  current: (name) => `Logo atual de ${name}.`,
  none: 'Sem logo: as artes saem sem ele.',
  cutOut: {
    button: 'Remover fundo',
    working: 'Removendo o fundo...',
    done: 'Fundo removido: confira a prévia e clique em Enviar logo para salvar.',
  },
  hint: `PNG (com fundo transparente, de preferência), JPEG ou WebP, até ${MAX_MB} MB. Guardado em WebP, a transparência mantida.`,
  sent: 'Logo enviado',
  removed: 'Logo removido',
};

/**
 * A picture saved at once through `endpoint` (POST/DELETE), apart from the form's other
 * fields: a person's photo on a staff form (a designer, a testimonial; their initials when
 * none) or a church's logo (`shape="logo"`, shown whole on a checkerboard). A file chosen is
 * previewed and sent on its own button; the lists in `invalidate` are read again after.
 */
export function PictureField({
  label,
  personName,
  url,
  endpoint,
  invalidate,
  shape = 'avatar',
  texts = shape === 'logo' ? LOGO_TEXTS : PHOTO_TEXTS,
}: {
  /** 'Foto do designer'. */
  label: string;
  /** Whose picture it is: the initials shown without one, the image's description. */
  personName: string;
  url: string | null;
  endpoint: string;
  invalidate: readonly QueryKey[];
  shape?: 'avatar' | 'logo';
  texts?: PictureFieldTexts;
}) {
  const picture = useContentPicture(endpoint, invalidate, {
    sent: texts.sent,
    removed: texts.removed,
  });
  const [file, setFile] = useState<File | null>(null);
  // The picker is remounted after a send, so it no longer lists the file sent.
  const [pickerKey, setPickerKey] = useState(0);
  const preview = useObjectUrl(file);
  // A logo chosen can lose its flat background in the browser before it is sent
  // (lib/background-remover, logo mode): the PNG replaces the chosen file.
  const [cut, setCut] = useState<'idle' | 'working' | 'done'>('idle');
  const [cutError, setCutError] = useState<string | null>(null);
  // The file the field holds now: a cut-out finishing after another file was chosen (or the
  // field sent or cleared) is of a file no longer there, and is dropped.
  const current = useRef<File | null>(null);
  current.current = file;
  const cutOut = async (chosen: File) => {
    setCut('working');
    setCutError(null);
    try {
      const png = await removeBackgroundLazily(chosen, { mode: 'logo' });
      if (current.current !== chosen) return;
      if (png.size > CONTENT_IMAGE_MAX_BYTES) {
        throw new BackgroundRemovalError(
          `O logo sem fundo passou de ${MAX_MB} MB. Envie uma imagem menor.`,
        );
      }
      const name = `${chosen.name.replace(/\.[^.]+$/, '') || 'logo'}-sem-fundo.png`;
      setFile(new File([png], name, { type: 'image/png' }));
      setCut('done');
    } catch (error) {
      if (current.current !== chosen) return;
      setCut('idle');
      setCutError(removalErrorMessage(error));
    }
  };
  const send = (next: File | null) =>
    picture.mutate(next, {
      onSuccess: () => {
        setFile(null);
        setCut('idle');
        setPickerKey((key) => key + 1);
      },
    });
  const shown = preview ?? url;

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.current}>
        {shape === 'logo' ? (
          shown ? (
            <img className={styles.logo} src={shown} alt={`Logo de ${personName}`} />
          ) : (
            <span className={styles.logoEmpty} aria-hidden="true">
              Sem logo
            </span>
          )
        ) : (
          <Avatar name={personName} src={shown} size="lg" />
        )}
        <p className={styles.muted} aria-live="polite">
          {cut === 'done' && texts.cutOut
            ? texts.cutOut.done
            : preview
              ? texts.preview
              : url
                ? texts.current(personName)
                : texts.none}
        </p>
      </div>
      <FileUpload
        key={pickerKey}
        label={texts.picker}
        accept={PICTURE_ACCEPT}
        maxFileSizeBytes={CONTENT_IMAGE_MAX_BYTES}
        hint={texts.hint}
        error={picture.error?.message ?? cutError}
        onFilesChange={(files) => {
          picture.reset();
          setCut('idle');
          setCutError(null);
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
          {picture.isPending && file ? texts.sending : texts.send}
        </Button>
        {texts.cutOut && file && cut !== 'done' ? (
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={picture.isPending || cut === 'working'}
            onClick={() => void cutOut(file)}
          >
            {cut === 'working' ? texts.cutOut.working : texts.cutOut.button}
          </Button>
        ) : null}
        {url ? (
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={picture.isPending}
            onClick={() => send(null)}
          >
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
