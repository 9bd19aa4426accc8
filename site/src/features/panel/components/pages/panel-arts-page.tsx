import { hasStaffRole } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '../../../../lib/session-query';
import { useDesignerArts } from '../../api/get-designer-arts';
import { EditList } from '../edit-list';
import * as styles from '../edit-list.css';
import { PageHeader } from '../panel-states';
import { ArtList } from './art-list-page';

/** The designers' own section: its heading names the list too. */
const SIGNED_ARTS_TITLE = 'Artes publicadas com a sua assinatura';

/**
 * /painel/artes, 'Minhas artes' (issue 20): every account's saved edits, to reopen in the
 * editor or delete. Designers also see the arts they sign below
 * (GET /api/designers/:username/arts).
 */
export function PanelArtsPage() {
  const user = useQuery(userQueryOptions).data;
  const isDesigner = hasStaffRole(user, 'designers');
  const arts = useDesignerArts(user?.username ?? '', isDesigner);
  return (
    <>
      <PageHeader
        title="Minhas artes"
        intro="As artes que você edita online ficam guardadas aqui: abra no editor para mudar e baixar de novo quando quiser."
      />
      <EditList />
      {isDesigner ? (
        <section className={styles.section} aria-labelledby="panel-signed-arts-title">
          <header className={styles.sectionHeader}>
            <h2 id="panel-signed-arts-title" className={styles.sectionTitle}>
              {SIGNED_ARTS_TITLE}
            </h2>
            <p className={styles.small}>
              As mais recentes primeiro; cada uma aparece aqui depois de publicada pela equipe.
            </p>
          </header>
          <ArtList
            listLabel={SIGNED_ARTS_TITLE}
            query={arts}
            empty={{
              title: 'Nenhuma arte publicada ainda',
              text: 'Suas artes aparecem aqui depois de publicadas pela equipe.',
            }}
          />
        </section>
      ) : null}
    </>
  );
}
