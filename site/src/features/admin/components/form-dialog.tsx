import { Button, Dialog } from '@arte-gospel/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './admin-pieces.css';

/**
 * The create/edit dialog of the staff lists (courses, lessons, categories, designers,
 * testimonials): a form of `children`, then 'Cancelar' and the save button (`saveLabel`,
 * 'Salvando...' while `saving`).
 */
export function FormDialog({
  open = true,
  title,
  saveLabel,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  open?: boolean;
  title: string;
  saveLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Dialog.Popup size="md">
        <Dialog.Title>{title}</Dialog.Title>
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          {children}
          <div className={styles.dialogActions}>
            <Button type="button" tone="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Salvando...' : saveLabel}
            </Button>
          </div>
        </form>
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  );
}

/**
 * Asks before deleting a row of a staff list: `what` says what goes (the sentence 'Esta ação
 * não pode ser desfeita.' follows); 'Excluir' runs `onConfirm`, and the dialog closes when it
 * answers true.
 */
export function ConfirmDelete({
  open = true,
  title,
  what,
  saving,
  onClose,
  onConfirm,
}: {
  open?: boolean;
  title: string;
  what: string;
  saving: boolean;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
    >
      <Dialog.Popup size="sm">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{what} Esta ação não pode ser desfeita.</Dialog.Description>
        <div className={styles.dialogActions}>
          <Button type="button" tone="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="button"
            disabled={saving}
            onClick={async () => {
              if (await onConfirm()) onClose();
            }}
          >
            Excluir
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
