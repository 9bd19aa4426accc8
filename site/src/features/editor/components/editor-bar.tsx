import { Link, useParams, useSearch } from 'wouter';
import { BrandLogo, useSiteName } from '../../../components/brand/brand';
import * as headerStyles from '../../../components/header/header.css';
import { paths } from '../../../config/paths';
import { editorIds } from '../api/editor-start';
import * as styles from './editor-bar.css';
import { EDITOR_TEXTS } from './editor-page';

/**
 * The editor's bar on its own page (a visit that starts on it: editor-main.tsx), in place of
 * the site's header: the brand, to the home, and the way back to the art. Both load the
 * site's page (asking first when the art has unsaved changes).
 */
export function EditorBar() {
  const siteName = useSiteName();
  const { artId } = editorIds(useParams<{ id?: string }>(), useSearch());
  return (
    <header className={styles.bar}>
      <Link
        href={paths.home.href()}
        className={headerStyles.logoLink}
        aria-label={`${siteName}, início`}
      >
        <BrandLogo className={headerStyles.logo} size={36} />
        <span className={headerStyles.brandName}>{siteName}</span>
      </Link>
      {artId !== null ? (
        <Link href={paths.art.href(`${artId}`)} className={styles.back}>
          {`← ${EDITOR_TEXTS.back}`}
        </Link>
      ) : null}
    </header>
  );
}
