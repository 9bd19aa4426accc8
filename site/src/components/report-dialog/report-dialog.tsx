import {
  checkEvidenceFile,
  EVIDENCE_HINT,
  REPORT_DESCRIPTION_MAX,
  REPORT_EVIDENCE_TYPES,
  REPORT_TITLE_MAX,
  REPORT_TYPES,
  type ReportForm,
  ReportSchema,
} from '@arte-gospel/domain';
import { Alert, Button, Dialog, Field, Select, TextField } from '@arte-gospel/ui';
import { setValue, useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';
import type { User } from '../../lib/api-client';
import { userQueryOptions } from '../../lib/session-query';
import { tracked } from '../../lib/tracked-field';
import { boundInput } from '../forms/bound-input';
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

const TYPE_OPTIONS = REPORT_TYPES.map((type) => ({
  value: String(type.id),
  label: `${type.name} — ${type.description}`,
}));

const titleInput = boundInput(TextField, { label: 'Título', maxLength: REPORT_TITLE_MAX });
const emailInput = boundInput(TextField, {
  label: 'Email (opcional)',
  type: 'email',
  autoComplete: 'email',
});
const whatsappInput = boundInput(TextField, {
  label: 'WhatsApp (opcional)',
  type: 'tel',
  autoComplete: 'tel',
});

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
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: submitReport });
  const [form, { Form, Field: FormField }] = useForm<ReportValues>({
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

  return (
    <Form
      className={styles.form}
      aria-label="Reportar problema"
      onSubmit={async (values) => {
        if (fileError) return;
        const form: ReportForm = v.parse(ReportSchema, values);
        await send.mutateAsync({ form, file, user, artId: prefill.artId }).catch(() => undefined);
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
      <FormField name="reportTypeId">
        {tracked((field) => (
          <Select
            label="Tipo de problema"
            placeholder="Selecione um tipo de problema"
            options={TYPE_OPTIONS}
            value={field.value.value ?? ''}
            onValueChange={(value) => setValue(form, 'reportTypeId', value)}
            error={field.error.value}
          />
        ))}
      </FormField>
      <FormField name="title">{titleInput}</FormField>
      <FormField name="description">
        {tracked((field, props) => (
          <Field.Root invalid={Boolean(field.error.value)}>
            <Field.Label>Descrição</Field.Label>
            <Field.Control>
              <Field.Textarea
                {...(props as object)}
                value={field.value.value ?? ''}
                maxLength={REPORT_DESCRIPTION_MAX}
              />
            </Field.Control>
            <Field.ErrorText>{field.error.value}</Field.ErrorText>
          </Field.Root>
        ))}
      </FormField>
      {user ? null : (
        <>
          <FormField name="email">{emailInput}</FormField>
          <FormField name="whatsapp">{whatsappInput}</FormField>
        </>
      )}
      <Field.Root invalid={Boolean(fileError)}>
        <Field.Label>Evidência (opcional)</Field.Label>
        <div className={styles.fileRow}>
          <Field.Input
            ref={fileInput}
            type="file"
            className={styles.file}
            accept={REPORT_EVIDENCE_TYPES.map((type) => type.mime).join(',')}
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
        <Field.HelperText>{EVIDENCE_HINT}</Field.HelperText>
        <Field.ErrorText>{fileError}</Field.ErrorText>
      </Field.Root>
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
    >
      <Dialog.Popup>
        <Dialog.Title>Reportar problema</Dialog.Title>
        <Dialog.Description>
          Encontrou um arquivo com erro, plágio ou conteúdo inadequado? Conte para a gente.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <ReportFormView
          key={state.opened}
          user={user.data ?? null}
          prefill={state.prefill}
          onDone={closeReportDialog}
        />
      </Dialog.Popup>
    </Dialog.Root>
  );
}
