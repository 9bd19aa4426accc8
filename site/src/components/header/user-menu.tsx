import { entitlements } from '@arte-gospel/domain';
import { Avatar, Menu } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import type { User } from '../../lib/api-client';
import { needsEmailVerification, useResendCode } from '../../lib/session/auth';
import { useDownloadCounter } from '../../lib/session/entitlements';
import { useLogout } from '../../lib/session/logout';
import { useUserStats } from '../../lib/session/user-stats';
import * as styles from './header.css';
import { SUPPORT_CHAT_URL } from './navigation';

/** The account display of platform §2.6: 'Conta Free' / 'CONTA GRÁTIS' blue, else 'Conta {plan}' green. */
export function AccountDisplayBanner({ user }: { user: User }) {
  const { display } = entitlements(user);
  return (
    <span className={styles.accountBanner} data-tone={display.tone}>
      {display.kind === 'free' ? `${display.label} · ${display.bannerLabel}` : display.label}
    </span>
  );
}

/** The header's user menu (platform §2.6): profile card, entries with counters, 'Sair da conta'. */
export function UserMenu({ user }: { user: User }) {
  const stats = useUserStats(true);
  const logout = useLogout();
  const name = user.name?.trim() || user.username;
  const access = entitlements(user);
  const downloads = useDownloadCounter(user);
  const resend = useResendCode();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={styles.userTrigger}>
        <span aria-hidden="true">
          <Avatar name={name} src={user.profileimageurl} size="sm" />
        </span>
        <span className={styles.srOnly}>Menu da conta de {name}</span>
      </Menu.Trigger>
      <Menu.Content>
        <div className={styles.profileCard}>
          <Avatar name={name} src={user.profileimageurl} />
          <div className={styles.profileText}>
            <span className={styles.profileName}>{name}</span>
            <span className={styles.profileMuted}>@{user.username}</span>
            {user.email ? <span className={styles.profileMuted}>{user.email}</span> : null}
          </div>
          <AccountDisplayBanner user={user} />
        </div>
        <Menu.Separator />
        {needsEmailVerification(user) ? (
          // Until the address is proven: the way to verify and a resend (its toast says how it went).
          <>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={styles.verifyLabel}>
                Confirme seu e-mail
              </Menu.ItemGroupLabel>
              <Menu.Item value="verificar-email" asChild>
                <Link href={paths.emailVerify.href()}>Verificar meu e-mail</Link>
              </Menu.Item>
              <Menu.Item
                value="reenviar-email"
                disabled={resend.isPending}
                onSelect={() => resend.mutate()}
              >
                Reenviar e-mail de confirmação
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
          </>
        ) : null}
        <Menu.Item value="perfil" asChild>
          <Link href={paths.panelProfile.href()}>Minha conta</Link>
        </Menu.Item>
        {access.showSubscription ? (
          access.showUpgrade ? (
            <Menu.Item value="assinatura" asChild>
              <Link href={paths.plans.href()}>
                Assinatura <span className={`${styles.tag} ${styles.upgradeTag}`}>UPGRADE</span>
              </Link>
            </Menu.Item>
          ) : (
            <Menu.Item value="assinatura" asChild>
              <Link href={paths.panelSubscription.href()}>Assinatura</Link>
            </Menu.Item>
          )
        ) : null}
        <Menu.Item value="downloads" asChild>
          <Link href={paths.panelDownloads.href()}>
            Downloads <span className={styles.tag}>{downloads.label}</span>
          </Link>
        </Menu.Item>
        <Menu.Item value="curtidas" asChild>
          <Link href={paths.panelFavorites.href()}>
            Curtidas <span className={styles.tag}>{stats.data?.totalFavorites ?? 0}</span>
          </Link>
        </Menu.Item>
        <Menu.Item value="salvos" asChild>
          <Link href={paths.panelSaved.href()}>Salvos</Link>
        </Menu.Item>
        <Menu.Item value="seguindo" asChild>
          <Link href={paths.panelFollowing.href()}>Seguindo</Link>
        </Menu.Item>
        <Menu.Item value="suporte" asChild>
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
            Suporte pelo chat
          </a>
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item value="sair" onSelect={() => logout.mutate()}>
          Sair da conta
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
