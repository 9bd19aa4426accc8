import { relativeTime } from '@arte-gospel/domain';
import { AccountBadge, buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { useDownloads } from '../../api/get-downloads';
import { usePanelAccount } from '../../state/use-panel-account';
import * as styles from '../panel.css';
import {
  DownloadRow,
  PageHeader,
  PanelCard,
  PanelEmpty,
  PanelError,
  PanelSkeleton,
} from '../panel-states';

const RECENT_COUNT = 4;

function RecentDownloads() {
  const downloads = useDownloads();
  if (downloads.isPending) return <PanelSkeleton rows={2} label="Carregando downloads recentes" />;
  if (downloads.isError)
    return <PanelError message={downloads.error.message} onRetry={() => downloads.refetch()} />;
  if (downloads.data.length === 0)
    return (
      <PanelEmpty
        title="Nenhum download ainda"
        text="As artes que você baixar aparecem aqui."
        actionLabel="Explorar artes"
        actionHref={paths.arts.href()}
      />
    );
  return (
    <ul className={styles.list}>
      {downloads.data.slice(0, RECENT_COUNT).map((download) => (
        <DownloadRow
          key={download.id}
          download={download}
          when={relativeTime(download.createdAt)}
        />
      ))}
    </ul>
  );
}

/** /painel/inicio: greeting, plan, counters, recent downloads and shortcuts. */
export function PanelHomePage() {
  const account = usePanelAccount();
  const firstName = (account.user?.name || account.user?.username || '').split(' ')[0];
  return (
    <>
      <PageHeader
        title={`Olá, ${firstName}!`}
        intro="Acompanhe sua conta, seus downloads e suas artes favoritas."
      />
      <div className={styles.summaryGrid}>
        <PanelCard title="Seu plano">
          {account.display.kind === 'free' ? (
            <AccountBadge kind="free" />
          ) : (
            <AccountBadge kind="plan" label={account.display.label} />
          )}
          {account.expiry ? <p className={styles.muted}>{account.expiry.text}</p> : null}
        </PanelCard>
        <PanelCard title="Downloads">
          <p className={styles.bigNumber}>{account.downloadsLabel}</p>
          <p className={styles.muted}>
            {account.downloadsPerMonth === null
              ? 'Downloads ilimitados.'
              : `Limite de ${account.downloadsPerMonth} downloads por mês na conta gratuita.`}
          </p>
        </PanelCard>
        <PanelCard title="Favoritas">
          <p className={styles.bigNumber}>{account.favoritesLabel}</p>
          <p className={styles.muted}>Artes que você marcou com coração.</p>
        </PanelCard>
      </div>
      <PanelCard id="recent-downloads" title="Downloads recentes">
        <RecentDownloads />
      </PanelCard>
      <PanelCard id="shortcuts" title="Atalhos">
        <ul className={styles.shortcuts}>
          <li>
            <Link href={paths.arts.href()} className={buttonClassName({ size: 'sm' })}>
              Explorar artes
            </Link>
          </li>
          <li>
            <Link
              href={paths.categories.href()}
              className={buttonClassName({ size: 'sm', tone: 'secondary' })}
            >
              Categorias
            </Link>
          </li>
          <li>
            <Link
              href={paths.panelFavorites.href()}
              className={buttonClassName({ size: 'sm', tone: 'secondary' })}
            >
              Minhas favoritas
            </Link>
          </li>
          {account.showUpgrade ? (
            <li>
              <Link
                href={paths.plans.href()}
                className={buttonClassName({ size: 'sm', tone: 'secondary' })}
              >
                Ver planos Premium
              </Link>
            </li>
          ) : null}
        </ul>
      </PanelCard>
    </>
  );
}
