import { formatDatePtBR } from '@arte-gospel/domain';
import { paths } from '../../../../config/paths';
import { downloadsThisMonth, useDownloads } from '../../api/get-downloads';
import { usePanelAccount } from '../../state/use-panel-account';
import * as styles from '../panel.css';
import { DownloadRow, PageHeader, PanelEmpty, PanelError, PanelSkeleton } from '../panel-states';

/** /painel/downloads: the downloads dashboard (platform §2.8), newest first. */
export function PanelDownloadsPage() {
  const account = usePanelAccount();
  const downloads = useDownloads();
  const month = downloads.data ? downloadsThisMonth(downloads.data) : 0;
  return (
    <>
      <PageHeader title="Meus downloads">
        <p className={styles.muted} data-testid="downloads-month-counter">
          {account.downloadsPerMonth === null
            ? `${month} ${month === 1 ? 'download' : 'downloads'} este mês · ilimitado`
            : `${month} de ${account.downloadsPerMonth} downloads gratuitos usados este mês`}
        </p>
      </PageHeader>
      {downloads.isPending ? (
        <PanelSkeleton label="Carregando downloads" />
      ) : downloads.isError ? (
        <PanelError message={downloads.error.message} onRetry={() => downloads.refetch()} />
      ) : downloads.data.length === 0 ? (
        <PanelEmpty
          title="Você ainda não baixou nenhuma arte"
          text="Escolha uma arte, edite e baixe: ela fica guardada aqui para você abrir de novo."
          actionLabel="Explorar artes"
          actionHref={paths.arts.href()}
        />
      ) : (
        <ul className={styles.list} aria-label="Downloads">
          {downloads.data.map((download) => (
            <DownloadRow
              key={download.id}
              download={download}
              when={`Baixada em ${formatDatePtBR(download.createdAt)}`}
            />
          ))}
        </ul>
      )}
    </>
  );
}
