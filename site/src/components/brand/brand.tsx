import { COMPANY_NAME } from '../../config/contacts';
import { useShownLogo, useSiteSettings } from '../../lib/site-settings';

/** The site's name: the one staff set at /admin/app-config (issue 19), else the brand's own. */
export function useSiteName(): string {
  return useSiteSettings()?.siteName || COMPANY_NAME;
}

/**
 * The logo as the site's bars draw it (the header, /pv, the editor's bar): staff's logo, or
 * the default one once staff's fails to load (platform §8). Decorative: the link or text
 * beside it names the site.
 */
export function BrandLogo({ className, size }: { className: string; size: number }) {
  const logo = useShownLogo();
  return (
    <img
      className={className}
      src={logo.src}
      alt=""
      width={size}
      height={size}
      onError={logo.onError}
    />
  );
}
