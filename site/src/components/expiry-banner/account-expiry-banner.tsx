import { type ExpiryBannerVariant, expiryBanner } from '@arte-gospel/domain';
import { ExpiryBanner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { userQueryOptions } from '../../lib/session-query';

/**
 * The expiry banner (platform §4.4) for a premium plan that has expired or has 7 days or
 * fewer left, with 'Renovar' to /planos: the site's wording on public pages, the panel's in
 * the panel. Nothing for visitors, free, lifetime and staff accounts.
 */
export function AccountExpiryBanner({ variant }: { variant: ExpiryBannerVariant }) {
  const user = useQuery(userQueryOptions).data;
  const banner = user ? expiryBanner(user, new Date(), variant) : null;
  if (!banner) return null;
  return (
    <ExpiryBanner.Root tone={banner.tone}>
      <ExpiryBanner.Icon />
      <ExpiryBanner.Message>{banner.message}</ExpiryBanner.Message>
      <ExpiryBanner.Action asChild>
        <Link href={banner.actionHref}>{banner.actionLabel}</Link>
      </ExpiryBanner.Action>
    </ExpiryBanner.Root>
  );
}
