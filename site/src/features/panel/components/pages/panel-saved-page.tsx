import { useSaved } from '../../api/get-saved';
import { useRemoveSaved } from '../../api/remove-saved';
import * as styles from '../panel.css';
import { PageHeader } from '../panel-states';
import { ArtList } from './art-list-page';

/** /painel/salvos: the saved arts, with 'Remover' (unsave). */
export function PanelSavedPage() {
  const saved = useSaved();
  const remove = useRemoveSaved();
  return (
    <>
      <PageHeader title="Salvos">
        <p className={styles.muted}>Artes guardadas para usar depois, sem limite.</p>
      </PageHeader>
      <ArtList
        query={saved}
        remove={{ label: 'Remover dos salvos', mutation: remove }}
        listLabel="Salvos"
        empty={{
          title: 'Nada salvo ainda',
          text: 'Use o botão Salvar de uma arte para montar sua lista de próximos eventos.',
        }}
      />
    </>
  );
}
