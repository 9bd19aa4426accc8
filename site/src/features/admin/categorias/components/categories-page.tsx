import { type AdminCategory, artSlug } from '@arte-gospel/domain';
import {
  Alert,
  Badge,
  Button,
  CheckboxField,
  Dialog,
  EmptyState,
  Field,
  FieldFrame,
  Spinner,
  TextField,
} from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../gerenciar-cursos/components/courses.css';
import { FormDialog } from '../../gerenciar-cursos/components/form-dialog';
import { type CategoryAction, useCategoryAction } from '../api/category-actions';
import { useAdminCategories } from '../api/get-admin-categories';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function artsLabel(category: AdminCategory): string {
  const all = `${category.artCount} ${category.artCount === 1 ? 'arte' : 'artes'}`;
  return `${all} · ${category.publishedCount} ${category.publishedCount === 1 ? 'publicada' : 'publicadas'}`;
}

/** /admin/categorias (issue 19): create, rename, reorder, premium flag, delete. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const action = useCategoryAction();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  /** Runs a change: true when saved, else the server's message. */
  const run = (change: CategoryAction) =>
    action.mutateAsync(change).then(
      () => true as const,
      (error: Error) => error.message,
    );
  const list = categories.data?.categories ?? [];
  const move = (from: number, step: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const to = from + step;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void run({ kind: 'order', ids });
  };

  return (
    <>
      <h1 className={adminStyles.title}>Categorias</h1>
      <p className={adminStyles.muted}>
        A ordem daqui é a de <Link href={paths.categories.href()}>/categorias</Link> e dos atalhos
        da página inicial.
      </p>
      {categories.isPending ? (
        <Spinner label="Carregando categorias..." />
      ) : categories.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Não foi possível carregar as categorias</strong>
          <p className={styles.meta}>{categories.error.message}</p>
          <Button tone="secondary" onClick={() => void categories.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          title="Nenhuma categoria cadastrada"
          description="Crie a primeira categoria para organizar as artes."
          actions={<Button onClick={() => setEditing('new')}>Criar categoria</Button>}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.meta}>
              {list.length} {list.length === 1 ? 'categoria' : 'categorias'}
            </p>
            <Button onClick={() => setEditing('new')}>Nova categoria</Button>
          </div>
          <ol className={styles.lessons} aria-label="Categorias">
            {list.map((category, index) => (
              <li key={category.id} className={styles.lesson}>
                <span className={styles.lessonText}>
                  <span className={styles.lessonTitle}>
                    {index + 1}. {category.name}
                  </span>
                  <span className={styles.meta}>
                    /{category.slug} · {artsLabel(category)}
                  </span>
                </span>
                {category.isPremium ? <Badge variant="premium" /> : null}
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    tone="ghost"
                    disabled={action.isPending || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Mover ${category.name} para cima`}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    tone="ghost"
                    disabled={action.isPending || index === list.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Mover ${category.name} para baixo`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    tone="secondary"
                    onClick={() => setEditing(category)}
                    aria-label={`Editar ${category.name}`}
                  >
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    tone="secondary"
                    onClick={() => setDeleting(category)}
                    aria-label={`Excluir ${category.name}`}
                  >
                    Excluir
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {editing ? (
        <CategoryDialog
          category={editing === 'new' ? undefined : editing}
          nextOrder={list.length}
          saving={action.isPending}
          onClose={() => setEditing(null)}
          onSave={run}
        />
      ) : null}
      {deleting ? (
        <Dialog.Root
          role="alertdialog"
          open
          onOpenChange={(d) => (d.open ? undefined : setDeleting(null))}
        >
          <Dialog.Popup size="sm">
            <Dialog.Title>Excluir categoria?</Dialog.Title>
            <Dialog.Description>
              A categoria “{deleting.name}” será excluída; as suas {deleting.artCount} artes ficam
              sem categoria. Esta ação não pode ser desfeita.
            </Dialog.Description>
            <div className={styles.formActions}>
              <Button tone="secondary" onClick={() => setDeleting(null)}>
                Cancelar
              </Button>
              <Button
                disabled={action.isPending}
                onClick={async () => {
                  if ((await run({ kind: 'delete', id: deleting.id })) === true) setDeleting(null);
                }}
              >
                Excluir
              </Button>
            </div>
          </Dialog.Popup>
        </Dialog.Root>
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
      <FieldFrame label="Descrição" hint="Opcional">
        <Field.Control>
          <Field.Textarea
            value={description}
            rows={3}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field.Control>
      </FieldFrame>
      <CheckboxField
        label="Categoria Premium"
        checked={isPremium}
        onChange={(e) => setIsPremium(e.target.checked)}
      />
      {failure ? (
        <Alert.Root tone="error">
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      ) : null}
    </FormDialog>
  );
}
