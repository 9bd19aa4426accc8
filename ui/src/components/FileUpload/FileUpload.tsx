import { FileUpload as ArkFileUpload, type FileUploadFileError } from '@ark-ui/react/file-upload';
import { useState } from 'react';
import * as styles from './FileUpload.css';

/** pt-BR texts; any can be replaced. */
export const defaultFileUploadTexts = {
  dropzone: 'Arraste o arquivo para cá ou clique para escolher',
  remove: 'Remover',
  tooLarge: 'O arquivo é maior que o permitido.',
  invalidType: 'Tipo de arquivo não aceito.',
  invalid: 'Não foi possível usar este arquivo.',
};

export interface FileUploadProps {
  label: string;
  /** MIME types, e.g. ['image/png', 'image/jpeg']. */
  accept?: string[];
  maxFileSizeBytes?: number;
  /** The accepted types and size in words, e.g. 'PNG, JPG ou WEBP, até 5 MB'. */
  hint?: string;
  /** An error from the form (shown until a new file is chosen). */
  error?: string | null;
  /** Form field name of the hidden file input. */
  name?: string;
  onFilesChange?: (files: File[]) => void;
  texts?: Partial<typeof defaultFileUploadTexts>;
  /** How many files may be chosen at once (default 1). */
  maxFiles?: number;
  /** List the chosen files under the dropzone (default true; off when the page lists them). */
  showFiles?: boolean;
}

function rejectionText(errors: FileUploadFileError[], texts: typeof defaultFileUploadTexts) {
  if (errors.includes('FILE_TOO_LARGE')) return texts.tooLarge;
  if (errors.includes('FILE_INVALID_TYPE')) return texts.invalidType;
  return texts.invalid;
}

/**
 * One file (or up to `maxFiles`), chosen or dropped (Ark UI): the accepted types and size are checked as it
 * arrives, a rejected file gets a pt-BR reason, and the chosen one can be removed.
 */
export function FileUpload({
  label,
  accept,
  maxFileSizeBytes,
  hint,
  error,
  name,
  onFilesChange,
  texts: overrides,
  maxFiles = 1,
  showFiles = true,
}: FileUploadProps) {
  const texts = { ...defaultFileUploadTexts, ...overrides };
  const [rejected, setRejected] = useState<string | null>(null);
  const shownError = rejected ?? error ?? null;
  return (
    <ArkFileUpload.Root
      className={styles.root}
      maxFiles={maxFiles}
      accept={accept}
      maxFileSize={maxFileSizeBytes}
      name={name}
      invalid={Boolean(shownError)}
      // The dropzone is the button that opens the picker: its name is its visible text.
      translations={{ dropzone: texts.dropzone }}
      onFileChange={(details) => {
        const rejection = details.rejectedFiles[0];
        setRejected(rejection ? rejectionText(rejection.errors, texts) : null);
        onFilesChange?.(details.acceptedFiles);
      }}
    >
      <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone className={styles.dropzone}>{texts.dropzone}</ArkFileUpload.Dropzone>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      {shownError ? (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
      {showFiles ? (
        <ArkFileUpload.ItemGroup className={styles.list}>
          <ArkFileUpload.Context>
            {({ acceptedFiles }) =>
              acceptedFiles.map((file) => (
                <ArkFileUpload.Item key={file.name} file={file} className={styles.item}>
                  <ArkFileUpload.ItemName className={styles.itemName} />
                  <ArkFileUpload.ItemSizeText className={styles.itemSize} />
                  <ArkFileUpload.ItemDeleteTrigger
                    className={styles.remove}
                    aria-label={`${texts.remove} ${file.name}`}
                  >
                    {texts.remove}
                  </ArkFileUpload.ItemDeleteTrigger>
                </ArkFileUpload.Item>
              ))
            }
          </ArkFileUpload.Context>
        </ArkFileUpload.ItemGroup>
      ) : null}
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}
