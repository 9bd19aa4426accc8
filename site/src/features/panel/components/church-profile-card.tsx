import {
  CHURCH_SERVICE_TIMES_MAX,
  type ChurchProfile,
  ChurchProfileBodySchema,
  formatBrazilPhone,
  formatPixKey,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
  SERVICE_DAYS,
  type ServiceDay,
  ServiceTimeInputSchema,
  validatePixKey,
} from '@arte-gospel/domain';
import { Button, Select, TextField } from '@arte-gospel/ui';
import {
  Field,
  FieldArray,
  type FieldPath,
  type FormStore,
  getValue,
  insert,
  remove,
  setError,
  setValue,
  useForm,
  valiForm,
} from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import * as v from 'valibot';
import { boundInput } from '../../../components/forms/bound-input';
import { PictureField } from '../../../components/picture-field/picture-field';
import { useChurchProfile } from '../../../lib/queries/church-profile';
import { queryKeys } from '../../../lib/queries/keys';
import { tracked } from '../../../lib/tracked-field';
import { churchFieldErrors, useSaveChurchProfile } from '../api/save-church-profile';
import { ChurchColorField, type ChurchColorFieldProps } from './church-color-field';
import * as styles from './church-profile.css';
import { PanelCard, PanelError, PanelSkeleton } from './panel-states';

// Issue 20: 'Minha igreja' on /painel/perfil, the church every art is pre-filled from.
// The logo is sent on its own (PictureField) once the profile exists; the rest is one form
// checked by the contract's rules before it goes, and by the API again.

/** The key's type as the church chose it; AUTO reads it from the key. */
const AUTO = 'auto';

type ServiceTimeForm = { day: string; time: string; label: string };
type ChurchForm = {
  name: string;
  address: string;
  pastorName: string;
  instagram: string;
  whatsapp: string;
  pixKeyType: string;
  pixKey: string;
  primaryColor: string;
  secondaryColor: string;
  serviceTimes: ServiceTimeForm[];
};

const DAY_OPTIONS = SERVICE_DAYS.map((day) => ({ value: day, label: day }));
const PIX_TYPE_OPTIONS = [
  { value: AUTO, label: 'Detectar pelo formato' },
  ...PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] })),
];

const body = ChurchProfileBodySchema.entries;

const pixTypeOf = (value: string): PixKeyType | undefined =>
  value === AUTO ? undefined : (value as PixKeyType);

/** The key as typed, checked against the type chosen: null when blank or valid. */
function pixKeyProblem(key: string, type: string): string | null {
  if (key.trim() === '') return null;
  const result = validatePixKey(key, pixTypeOf(type));
  return result.ok ? null : result.message;
}

/** The form's rules: the contract's, field by field (the PIX key with its chosen type). */
const ChurchFormSchema = v.pipe(
  v.object({
    name: body.name,
    address: body.address,
    pastorName: body.pastorName,
    instagram: body.instagram,
    whatsapp: body.whatsapp,
    pixKeyType: v.string(),
    pixKey: v.string(),
    primaryColor: body.primaryColor,
    secondaryColor: body.secondaryColor,
    serviceTimes: v.array(ServiceTimeInputSchema),
  }),
  v.forward(
    v.partialCheck(
      [['pixKey'], ['pixKeyType']],
      (input) => pixKeyProblem(input.pixKey, input.pixKeyType) === null,
      (issue) => {
        const input = issue.input as { pixKey: string; pixKeyType: string };
        return pixKeyProblem(input.pixKey, input.pixKeyType) ?? '';
      },
    ),
    ['pixKey'],
  ),
);

/** The saved profile as the form shows it: numbers and keys formatted, blanks for nulls. */
function initialValues(profile: ChurchProfile | null): ChurchForm {
  const pix = profile?.pixKey ?? null;
  const shownKey = pix ? formatPixKey(pix.type, pix.key) : '';
  // The type is shown chosen only when the key alone would read as another one (a celular
  // whose digits also make a valid CPF).
  const detected = pix ? validatePixKey(shownKey) : null;
  return {
    name: profile?.name ?? '',
    address: profile?.address ?? '',
    pastorName: profile?.pastorName ?? '',
    instagram: profile?.instagram ? `@${profile.instagram}` : '',
    whatsapp: profile?.whatsapp ? formatBrazilPhone(profile.whatsapp) : '',
    pixKeyType: pix && detected?.type !== pix.type ? pix.type : AUTO,
    pixKey: shownKey,
    primaryColor: profile?.primaryColor?.toUpperCase() ?? '',
    secondaryColor: profile?.secondaryColor?.toUpperCase() ?? '',
    serviceTimes: (profile?.serviceTimes ?? []).map((entry) => ({
      day: entry.day,
      time: entry.time,
      label: entry.label ?? '',
    })),
  };
}

