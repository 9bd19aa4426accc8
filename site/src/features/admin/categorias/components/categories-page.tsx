import {
  type AdminCategory,
  artSlug,
  CATEGORY_THEME_IDS,
  CATEGORY_THEME_LABELS,
  type CategoryThemeId,
  CONTENT_IMAGE_MAX_BYTES,
  categoryTheme,
  isCategoryThemeId,
  slugDefaultTheme,
} from '@arte-gospel/domain';
import {
  Alert,
  Badge,
  Button,
  CheckboxField,
  EmptyState,
  FileUpload,
  Select,
  TextField,
} from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { useObjectUrl } from '../../../../lib/use-object-url';
import * as adminStyles from '../../components/admin.css';
import { ConfirmDelete, FormDialog } from '../../components/form-dialog';
import { QueryStates } from '../../components/query-error-alert';
import { ListToolbar, RowActions, savedOrMessage } from '../../components/staff-list';
import * as styles from '../../components/staff-list.css';
import { TextareaField } from '../../components/textarea-field';
import { type CategoryAction, useCategoryAction } from '../api/category-actions';
import { useAdminCategories } from '../api/get-admin-categories';
import * as coverStyles from './categories-admin.css';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What the cover picker takes: the types the API recognises by content. */
export const COVER_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const COVER_HINT = `PNG, JPEG ou WebP, até ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB. Guardada em WebP com até 1600 px; fica melhor larga (16:5).`;

/** The theme picker's value for 'none chosen' (null: the slug decides). */
const AUTO_THEME = 'automatico';

/** 'Automático (Âmbar)' for a special slug, 'Automático (Padrão do site)' for the others. */
function autoThemeLabel(slug: string): string {
  return `Automático (${CATEGORY_THEME_LABELS[slugDefaultTheme(slug) ?? 'padrao']})`;
}

/** ' · tema Violeta' when the category wears a theme, chosen or by its slug. */
function themeLabel(category: AdminCategory): string {
  const theme = categoryTheme(category.slug, category.theme);
  return theme ? ` · tema ${theme.label}` : '';
}

function artsLabel(category: AdminCategory): string {
  const all = `${category.artCount} ${category.artCount === 1 ? 'arte' : 'artes'}`;
  return `${all} · ${category.publishedCount} ${category.publishedCount === 1 ? 'publicada' : 'publicadas'}`;
}

/** /admin/categorias (issue 19): create, rename, reorder, premium flag, colour theme, cover, delete. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const action = useCategoryAction();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const run = savedOrMessage(action);
  const list = categories.data?.categories ?? [];

  return (
    <>
      <h1 className={adminStyles.title}>Categorias</h1>
      <p className={adminStyles.muted}>
        A ordem daqui é a de <Link href={paths.categories.href()}>/categorias</Link> e dos atalhos
        da página inicial.
      </p>
      <QueryStates
        query={categories}
        loading="Carregando categorias..."
        error="Não foi possível carregar as categorias"
      >
        {() =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhuma categoria cadastrada"
              description="Crie a primeira categoria para organizar as artes."
              actions={<Button onClick={() => setEditing('new')}>Criar categoria</Button>}
            />
          ) : (
            <>
              <ListToolbar count={list.length} one="categoria" many="categorias">
                <Button onClick={() => setEditing('new')}>Nova categoria</Button>
              </ListToolbar>
              <ol className={styles.rows} aria-label="Categorias">
                {list.map((category, index) => (
                  <li key={category.id} className={styles.row}>
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>
                        {index + 1}. {category.name}
                      </span>
                      <span className={styles.meta}>
                        /{category.slug} · {artsLabel(category)}
                        {category.coverImageUrl ? ' · com capa' : ''}
                        {themeLabel(category)}
                      </span>
                    </span>
                    {category.isPremium ? <Badge variant="premium" /> : null}
                    <RowActions
                      name={category.name}
                      ids={list.map((c) => c.id)}
                      index={index}
                      busy={action.isPending}
                      onOrder={(ids) => void run({ kind: 'order', ids })}
                      onEdit={() => setEditing(category)}
                      onDelete={() => setDeleting(category)}
                    />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryStates>
      {editing ? (
        <CategoryDialog
          // The row as the list has it now: a cover sent from the dialog shows at once.
          category={
            editing === 'new' ? undefined : (list.find((c) => c.id === editing.id) ?? editing)
          }
          nextOrder={list.length}
          saving={action.isPending}
          onClose={() => setEditing(null)}
          onSave={run}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title="Excluir categoria?"
          what={`A categoria “${deleting.name}” será excluída; as suas ${deleting.artCount} artes ficam sem categoria.`}
          saving={action.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={async () => (await run({ kind: 'delete', id: deleting.id })) === true}
        />
      ) : null}
    </>
  );
}

function CategoryDialog({
  category,
  nextOrder,
  saving,
  onClose,
  onSave,
}: {
  category?: AdminCategory | undefined;
  nextOrder: number;
  saving: boolean;
  onClose: () => void;
  onSave: (action: CategoryAction) => Promise<true | string>;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [description, setDescription] = useState(category?.description ?? '');
  const [isPremium, setIsPremium] = useState(category?.isPremium ?? false);
  const [theme, setTheme] = useState<string>(
    isCategoryThemeId(category?.theme) ? category.theme : AUTO_THEME,
  );
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim().length < 2 || name.trim().length > 80)
      found.name = 'O nome deve ter de 2 a 80 caracteres';
    if (!SLUG.test(slug) || slug.length > 100)
      found.slug = 'Use letras minúsculas, números e hífens no slug';
    setErrors(found);
    if (found.name || found.slug) return;
    const body = {
      name: name.trim(),
      slug,
      description: description.trim() || null,
      isPremium,
      sortOrder: category?.sortOrder ?? nextOrder,
      theme: theme === AUTO_THEME ? null : (theme as CategoryThemeId),
    };
    const saved = await onSave({ kind: 'save', id: category?.id, body });
    if (saved === true) onClose();
    else setFailure(saved);
  }
  return (
    <FormDialog
      title={category ? 'Editar categoria' : 'Nova categoria'}
      saveLabel="Salvar categoria"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Nome"
        value={name}
        maxLength={80}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          if (!slugTouched) setSlug(e.target.value.trim() ? artSlug(e.target.value) : '');
        }}
      />
      <TextField
        label="Slug (endereço)"
        value={slug}
        maxLength={100}
        error={errors.slug}
        hint={`/categorias/${slug || '...'} — único entre as categorias`}
        onChange={(e) => {
          setSlugTouched(true);
          setSlug(e.target.value);
        }}
      />
      <TextareaField
        label="Descrição"
        hint="Opcional"
        value={description}
        rows={3}
        maxLength={500}
        onChange={(e) => setDescription(e.target.value)}
      />
      <CheckboxField
        label="Categoria Premium"
        checked={isPremium}
        onChange={(e) => setIsPremium(e.target.checked)}
      />
      <Select
        label="Tema de cores"
        value={theme}
        onValueChange={setTheme}
        options={[
          { value: AUTO_THEME, label: autoThemeLabel(slug) },
          ...CATEGORY_THEME_IDS.map((id) => ({ value: id, label: CATEGORY_THEME_LABELS[id] })),
        ]}
      />
      {category ? (
        <CoverField category={category} saving={saving} onAction={onSave} />
      ) : (
        <p className={styles.meta}>Salve a categoria para enviar uma capa.</p>
      )}
      {failure ? (
        <Alert.Root tone="error">
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      ) : null}
    </FormDialog>
  );
}

/**
 * The category's cover (issue 19): shown by its card (home, /categorias) and as its page's
 * banner, instead of its arts' mosaic. Sent and removed at once, apart from the form's save.
 */
