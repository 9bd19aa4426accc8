import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import {
  checkEvidenceFile,
  EVIDENCE_HINT,
  REPORT_EVIDENCE_TYPES,
  REPORT_TYPES,
  type ReportForm,
  ReportSchema,
} from '@arte-gospel/domain';
import { Alert, Button } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';
import type { User } from '../../lib/api-client';
import { userQueryOptions } from '../../lib/session-query';
import { tracked } from '../../lib/tracked-field';
import * as styles from './report-dialog.css';
import {
  closeReportDialog,
  openReportDialog,
  type ReportPrefill,
  reportDialogState,
} from './report-dialog-state';
import { reportErrorText, submitReport } from './submit-report';

export { openReportDialog };

/** The form's values: the select holds the type's id as text. */
type ReportValues = Omit<ReportForm, 'reportTypeId'> & { reportTypeId: string };

/** §9: the dialog closes itself 2000 ms after a success. */
export const REPORT_AUTO_CLOSE_MS = 2000;

type FieldProps = {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: React.ChangeEventHandler<HTMLElement>;
  onBlur: React.FocusEventHandler<HTMLElement>;
};

function FieldBox({
  label,
  error,
  children,
  id,
}: {
  label: string;
  error?: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.fieldBox}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ReportFormView({
  user,
  prefill,
  onDone,
}: {
  user: User | null;
  prefill: ReportPrefill;
  onDone: () => void;
}) {
  useSignals();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: submitReport });
  const [, { Form, Field }] = useForm<ReportValues>({
    initialValues: {
      reportTypeId: prefill.reportTypeId ? String(prefill.reportTypeId) : '',
      title: prefill.title ?? '',
      description: prefill.description ?? '',
      email: user?.email ?? '',
      whatsapp: '',
    },
    // The select gives a string; the schema turns it into the type's id.
    validate: valiForm(ReportSchema as unknown as v.GenericSchema<ReportValues>),
  });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onDone, REPORT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onDone]);

  if (send.isSuccess) {
    return (
      <Alert.Root tone="success">
        <Alert.Title>Enviado com sucesso!</Alert.Title>
        <Alert.Description>
          Recebemos o seu relato e a nossa equipe vai analisá-lo. Obrigado por ajudar a manter a
          plataforma segura.
        </Alert.Description>
      </Alert.Root>
    );
  }

  const input = (field: { error: { value: string } }, props: unknown, name: string) => ({
    ...(props as FieldProps),
    id: `${id}-${name}`,
    className: styles.control,
    'aria-invalid': field.error.value ? true : undefined,
    'aria-describedby': field.error.value ? `${id}-${name}-error` : undefined,
  });

  return (
    <Form
      className={styles.form}
      aria-label="Reportar problema"
      onSubmit={async (values) => {
        if (fileError) return;
        const form: ReportForm = v.parse(ReportSchema, values);
        await send.mutateAsync({ form, file, user }).catch(() => undefined);
      }}
    >
      {send.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Erro</Alert.Title>
          <Alert.Description>{reportErrorText(send.error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {user ? (
        <Alert.Root tone="info">
          <Alert.Title>Usuário identificado</Alert.Title>
          <Alert.Description>
            O problema ficará vinculado à sua conta ({user.email ?? user.username}); responderemos
            por ela.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <Field name="reportTypeId">
        {tracked((field, props) => (
          <FieldBox label="Tipo de problema" error={field.error.value} id={`${id}-reportTypeId`}>
            <select
              {...(input(field, props, 'reportTypeId') as object)}
              value={String(field.value.value ?? '')}
            >
              <option value="">Selecione um tipo de problema</option>
              {REPORT_TYPES.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name} — {type.description}
                </option>
              ))}
            </select>
          </FieldBox>
        ))}
      </Field>
      <Field name="title">
        {tracked((field, props) => (
          <FieldBox label="Título" error={field.error.value} id={`${id}-title`}>
            <input
              {...(input(field, props, 'title') as object)}
              value={field.value.value ?? ''}
              maxLength={100}
            />
          </FieldBox>
        ))}
      </Field>
      <Field name="description">
        {tracked((field, props) => (
          <FieldBox label="Descrição" error={field.error.value} id={`${id}-description`}>
            <textarea
              {...(input(field, props, 'description') as object)}
              className={`${styles.control} ${styles.textarea}`}
              value={field.value.value ?? ''}
              maxLength={1000}
            />
          </FieldBox>
        ))}
      </Field>
      {user ? null : (
        <>
          <Field name="email">
            {tracked((field, props) => (
              <FieldBox label="Email (opcional)" error={field.error.value} id={`${id}-email`}>
                <input
                  {...(input(field, props, 'email') as object)}
                  type="email"
                  autoComplete="email"
                  value={field.value.value ?? ''}
                />
              </FieldBox>
            ))}
          </Field>
          <Field name="whatsapp">
            {tracked((field, props) => (
              <FieldBox label="WhatsApp (opcional)" error={field.error.value} id={`${id}-whatsapp`}>
                <input
                  {...(input(field, props, 'whatsapp') as object)}
                  type="tel"
                  autoComplete="tel"
                  value={field.value.value ?? ''}
                />
              </FieldBox>
            ))}
          </Field>
        </>
      )}
      <div className={styles.fieldBox}>
        <label htmlFor={`${id}-evidence`} className={styles.label}>
          Evidência (opcional)
        </label>
        <div className={styles.fileRow}>
          <input
            ref={fileInput}
            id={`${id}-evidence`}
            type="file"
            accept={REPORT_EVIDENCE_TYPES.map((type) => type.mime).join(',')}
            aria-describedby={`${id}-evidence-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? checkEvidenceFile(chosen) : null);
            }}
          />
          {file ? (
            <Button
              tone="ghost"
              size="sm"
              onClick={() => {
                setFile(null);
                setFileError(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Remover arquivo
            </Button>
          ) : null}
        </div>
        <p id={`${id}-evidence-hint`} className={styles.hint}>
          {EVIDENCE_HINT}
        </p>
        {fileError ? <p className={styles.error}>{fileError}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar relatório'}
        </Button>
      </div>
    </Form>
  );
}

/**
 * 'Reportar problema' (platform §4.5): mounted once; every close resets the form, its
 * messages and the file input (a fresh form per opening).
 */
export function ReportDialogHost() {
  const state = useSnapshot(reportDialogState);
  const user = useQuery(userQueryOptions);
  return (
    <Dialog.Root
      open={state.open}
      onOpenChange={(details) => (details.open ? undefined : closeReportDialog())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>Reportar problema</Dialog.Title>
            <Dialog.Description className={styles.description}>
              Encontrou um arquivo com erro, plágio ou conteúdo inadequado? Conte para a gente.
            </Dialog.Description>
            <Dialog.CloseTrigger className={styles.close} aria-label="Fechar">
              ×
            </Dialog.CloseTrigger>
            <ReportFormView
              key={state.opened}
              user={user.data ?? null}
              prefill={state.prefill}
              onDone={closeReportDialog}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