/** Where a field message of the API goes in the form. */
function formFieldOf(path: string): string {
  if (path === 'pixKey.key') return 'pixKey';
  if (path === 'pixKey.type') return 'pixKeyType';
  return path;
}

function toBody(values: ChurchForm) {
  const pixKey = (values.pixKey ?? '').trim();
  return {
    name: values.name ?? '',
    address: values.address ?? '',
    pastorName: values.pastorName ?? '',
    instagram: values.instagram ?? '',
    whatsapp: values.whatsapp ?? '',
    serviceTimes: (values.serviceTimes ?? []).map((entry) => ({
      day: entry.day as ServiceDay,
      time: entry.time ?? '',
      label: entry.label ?? '',
    })),
    pixKey: pixKey ? { key: pixKey, type: pixTypeOf(values.pixKeyType ?? AUTO) ?? null } : null,
    primaryColor: values.primaryColor ?? '',
    secondaryColor: values.secondaryColor ?? '',
  };
}

function ServiceTimes({ form }: { form: FormStore<ChurchForm, undefined> }) {
  return (
    <fieldset className={styles.times}>
      <legend className={styles.legend}>Dias e horários de culto</legend>
      <FieldArray of={form} name="serviceTimes">
        {tracked((array) => {
          const count = array.items.value.length;
          return (
            <>
              {count === 0 ? (
                <p className={styles.muted}>Nenhum horário: adicione os cultos da semana.</p>
              ) : (
                <ul className={styles.timeList} aria-label="Horários de culto">
                  {array.items.value.map((item, index) => (
                    <li key={item} className={styles.timeRow}>
                      <ServiceTimeRow form={form} index={index} />
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <Button
                  type="button"
                  size="sm"
                  tone="secondary"
                  disabled={count >= CHURCH_SERVICE_TIMES_MAX}
                  onClick={() =>
                    insert(form, 'serviceTimes', { value: { day: 'Domingo', time: '', label: '' } })
                  }
                >
                  Adicionar horário
                </Button>
              </div>
              {count >= CHURCH_SERVICE_TIMES_MAX ? (
                <p className={styles.muted}>Até {CHURCH_SERVICE_TIMES_MAX} horários de culto.</p>
              ) : null}
            </>
          );
        })}
      </FieldArray>
    </fieldset>
  );
}

function ServiceTimeRow({
  form,
  index,
}: {
  form: FormStore<ChurchForm, undefined>;
  index: number;
}) {
  const n = index + 1;
  return (
    <>
      <Field of={form} name={`serviceTimes.${index}.day`}>
        {tracked((field) => (
          <Select
            label={`Dia do culto ${n}`}
            options={DAY_OPTIONS}
            value={field.value.value ?? 'Domingo'}
            onValueChange={(day) => setValue(form, `serviceTimes.${index}.day`, day)}
            error={field.error.value}
          />
        ))}
      </Field>
      <Field of={form} name={`serviceTimes.${index}.time`}>
        {boundInput(TextField, { label: `Horário do culto ${n}`, type: 'time' })}
      </Field>
      <div className={styles.timeLabel}>
        <Field of={form} name={`serviceTimes.${index}.label`}>
          {boundInput(TextField, {
            label: `Nome do culto ${n} (opcional)`,
            placeholder: 'Culto da Família',
          })}
        </Field>
      </div>
      <div className={styles.timeRemove}>
        <Button
          type="button"
          size="sm"
          tone="secondary"
          aria-label={`Remover o horário ${n}`}
          onClick={() => remove(form, 'serviceTimes', { at: index })}
        >
          Remover
        </Button>
      </div>
    </>
  );
}

function ChurchProfileForm({
  profile,
  onSaved,
}: {
  profile: ChurchProfile | null;
  onSaved: () => void;
}) {
  useSignals();
  const save = useSaveChurchProfile();
  const [form, { Form, Field: FormField }] = useForm<ChurchForm>({
    initialValues: initialValues(profile),
    validate: valiForm(ChurchFormSchema),
  });
  return (
    <Form
      className={styles.form}
      aria-label="Dados da igreja"
      onSubmit={async (values) => {
        await save.mutateAsync(toBody(values)).then(onSaved, (error: unknown) => {
          // The values stay as typed; each field the API refused shows its message.
          const fields = churchFieldErrors(error);
          for (const [path, message] of Object.entries(fields)) {
            setError(form, formFieldOf(path) as FieldPath<ChurchForm>, message, {
              shouldFocus: false,
            });
          }
        });
      }}
    >
      <FormField name="name">
        {boundInput(TextField, {
          label: 'Nome da igreja',
          autoComplete: 'organization',
          placeholder: 'Igreja Batista Esperança',
        })}
      </FormField>
      <FormField name="address">
        {boundInput(TextField, {
          label: 'Endereço (opcional)',
          autoComplete: 'street-address',
          placeholder: 'Rua das Flores, 120 — Centro, Campinas/SP',
        })}
      </FormField>
      <ServiceTimes form={form} />
      <FormField name="pastorName">
        {boundInput(TextField, { label: 'Nome do pastor (opcional)', placeholder: 'Pr. João' })}
      </FormField>
      <FormField name="instagram">
        {boundInput(TextField, {
          label: 'Instagram (opcional)',
          placeholder: '@suaigreja',
          autoCapitalize: 'none',
          spellCheck: false,
          hint: 'O nome de usuário ou o link do perfil.',
        })}
      </FormField>
      <FormField name="whatsapp">
        {boundInput(TextField, {
          label: 'WhatsApp da igreja (opcional)',
          type: 'tel',
          inputMode: 'tel',
          placeholder: '(11) 91234-5678',
        })}
      </FormField>
      <div className={styles.pixRow}>
        <FormField name="pixKeyType">
          {tracked((field) => (
            <Select
              label="Tipo da chave PIX"
              options={PIX_TYPE_OPTIONS}
              value={field.value.value || AUTO}
              onValueChange={(type) => setValue(form, 'pixKeyType', type)}
              error={field.error.value}
            />
          ))}
        </FormField>
        <FormField name="pixKey">
          {tracked((field, props) => {
            const key = field.value.value ?? '';
            const type = getValue(form, 'pixKeyType') ?? AUTO;
            const result = key.trim() ? validatePixKey(key, pixTypeOf(type)) : null;
            return (
              <TextField
                {...(props as object)}
                label="Chave PIX (opcional)"
                autoCapitalize="none"
                spellCheck={false}
                value={key}
                error={field.error.value}
                hint={
                  result?.ok ? (
                    <span className={styles.pixType} data-testid="pix-key-type">
                      Chave do tipo {PIX_KEY_TYPE_LABELS[result.type]}:{' '}
                      {formatPixKey(result.type, result.key)}
                    </span>
                  ) : (
                    'CPF, CNPJ, e-mail, celular ou chave aleatória: vai no QR Code dos envelopes de dízimo.'
                  )
                }
              />
            );
          })}
        </FormField>
      </div>
      <fieldset className={styles.times}>
        <legend className={styles.legend}>Cores da igreja</legend>
        <p className={styles.muted}>
          Opcional: no editor, as artes ganham a paleta “Cores da igreja” feita com elas. Escolha no
          quadrado colorido ou digite o código, como #1E3A8A.
        </p>
        {(['primaryColor', 'secondaryColor'] as const).map((name) => (
          <FormField key={name} name={name}>
            {tracked((field, props) => (
              <ChurchColorField
                {...(props as Pick<ChurchColorFieldProps, 'name' | 'onChange' | 'onBlur'>)}
                label={name === 'primaryColor' ? 'Cor principal' : 'Cor secundária'}
                value={field.value.value ?? ''}
                error={field.error.value}
                onPick={(color) => setValue(form, name, color)}
              />
            ))}
          </FormField>
        ))}
      </fieldset>
      <Button type="submit" disabled={form.submitting.value}>
        {form.submitting.value ? 'Salvando...' : 'Salvar dados da igreja'}
      </Button>
    </Form>
  );
}

/** The 'Minha igreja' card of /painel/perfil. */
export function ChurchProfileCard() {
  const query = useChurchProfile();
  // A save remounts the form with the values as saved (normalised); a logo sent meanwhile
  // does not, so nothing typed is lost.
  const [saves, setSaves] = useState(0);
  return (
    <PanelCard id="church-profile" title="Minha igreja">
      <p className={styles.muted}>
        Salvos na sua conta, estes dados já vêm preenchidos em cada arte que você editar.
      </p>
      {query.isPending ? (
        <PanelSkeleton rows={3} label="Carregando os dados da igreja..." />
      ) : query.isError ? (
        <PanelError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data ? (
            <PictureField
              label="Logo da igreja"
              personName={query.data.name}
              url={query.data.logoUrl}
              endpoint="/api/church-profile/logo"
              invalidate={[queryKeys.churchProfile]}
              shape="logo"
            />
          ) : (
            <p className={styles.muted}>Salve os dados da igreja para enviar o logo.</p>
          )}
          <ChurchProfileForm
            key={saves}
            profile={query.data}
            onSaved={() => setSaves((count) => count + 1)}
          />
        </>
      )}
    </PanelCard>
  );
}
