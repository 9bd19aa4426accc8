import { Alert, Button, buttonClassName, Chips, FileUpload, Progress } from '@arte-gospel/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemovalMode } from '../../../lib/background-remover/background-remover';
import {
  type RemoveBackground,
  removalErrorMessage,
  removeBackgroundLazily,
} from '../../../lib/background-remover/remove-lazily';
import { REMOVER_ANCHOR } from '../lib/tools-catalogue';
import * as styles from './tools-page.css';

type State =
  | { status: 'idle' }
  | { status: 'loading'; loaded: number }
  | { status: 'processing' }
  | { status: 'done'; input: string; output: string; fileName: string }
  | { status: 'error'; message: string };

const MODES = [
  { value: 'person', label: 'Pessoa (foto)' },
  { value: 'logo', label: 'Logo ou desenho (fundo liso)' },
] as const satisfies ReadonlyArray<{ value: RemovalMode; label: string }>;

/** 'culto.jpg' → 'culto-sem-fundo.png'. */
export function outputName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'imagem';
  return `${base.slice(0, 80)}-sem-fundo.png`;
}

export interface BackgroundRemoverPanelProps {
  /** The remover (stories pass a stand-in); default: the real one, loaded lazily. */
  remove?: RemoveBackground;
}

/** The background remover: choose a mode, drop or pick an image, download the PNG. */
export function BackgroundRemoverPanel({
  remove = removeBackgroundLazily,
}: BackgroundRemoverPanelProps) {
  const [mode, setMode] = useState<RemovalMode>('person');
  const [state, setState] = useState<State>({ status: 'idle' });
  const run = useRef(0);
  // The picker is remounted for each image, so the same file can be chosen again.
  const [pickerKey, setPickerKey] = useState(0);
  // Object URLs of the shown images are released when replaced or on leaving.
  const urls = useRef<string[]>([]);
  const releaseUrls = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  }, []);
  useEffect(() => releaseUrls, [releaseUrls]);

  const start = async (file: File) => {
    const id = ++run.current;
    setPickerKey((key) => key + 1);
    releaseUrls();
    setState(mode === 'person' ? { status: 'loading', loaded: 0 } : { status: 'processing' });
    try {
      const output = await remove(file, {
        mode,
        onProgress: (progress) => {
          if (run.current !== id) return;
          setState(
            progress.stage === 'model'
              ? { status: 'loading', loaded: progress.loaded }
              : { status: 'processing' },
          );
        },
      });
      if (run.current !== id) return;
      const input = URL.createObjectURL(file);
      const result = URL.createObjectURL(output);
      urls.current = [input, result];
      setState({ status: 'done', input, output: result, fileName: outputName(file.name) });
    } catch (error) {
      if (run.current !== id) return;
      setState({ status: 'error', message: removalErrorMessage(error) });
    }
  };

  const busy = state.status === 'loading' || state.status === 'processing';
  return (
    <section id={REMOVER_ANCHOR} className={styles.remover} aria-labelledby="removedor-titulo">
      <div className={styles.header}>
        <h2 id="removedor-titulo" className={styles.sectionTitle}>
          Remover fundo
        </h2>
        <p className={styles.toolText}>
          A imagem é processada no seu navegador e não é enviada para o nosso servidor.
        </p>
      </div>
      <Chips
        legend="Tipo de imagem"
        options={MODES}
        value={mode}
        onChange={(next) => {
          if (!busy) setMode(next);
        }}
      />
      <FileUpload
        key={pickerKey}
        label="Imagem"
        hint="JPG, PNG ou WebP, até 15 MB"
        showFiles={false}
        texts={{ dropzone: 'Arraste a imagem para cá ou clique para escolher' }}
        onFilesChange={(files) => {
          const file = files[0];
          if (file && !busy) void start(file);
        }}
      />
      {state.status === 'loading' && (
        <Progress label="Carregando o removedor de fundo" value={state.loaded} />
      )}
      {state.status === 'processing' && <Progress label="Removendo o fundo..." />}
      {state.status === 'error' && (
        <Alert.Root tone="error">
          <Alert.Description>{state.message}</Alert.Description>
        </Alert.Root>
      )}
      {state.status === 'done' && (
        <>
          <div className={styles.previews}>
            <figure className={styles.figure}>
              <img className={styles.preview} src={state.input} alt="Imagem enviada" />
              <figcaption className={styles.caption}>Original</figcaption>
            </figure>
            <figure className={styles.figure}>
              <img className={styles.preview} src={state.output} alt="Imagem sem fundo" />
              <figcaption className={styles.caption}>Sem fundo (PNG transparente)</figcaption>
            </figure>
          </div>
          <div className={styles.actions}>
            <a className={buttonClassName()} href={state.output} download={state.fileName}>
              Baixar PNG
            </a>
            <Button
              type="button"
              tone="secondary"
              onClick={() => {
                releaseUrls();
                setState({ status: 'idle' });
              }}
            >
              Remover outro fundo
            </Button>
          </div>
        </>
      )}
      {state.status === 'idle' && (
        <p className={styles.note}>
          Use “Pessoa” para fotos de preletores e cantores, e “Logo ou desenho” para imagens com
          fundo de uma cor só.
        </p>
      )}
    </section>
  );
}
