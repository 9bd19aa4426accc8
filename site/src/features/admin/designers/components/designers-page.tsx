import { type AdminDesignerProfile, DESIGNER_BIO_MAX, NAME_MAX } from '@arte-gospel/domain';
import { Alert, Avatar, EmptyState, TextField } from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PictureField } from '../../../../components/picture-field/picture-field';
import { paths } from '../../../../config/paths';
import * as adminStyles from '../../components/admin.css';
import * as pieces from '../../components/admin-pieces.css';
import { FormDialog } from '../../components/form-dialog';
import { QueryStates } from '../../components/query-error-alert';
import { RowActions, savedOrMessage } from '../../components/staff-list';
import * as styles from '../../components/staff-list.css';
import { TextareaField } from '../../components/textarea-field';
import { DESIGNER_QUERIES, type DesignerAction, useDesignerAction } from '../api/designer-actions';
import { useAdminDesigners } from '../api/get-admin-designers';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * /admin/designers (issue 19): the accounts that sign arts, in the order of the public
 * /designers page; their name, bio and photo, and that order.
 */
export function DesignersPage() {
  const designers = useAdminDesigners();
  const action = useDesignerAction();
  const [editingId, setEditingId] = useState<number | null>(null);
  const run = savedOrMessage(action);
  const list = designers.data?.designers ?? [];
  // Read from the list, so a photo sent from the dialog shows there at once.
  const editing = list.find((designer) => designer.id === editingId);

  return (
    <>
      <h1 className={adminStyles.title}>Designers</h1>
      <p className={adminStyles.muted}>
        Quem assina as artes, na ordem da página{' '}
        <Link href={paths.designers.href()}>/designers</Link>. O nível de acesso de cada conta muda
        em Usuários.
      </p>
      <QueryStates
        query={designers}
        loading="Carregando designers..."
        error="Não foi possível carregar os designers"
      >
        {() =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhum designer cadastrado"
              description="Dê o nível designer ou designer administrador a uma conta em Usuários para que ela assine artes e apareça aqui."
            />
          ) : (
            <>
              <p className={styles.meta}>{count(list.length, 'designer', 'designers')}</p>
              <ol className={styles.rows} aria-label="Designers">
                {list.map((designer, index) => (
                  <li key={designer.id} className={styles.row}>
                    <Avatar name={designer.name} src={designer.profileimageurl} size="lg" />
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>
                        {index + 1}. {designer.name}
                      </span>
                      <span className={styles.meta}>
                        <Link href={paths.designer.href(designer.username)}>
                          @{designer.username}
                        </Link>
                        {' · '}
                        {count(designer.artCount, 'arte publicada', 'artes publicadas')} ·{' '}
                        {count(designer.followers, 'seguidor', 'seguidores')}
                        {designer.nivelacesso === 'designer_adm' ? ' · designer administrador' : ''}
                      </span>
                      <span className={pieces.preWrapText}>{designer.bio ?? 'Sem bio.'}</span>
                    </span>
                    <RowActions
                      name={designer.name}
                      ids={list.map((d) => d.id)}
                      index={index}
                      busy={action.isPending}
                      onOrder={(ids) => void run({ kind: 'order', ids })}
                      onEdit={() => setEditingId(designer.id)}
                    />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryStates>
      {editing ? (
        <DesignerDialog
          designer={editing}
          saving={action.isPending}
          onClose={() => setEditingId(null)}
          onSave={run}
        />
      ) : null}
    </>
  );
}

function DesignerDialog({
  designer,
  saving,
  onClose,
  onSave,
}: {
  designer: AdminDesignerProfile;
  saving: boolean;
  onClose: () => void;
  onSave: (action: DesignerAction) => Promise<true | string>;
}) {
  const [name, setName] = useState(designer.name);
  const [bio, setBio] = useState(designer.bio ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem =
      trimmed.length < 2 || trimmed.length > NAME_MAX
        ? `O nome deve ter de 2 a ${NAME_MAX} caracteres`
        : undefined;
    setNameError(problem);
    if (problem) return;
    const saved = await onSave({
      kind: 'save',
      id: designer.id,
      body: { name: trimmed, bio: bio.trim() || null },
    });
    if (saved === true) onClose();
    else setFailure(saved);
  }
  return (
    <FormDialog
      title={`Editar ${designer.name}`}
      saveLabel="Salvar perfil"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Nome"
        value={name}
        maxLength={NAME_MAX}
        error={nameError}
        hint="Como aparece nas artes e em /designers"
        onChange={(e) => setName(e.target.value)}
      />
      <TextareaField
        label="Bio"
        hint={`Opcional, texto simples, até ${DESIGNER_BIO_MAX} caracteres`}
        value={bio}
        rows={4}
        maxLength={DESIGNER_BIO_MAX}
        onChange={(e) => setBio(e.target.value)}
      />
      {failure ? (
        <Alert.Root tone="error">
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      ) : null}
      <PictureField
        label="Foto do designer"
        personName={designer.name}
        url={designer.profileimageurl}
        endpoint={`/api/admin/designers/${designer.id}/photo`}
        invalidate={DESIGNER_QUERIES}
      />
    </FormDialog>
  );
}
