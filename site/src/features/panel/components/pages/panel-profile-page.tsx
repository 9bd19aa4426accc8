import { ProfileUpdateBodySchema } from '@arte-gospel/domain';
import { Button, TextField } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { boundInput } from '../../../../components/forms/bound-input';
import { PasswordForm } from '../../../../components/forms/password-form';
import { PushSettings } from '../../../../components/push-settings/push-settings';
import type { User } from '../../../../lib/api-client';
import { userQueryOptions } from '../../../../lib/session-query';
import { useChangePassword } from '../../api/change-password';
import { useUpdateProfile } from '../../api/update-profile';
import { ChurchProfileCard } from '../church-profile-card';
import * as styles from '../panel.css';
import { PageHeader, PanelCard, UserAvatar } from '../panel-states';

type ProfileForm = { name: string; phone: string };

const ProfileFormSchema = v.object({
  name: ProfileUpdateBodySchema.entries.name,
  phone: v.pipe(v.string(), v.maxLength(20, 'WhatsApp muito longo')),
});

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
      <Field name="name">{boundInput(TextField, { label: 'Nome', autoComplete: 'name' })}</Field>
      <Field name="phone">
        {boundInput(TextField, { label: 'WhatsApp', type: 'tel', autoComplete: 'tel' })}
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
  const change = useChangePassword();
  return (
    <PasswordForm
      label="Alterar senha"
      withCurrent
      onSubmit={({ currentPassword, password }) =>
        change.mutateAsync({ currentPassword, newPassword: password })
      }
      pending={change.isPending}
      submitText="Atualizar senha"
      pendingText="Atualizando..."
      className={styles.form}
    />
  );
}

/**
 * /painel/perfil: profile data, 'Minha igreja' (issue 20), the password change (platform
 * §2.8) and notifications.
 */
export function PanelProfilePage() {
  const user = useQuery(userQueryOptions).data;
  if (!user) return null;
  const name = user.name || user.username;
  return (
    <>
      <PageHeader title="Meu Perfil" intro={`@${user.username}`} />
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
      <ChurchProfileCard />
      <PanelCard id="password-change" title="Alterar senha">
        <PasswordChangeForm />
      </PanelCard>
      <PanelCard id="push-settings" title="Notificações">
        <PushSettings textClassName={styles.muted} />
      </PanelCard>
    </>
  );
}
