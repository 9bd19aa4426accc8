import { SITE_ASSET_MAX_BYTES } from '@arte-gospel/domain';
import { Alert, Button, Dialog, FileUpload, Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_NAME } from '../../../../config/contacts';
import { DEFAULT_LOGO_URL, getSiteSettingsQueryOptions } from '../../../../lib/site-settings';
import { useObjectUrl } from '../../../../lib/use-object-url';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/site-admin.css';
import { useSiteAssetMutation } from '../api/upload-site-asset';

/** What the file picker takes: the types the API recognises by content. */
export const LOGO_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const LOGO_HINT =
  'PNG, JPEG, WebP ou SVG, até 2 MB e 4096 px de lado. Fundo transparente fica melhor.';

/** The public header's left side as visitors see it, with `logo`. */
function HeaderPreview({ logo, name, label }: { logo: string; name: string; label: string }) {
  return (
    <figure className={styles.headerPreview} aria-label={label}>
      <img className={styles.previewLogo} src={logo} alt="" width={36} height={36} />
      <span className={styles.previewName}>{name}</span>
    </figure>
  );
}

function RemoveLogoDialog() {
  const [open, setOpen] = useState(false);
  const remove = useSiteAssetMutation('remove');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button tone="secondary">Remover logo</Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Remover o logo?</Dialog.Title>
        <Dialog.Description>
          O cabeçalho do site volta a mostrar o logo padrão do Arte Gospel, também nas abas já
          abertas.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        {remove.error ? (
          <Alert.Root tone="error">
            <Alert.Description>{remove.error.message}</Alert.Description>
          </Alert.Root>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            tone="primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ kind: 'logo' }, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? 'Removendo...' : 'Remover logo'}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

/**
 * /admin/logo-upload (issue 19, admin only): the header's logo now, a new one chosen and
 * previewed in the header before it is sent, and its removal. A change reaches this tab's
 * and the other open tabs' headers at once (logo-updated / logo-removed).
 */
export function LogoUploadPage() {
  const settings = useQuery(getSiteSettingsQueryOptions());
  const upload = useSiteAssetMutation('upload');
  const [file, setFile] = useState<File | null>(null);
  // The picker is remounted after a send, so it no longer lists the file sent.
  const [pickerKey, setPickerKey] = useState(0);
  const preview = useObjectUrl(file);
  const name = settings.data?.siteName || COMPANY_NAME;
  const current = settings.data?.logoUrl ?? null;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={adminStyles.title}>Logo do site</h1>
        <p className={styles.muted}>
          O logo aparece no cabeçalho de todas as páginas públicas. Ao enviar ou remover, as abas
          abertas do site mostram a mudança sem recarregar.
        </p>
      </div>

      {settings.isPending ? (
        <Spinner label="Carregando o logo atual..." />
      ) : settings.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Não foi possível carregar o logo atual</Alert.Title>
          <Alert.Description>
            {settings.error.message}{' '}
            <Button size="sm" tone="secondary" onClick={() => void settings.refetch()}>
              Tentar de novo
            </Button>
          </Alert.Description>
        </Alert.Root>
      ) : (
        <section className={styles.section} aria-labelledby="logo-atual">
          <h2 id="logo-atual" className={styles.sectionTitle}>
            Logo atual
          </h2>
          <div className={styles.logoStage}>
            <img
              className={styles.logoLarge}
              src={current ?? DEFAULT_LOGO_URL}
              alt={current ? `Logo atual do ${name}` : 'Logo padrão do Arte Gospel'}
            />
          </div>
          <p className={styles.muted}>
            {current
              ? `Endereço do logo: ${current}`
              : 'Nenhum logo enviado: o site mostra o logo padrão.'}
          </p>
          {current ? (
            <div className={styles.actions}>
              <RemoveLogoDialog />
            </div>
          ) : null}
        </section>
      )}

      <section className={styles.section} aria-labelledby="novo-logo">
        <h2 id="novo-logo" className={styles.sectionTitle}>
          Enviar novo logo
        </h2>
        <div className={styles.split}>
          <div className={styles.page}>
            <FileUpload
              key={pickerKey}
              label="Arquivo do logo"
              accept={LOGO_ACCEPT}
              maxFileSizeBytes={SITE_ASSET_MAX_BYTES.logo}
              hint={LOGO_HINT}
              error={upload.error?.message ?? null}
              onFilesChange={(files) => {
                upload.reset();
                setFile(files[0] ?? null);
              }}
              texts={{ tooLarge: 'O logo deve ter no máximo 2 MB.' }}
            />
            <div className={styles.actions}>
              <Button
                tone="primary"
                disabled={!file || upload.isPending}
                onClick={() => {
                  if (!file) return;
                  upload.mutate(
                    { kind: 'logo', file },
                    {
                      onSuccess: () => {
                        setFile(null);
                        setPickerKey((key) => key + 1);
                      },
                    },
                  );
                }}
              >
                {upload.isPending ? 'Enviando...' : 'Enviar logo'}
              </Button>
            </div>
          </div>
          <div className={styles.intro}>
            <p className={styles.muted}>Prévia no cabeçalho</p>
            {preview ? (
              <HeaderPreview logo={preview} name={name} label="Prévia do novo logo no cabeçalho" />
            ) : (
              <HeaderPreview
                logo={current ?? DEFAULT_LOGO_URL}
                name={name}
                label="Cabeçalho como está agora"
              />
            )}
            <p className={styles.muted}>
              {preview
                ? 'Assim o cabeçalho fica depois do envio.'
                : 'Escolha um arquivo para ver a prévia.'}
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
