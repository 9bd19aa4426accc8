import { useSaved } from '../../api/get-saved';
import { useRemoveSaved } from '../../api/remove-saved';
import { ArtListPage } from './art-list-page';

/** /painel/salvos: the saved arts, with 'Remover' (unsave). */
export function PanelSavedPage() {
  const saved = useSaved();
  const remove = useRemoveSaved();
  return (
    <ArtListPage
      title="Salvos"
      intro="Artes guardadas para usar depois, sem limite."
      query={saved}
      remove={{ label: 'Remover dos salvos', mutation: remove }}
      empty={{
        title: 'Nada salvo ainda',
        text: 'Use o botão Salvar de uma arte para montar sua lista de próximos eventos.',
      }}
    />
  );
}
