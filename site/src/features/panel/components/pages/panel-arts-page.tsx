import { hasStaffRole } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../../config/paths';
import { userQueryOptions } from '../../../../lib/session-query';
import { useDesignerArts } from '../../api/get-designer-arts';
import { PageHeader, PanelEmpty } from '../panel-states';
import { ArtListPage } from './art-list-page';

/**
 * /painel/artes: the API has no per-user art list, so designers see the arts they sign
 * (GET /api/designers/:username/arts) and everyone else a way to the catalogue.
 */
export function PanelArtsPage() {
  const user = useQuery(userQueryOptions).data;
  const isDesigner = hasStaffRole(user, 'designers');
  const arts = useDesignerArts(user?.username ?? '', isDesigner);
  if (!isDesigner) {
    return (
      <>
        <PageHeader title="Artes" />
        <PanelEmpty
          title="Encontre a arte certa para sua igreja"
          text="Aqui ficam as artes publicadas por designers. Para usar uma arte, explore o catálogo, edite e baixe."
          actionLabel="Explorar artes"
          actionHref={paths.arts.href()}
        />
      </>
    );
  }
  return (
    <ArtListPage
      title="Minhas artes"
      intro="As artes publicadas com a sua assinatura de designer, das mais recentes."
      query={arts}
      empty={{
        title: 'Nenhuma arte publicada ainda',
        text: 'Suas artes aparecem aqui depois de publicadas pela equipe.',
      }}
    />
  );
}
