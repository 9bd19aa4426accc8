import { PasswordChangeBodySchema, ProfileUpdateBodySchema } from '@arte-gospel/domain';
import { Button } from '@arte-gospel/ui';
import { reset, useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import { PushSettings } from '../../../../components/push-settings/push-settings';
import type { User } from '../../../../lib/api-client';
import { userQueryOptions } from '../../../../lib/session-query';
import { tracked } from '../../../../lib/tracked-field';
import { useChangePassword } from '../../api/change-password';
import { useUpdateProfile } from '../../api/update-profile';
import * as styles from '../panel.css';
import { PageHeader, UserAvatar } from '../panel-states';

type ProfileForm = { name: string; phone: string };
type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

const ProfileFormSchema = v.object({
  name: ProfileUpdateBodySchema.entries.name,
  phone: v.pipe(v.string(), v.maxLength(20, 'WhatsApp muito longo')),
});

// The API's body plus the confirmation (platform §5: 'As senhas não coincidem' on it).
const PasswordFormSchema = v.pipe(
  v.object({
    ...PasswordChangeBodySchema.entries,
    confirmPassword: v.pipe(v.string(), v.minLength(1, 'Confirme a nova senha')),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'As senhas não coincidem',
    ),
    ['confirmPassword'],
  ),
);

interface TextFieldProps {
  label: string;
  type?: string;
  autoComplete?: string;
  error: string;
  value: string | undefined;
  inputProps: {
    name: string;
    ref: (element: HTMLInputElement | null) => void;
    onChange: React.ChangeEventHandler<HTMLInputElement>;
    onBlur: React.FocusEventHandler<HTMLInputElement>;
  };
}

function TextField({
  label,
  type = 'text',
  autoComplete,
  error,
  value,
  inputProps,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value ?? ''}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ProfileDataForm({ user }: { user: User }) {
  useSignals();
  const update = useUpdateProfile();
  const [form, { Form, Field }] = useForm<ProfileForm>({
    initialValues: { name: user.name ?? '', phone: user.phone ?? '' },
    validate: valiForm(ProfileFormSchema),
  });
  return (
    <Form
      className={styles.form}
      aria-label="Dados do perfil"
      onSubmit={async (values) => {
        await update
          .mutateAsync({ name: values.name, phone: values.phone || null })
          .catch(() => undefined);
      }}
    >
      <Field name="name">
        {tracked((field, props) => (
          <TextField
            label="Nome"
            autoComplete="name"
            error={field.error.value}
            value={field.value.value}
            inputProps={props as TextFieldProps['inputProps']}
          />
        ))}
      </Field>
      <Field name="phone">
        {tracked((field, props) => (
          <TextField
            label="WhatsApp"
            type="tel"
            autoComplete="tel"
            error={field.error.value}
            value={field.value.value}
            inputProps={props as TextFieldProps['inputProps']}
          />
        ))}
      </Field>
      <div className={styles.field}>
        <span className={styles.label}>Email</span>
        <span>{user.email}</span>
      </div>
      <Button type="submit" disabled={form.submitting.value}>
        {form.submitting.value ? 'Salvando...' : 'Salvar alterações'}
      </Button>
    </Form>
  );
}

function PasswordChangeForm() {
  useSignals();
  const change = useChangePassword();
  const [form, { Form, Field }] = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: valiForm(PasswordFormSchema),
  });
  const fields = [
    { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'Nova senha', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
  ] as const;
  return (
    <Form
      className={styles.form}
      aria-label="Alterar senha"
      onSubmit={async (values) => {
        try {
          await change.mutateAsync({
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
          });
          reset(form);
        } catch {
          // The toast 'Falha ao atualizar senha' already tells the user.
        }
      }}
    >
      {fields.map((entry) => (
        <Field key={entry.name} name={entry.name}>
          {tracked((field, props) => (
            <TextField
              label={entry.label}
              type="password"
              autoComplete={entry.autoComplete}
              error={field.error.value}
              value={field.value.value}
              inputProps={props as TextFieldProps['inputProps']}
            />
          ))}
        </Field>
      ))}
      <Button type="submit" disabled={form.submitting.value}>
        {form.submitting.value ? 'Atualizando...' : 'Atualizar senha'}
      </Button>
    </Form>
  );
}

/** /painel/perfil: profile data and the password change (platform §2.8). */
export function PanelProfilePage() {
  const user = useQuery(userQueryOptions).data;
  if (!user) return null;
  const name = user.name || user.username;
  return (
    <>
      <PageHeader title="Meu Perfil">
        <p className={styles.muted}>@{user.username}</p>
      </PageHeader>
      <section className={styles.card} aria-labelledby="profile-data">
        <div className={styles.headerStart}>
          <UserAvatar name={name} src={user.profileimageurl} />
          <h2 id="profile-data" className={styles.cardTitle}>
            Dados pessoais
          </h2>
        </div>
        {/* Remounts with the saved values after an update. */}
        <ProfileDataForm key={`${user.name}|${user.phone ?? ''}`} user={user} />
      </section>
      <section className={styles.card} aria-labelledby="password-change">
        <h2 id="password-change" className={styles.cardTitle}>
          Alterar senha
        </h2>
        <PasswordChangeForm />
      </section>
      <section className={styles.card} aria-labelledby="push-settings">
        <h2 id="push-settings" className={styles.cardTitle}>
          Notificações
        </h2>
        <PushSettings textClassName={styles.muted} />
      </section>
    </>
  );
}