function CoverField({
  category,
  saving,
  onAction,
}: {
  category: AdminCategory;
  saving: boolean;
  onAction: (action: CategoryAction) => Promise<true | string>;
}) {
  const [file, setFile] = useState<File | null>(null);
  // The picker is remounted after a send, so it no longer lists the file sent.
  const [pickerKey, setPickerKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const objectUrl = useObjectUrl(file);
  // Only while a file is chosen (the address is released an effect later).
  const preview = file ? objectUrl : null;
  const shown = preview ?? category.coverImageUrl;
  const send = async () => {
    if (!file) return;
    const done = await onAction({ kind: 'cover', id: category.id, file });
    if (done === true) {
      setFile(null);
      setPickerKey((key) => key + 1);
    } else setFailure(done);
  };
  const remove = async () => {
    const done = await onAction({ kind: 'removeCover', id: category.id });
    setFailure(done === true ? null : done);
  };
  return (
    <section className={coverStyles.coverBox} aria-labelledby="category-cover-title">
      <h3 id="category-cover-title" className={coverStyles.coverTitle}>
        Capa
      </h3>
      <p className={styles.meta}>
        Aparece no card da categoria (início e /categorias) e no topo da página dela, no lugar do
        mosaico de artes.
      </p>
      {shown ? (
        <img
          className={coverStyles.coverPreview}
          src={shown}
          alt={preview ? 'Prévia da nova capa' : `Capa atual de ${category.name}`}
        />
      ) : (
        <p className={styles.meta}>Sem capa: o card mostra o mosaico das artes.</p>
      )}
      <FileUpload
        key={pickerKey}
        label="Arquivo da capa"
        accept={COVER_ACCEPT}
        maxFileSizeBytes={CONTENT_IMAGE_MAX_BYTES}
        hint={COVER_HINT}
        error={failure}
        onFilesChange={(files) => {
          setFailure(null);
          setFile(files[0] ?? null);
        }}
        texts={{
          tooLarge: `A capa deve ter no máximo ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
        }}
      />
      <div className={coverStyles.coverActions}>
        <Button type="button" size="sm" disabled={!file || saving} onClick={() => void send()}>
          Enviar capa
        </Button>
        {category.coverImageUrl ? (
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={saving}
            onClick={() => void remove()}
          >
            Remover capa
          </Button>
        ) : null}
      </div>
    </section>
  );
}
