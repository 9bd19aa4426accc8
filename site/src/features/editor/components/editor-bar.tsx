import { Link, useParams, useSearch } from 'wouter';
import { COMPANY_NAME } from '../../../config/contacts';
import { paths } from '../../../config/paths';
import { useShownLogo, useSiteSettings } from '../../../lib/site-settings';
import { editorIds } from '../api/editor-start';
import * as styles from './editor-bar.css';
import { EDITOR_TEXTS } from './editor-page';

/**
 * The editor's bar on its own page (a visit that starts on it: editor-main.tsx), in place of
 * the site's header: the brand, to the home, and the way back to the art. Both load the
 * site's page (asking first when the art has unsaved changes).
 */
export function EditorBar() {
  const logo = useShownLogo();
  const siteName = useSiteSettings()?.siteName || COMPANY_NAME;
  const { artId } = editorIds(useParams<{ id?: string }>(), useSearch());
  return (
    <header className={styles.bar}>
      <Link href={paths.home.href()} className={styles.brand} aria-label={`${siteName}, início`}>
        <img
          className={styles.logo}
          src={logo.src}
          alt=""
          width={36}
          height={36}
          onError={logo.onError}
        />
        <span>{siteName}</span>
      </Link>
      {artId !== null ? (
        <Link href={paths.art.href(`${artId}`)} className={styles.back}>
          {`← ${EDITOR_TEXTS.back}`}
        </Link>
      ) : null}
    </header>
  );
}
