import { expiryBanner } from '@arte-gospel/domain';
import { ExpiryBanner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { userQueryOptions } from '../../../lib/session-query';

/** The panel variant of the expiry banner (platform §4.4): expired or ≤ 7 days left. */
export function PanelExpiryBanner() {
  const user = useQuery(userQueryOptions).data;
  const banner = user ? expiryBanner(user, new Date(), 'panel') : null;
  if (!banner) return null;
  return (
    <ExpiryBanner
      tone={banner.tone}
      message={banner.message}
      actionLabel={banner.actionLabel}
      renderAction={({ className, children }) => (
        <Link href={banner.actionHref} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
