import { useFavorites } from '../../api/get-favorites';
import { useRemoveFavorite } from '../../api/remove-favorite';
import { usePanelAccount } from '../../state/use-panel-account';
import { ArtListPage } from './art-list-page';

/** /painel/favoritas: the favourite arts, with 'Remover' (unfavourite). */
export function PanelFavoritesPage() {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const account = usePanelAccount();
  return (
    <ArtListPage
      title="Favoritas"
      intro={
        account.favourites === null
          ? 'As artes que você marcou com coração.'
          : `Conta gratuita: até ${account.favourites} favoritas (${account.favoritesLabel}).`
      }
      query={favorites}
      remove={{ label: 'Remover das favoritas', mutation: remove }}
      empty={{
        title: 'Nenhuma favorita ainda',
        text: 'Toque no coração de uma arte para guardá-la aqui.',
      }}
    />
  );
}
