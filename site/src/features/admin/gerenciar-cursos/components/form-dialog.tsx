import { Button, Dialog } from '@arte-gospel/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './courses.css';

/**
 * The create/edit dialog of the courses and categories pages: a form of `children`, then
 * 'Cancelar' and the save button (`saveLabel`, 'Salvando...' while `saving`).
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
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {children}
          <div className={styles.formActions}>
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
