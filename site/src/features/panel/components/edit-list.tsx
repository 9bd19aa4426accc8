import { type EditSummary, formatDatePtBR } from '@arte-gospel/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Dialog,
  EmptyState,
  Skeleton,
  SkeletonGroup,
} from '@arte-gospel/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useKeepOffline } from '../../../lib/pwa/keep-offline';
import { useDeleteEdit } from '../api/delete-edit';
import { useEdits } from '../api/get-edits';
import * as styles from './edit-list.css';
import { ArtThumb, PremiumStar } from './panel-states';

/** The list's accessible name (the page's title: the saved edits are 'Minhas artes'). */
const EDIT_LIST_LABEL = 'Minhas artes';

/**
 * 'Minhas artes' (issue 20): the account's saved edits, last changed first, each to reopen
 * in the editor or delete; an edit whose catalogue art was removed can only be deleted.
 */
export function EditList() {
  const edits = useEdits();
  // Once listed, 'Minhas artes' is kept for offline use (issue 20).
  useKeepOffline(edits.isSuccess);
  if (edits.isPending) {
    return (
      <div className={styles.skeletons}>
        <SkeletonGroup count={3} label="Carregando suas artes editadas">
          {() => <Skeleton height="150px" />}
        </SkeletonGroup>
      </div>
    );
  }
  if (edits.isError) {
    return (
      <Alert.Root tone="error">
        <Alert.Title>Não foi possível carregar suas artes editadas</Alert.Title>
        <Alert.Description>
          <p>{edits.error.message}</p>
          <Button size="sm" tone="secondary" onClick={() => void edits.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Description>
      </Alert.Root>
    );
  }
  if (edits.data.edits.length === 0) {
    return (
      <EmptyState
        title="Nenhuma arte editada ainda"
        description="Escolha uma arte no catálogo e toque em 'Editar online': a sua edição fica guardada aqui para abrir e mudar quando quiser."
        actions={
          <Link href={paths.arts.href()} className={buttonClassName({ size: 'sm' })}>
            Explorar artes
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={EDIT_LIST_LABEL}>
      {edits.data.edits.map((edit) => (
        <EditCard key={edit.id} edit={edit} />
      ))}
    </ul>
  );
}

function EditCard({ edit }: { edit: EditSummary }) {
  const artId = edit.artId;
  return (
    <li className={styles.card}>
      {edit.thumbnailUrl ? (
        <ArtThumb src={edit.thumbnailUrl} className={styles.thumb} />
      ) : (
        <span aria-hidden="true" className={styles.thumb} />
      )}
      <div className={styles.body}>
        <p className={styles.name}>{edit.name}</p>
        {edit.artTitle && edit.artTitle !== edit.name ? (
          <p className={styles.small}>Arte: {edit.artTitle}</p>
        ) : null}
        <p className={styles.small}>Editada em {formatDatePtBR(edit.updatedAt)}</p>
        {artId === null ? <p className={styles.gone}>A arte original foi removida</p> : null}
        {artId !== null && edit.isPremium ? <PremiumStar /> : null}
      </div>
      <div className={styles.actions}>
        {artId !== null ? (
          <Link
            href={paths.artEditor.href(artId, edit.id)}
            className={buttonClassName({ size: 'sm' })}
            aria-label={`Abrir no editor: ${edit.name}`}
          >
            Abrir no editor
          </Link>
        ) : null}
        <DeleteEditDialog edit={edit} />
      </div>
    </li>
  );
}

/** 'Excluir': asks first (an alert dialog), then deletes, says so and reads the list again. */
function DeleteEditDialog({ edit }: { edit: EditSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEdit();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" tone="secondary" aria-label={`Excluir ${edit.name}`}>
          Excluir
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Excluir “{edit.name}”?</Dialog.Title>
        <Dialog.Description>
          {edit.artId === null
            ? 'A edição e as fotos enviadas para ela saem de Minhas artes. Não é possível desfazer.'
            : 'A edição e as fotos enviadas para ela saem de Minhas artes; a arte original continua no catálogo. Não é possível desfazer.'}
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <div className={styles.dialogActions}>
          <Button tone="secondary" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() => remove.mutate(edit.id, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? 'Excluindo…' : 'Excluir arte'}
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
