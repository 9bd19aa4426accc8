import { ART_TAGS_MAX } from '@arte-gospel/domain';
import { CheckboxField, Select, TextField } from '@arte-gospel/ui';
import { fromLocalInput, LICENCE_OPTIONS, toLocalInput, useArtOptions } from './art-options';
import * as styles from './artes.css';

/** What the art forms edit, as the inputs hold it (strings for the selects). */
export interface ArtDraft {
  title: string;
  categoryId: string;
  formatId: string;
  fileTypeId: string;
  licence: string;
  tags: string;
  designerId: string;
  editUrl: string;
  featuredRank: string;
  /** ISO instant, '' for now. */
  publishAt: string;
  isVisible: boolean;
}

export const EMPTY_DRAFT: ArtDraft = {
  title: '',
  categoryId: '',
  formatId: '',
  fileTypeId: '',
  licence: 'gratis',
  tags: '',
  designerId: '',
  editUrl: '',
  featuredRank: '',
  publishAt: '',
  isVisible: false,
};

/** The tags typed as 'a, b, c'. */
export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, ART_TAGS_MAX);
}

/**
 * The art's fields, shared by the edit and the new-art forms. `shared` leaves out what each
 * file of a batch has of its own (title, tags, edit link, featured rank).
 */
export function ArtFields({
  draft,
  onChange,
  shared = false,
}: {
  draft: ArtDraft;
  onChange: (draft: ArtDraft) => void;
  shared?: boolean;
}) {
  const options = useArtOptions(true);
  const set = <K extends keyof ArtDraft>(key: K, value: ArtDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <>
      {shared ? null : (
        <TextField
          label="Título"
          name="title"
          required
          minLength={3}
          maxLength={150}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
        />
      )}
      <div className={styles.formGrid}>
        <Select
          label="Categoria"
          options={[{ value: '', label: 'Sem categoria' }, ...options.categories]}
          placeholder="Sem categoria"
          value={draft.categoryId}
          onValueChange={(value) => set('categoryId', value)}
          error={options.error ? 'Não foi possível carregar as listas' : null}
        />
        <Select
          label="Formato"
          options={options.formats}
          placeholder="Escolha o formato"
          value={draft.formatId}
          onValueChange={(value) => set('formatId', value)}
        />
        <Select
          label="Tipo de arquivo"
          options={options.fileTypes}
          placeholder="Escolha o tipo"
          value={draft.fileTypeId}
          onValueChange={(value) => set('fileTypeId', value)}
        />
        <Select
          label="Licença"
          options={LICENCE_OPTIONS}
          value={draft.licence}
          onValueChange={(value) => set('licence', value)}
        />
        <Select
          label="Designer"
          options={[{ value: '', label: 'Quem envia' }, ...options.signers]}
          placeholder="Quem envia"
          value={draft.designerId}
          onValueChange={(value) => set('designerId', value)}
        />
        <TextField
          label="Publicar em"
          type="datetime-local"
          name="publishAt"
          hint="Vazio: agora. Uma data futura agenda a arte."
          value={draft.publishAt ? toLocalInput(draft.publishAt) : ''}
          onChange={(event) => set('publishAt', fromLocalInput(event.target.value))}
        />
      </div>
      {shared ? null : (
        <div className={styles.formGrid}>
          <TextField
            label="Link de edição (Canva ou Drive)"
            type="url"
            name="editUrl"
            maxLength={500}
            placeholder="https://www.canva.com/design/…"
            value={draft.editUrl}
            onChange={(event) => set('editUrl', event.target.value)}
          />
          <TextField
            label="Tags (separadas por vírgula)"
            name="tags"
            maxLength={ART_TAGS_MAX * 42}
            value={draft.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
          <TextField
            label="Destaque (posição)"
            type="number"
            name="featuredRank"
            min={1}
            max={1_000_000}
            hint="Vazio: sem destaque. 1 aparece primeiro."
            value={draft.featuredRank}
            onChange={(event) => set('featuredRank', event.target.value)}
          />
        </div>
      )}
      <CheckboxField
        label="Publicar (visível no site)"
        checked={draft.isVisible}
        onChange={(event) => set('isVisible', event.target.checked)}
      />
    </>
  );
}
