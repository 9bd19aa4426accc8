import {
  type AppConfigField,
  type AppConfigInput,
  AppConfigInputSchema,
  type AppConfigResponse,
  CHECKOUT_LINK_SETTING,
  FREE_DOWNLOAD_LIMIT,
  FREE_FAVORITE_LIMIT,
  formatBRL,
  PLAN_SLUGS,
  PLANS,
  SITE_ASSET_MAX_BYTES,
} from '@arte-gospel/domain';
import { Alert, Button, FileUpload, Spinner, TextField } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { COMPANY_NAME, SUPPORT_EMAIL } from '../../../../config/contacts';
import { DEFAULT_LOGO_URL, getSiteSettingsQueryOptions } from '../../../../lib/site-settings';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/site-admin.css';
import { useSiteAssetMutation } from '../../logo-upload/api/upload-site-asset';
import { useAppConfig } from '../api/get-app-config';
import { useSaveAppConfig } from '../api/save-app-config';

type Values = Record<AppConfigField, string>;
type Errors = Partial<Record<AppConfigField, string>>;

const FIELDS = Object.keys(AppConfigInputSchema.entries) as AppConfigField[];
const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#4F46E5';
/** What the favicon picker takes: the types the API recognises by content. */
const FAVICON_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

const PLAN_NAMES = { mensal: 'mensal', anual: 'anual', vitalicio: 'vitalício' } as const;

function valuesOf(config: AppConfigResponse): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, config.settings[field] ?? ''])) as Values;
}

/** The WCAG contrast of a colour against white (the header's background). */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/**
 * The form's values checked by the API's own schema (pt-BR messages per field), plus the
 * checkout links' hosts; the body to send when nothing is wrong.
 */
function validate(
  values: Values,
  hosts: readonly string[],
): { input: AppConfigInput | null; errors: Errors } {
  const raw = Object.fromEntries(
    FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
  );
  const parsed = v.safeParse(AppConfigInputSchema, raw);
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = issue.path?.[0]?.key as AppConfigField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  for (const plan of PLAN_SLUGS) {
    const field = CHECKOUT_LINK_SETTING[plan] as AppConfigField;
    const link = values[field].trim();
    if (!link || errors[field]) continue;
    let host = '';
    try {
      const url = new URL(link);
      host = url.username || url.password || url.port ? '' : url.hostname.toLowerCase();
    } catch {
      host = '';
    }
    if (!hosts.includes(host)) {
      errors[field] =
        `O link de checkout do plano ${PLAN_NAMES[plan]} deve ser https em um destes endereços: ${hosts.join(', ')}`;
    }
  }
  return {
    input: parsed.success && Object.keys(errors).length === 0 ? parsed.output : null,
    errors,
  };
}

function FaviconSection() {
  const settings = useQuery(getSiteSettingsQueryOptions());
  const upload = useSiteAssetMutation('upload');
  const remove = useSiteAssetMutation('remove');
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const favicon = settings.data?.faviconUrl ?? null;
  return (
    <section className={styles.section} aria-labelledby="favicon">
      <h2 id="favicon" className={styles.sectionTitle}>
        Favicon
      </h2>
      <p className={styles.muted}>
        {favicon
          ? `O ícone da aba do navegador: ${favicon}`
          : 'Nenhum favicon enviado: o navegador mostra o ícone padrão do site.'}
      </p>
      {favicon ? (
        <img
          className={styles.previewLogo}
          src={favicon}
          alt="Favicon atual"
          width={32}
          height={32}
        />
      ) : null}
      <FileUpload
        key={pickerKey}
        label="Arquivo do favicon"
        accept={FAVICON_ACCEPT}
        maxFileSizeBytes={SITE_ASSET_MAX_BYTES.favicon}
        hint="PNG, JPEG, WebP ou SVG quadrado, até 512 KB (32 × 32 px ou maior)."
        error={upload.error?.message ?? remove.error?.message ?? null}
        onFilesChange={(files) => {
          upload.reset();
          setFile(files[0] ?? null);
        }}
        texts={{ tooLarge: 'O favicon deve ter no máximo 512 KB.' }}
      />
      <div className={styles.actions}>
        <Button
          tone="primary"
          disabled={!file || upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { kind: 'favicon', file },
              {
                onSuccess: () => {
                  setFile(null);
                  setPickerKey((key) => key + 1);
                },
              },
            )
          }
        >
          {upload.isPending ? 'Enviando...' : 'Enviar favicon'}
        </Button>
        {favicon ? (
          <Button
            tone="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ kind: 'favicon' })}
          >
            Remover favicon
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The public header and footer with the form's values, as visitors would see them. */
function Preview({ values, logo }: { values: Values; logo: string }) {
  const name = values.siteName.trim() || COMPANY_NAME;
  const color = HEX.test(values.primaryColor.trim()) ? values.primaryColor.trim() : null;
  const email = values.contactEmail.trim() || SUPPORT_EMAIL;
  const social = [
    values.contactWhatsapp.trim() ? 'WhatsApp' : null,
    values.instagramUrl.trim() ? 'Instagram' : null,
    values.facebookUrl.trim() ? 'Facebook' : null,
    values.youtubeUrl.trim() ? 'YouTube' : null,
    values.tiktokUrl.trim() ? 'TikTok' : null,
  ].filter(Boolean);
  return (
    <section className={styles.section} aria-labelledby="previa">
      <h2 id="previa" className={styles.sectionTitle}>
        Prévia
      </h2>
      <figure className={styles.headerPreview} aria-label="Prévia do cabeçalho">
        <img className={styles.previewLogo} src={logo} alt="" width={36} height={36} />
        <span className={styles.previewName} style={color ? { color } : undefined}>
          {name}
        </span>
      </figure>
      {color ? (
        <p className={styles.muted}>
          <span className={styles.swatch} style={{ background: color }} aria-hidden="true" /> Cor
          principal {color}
          {contrastOnWhite(color) < 3
            ? ' — clara demais para texto sobre fundo branco: o nome fica difícil de ler.'
            : ''}
        </p>
      ) : null}
      <dl className={styles.facts} aria-label="Prévia do rodapé">
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Suporte</dt>
          <dd className={styles.factValue}>{email}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Redes no rodapé</dt>
          <dd className={styles.factValue}>
            {social.length > 0 ? social.join(', ') : 'As redes padrão do Arte Gospel'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function LimitsSection() {
  return (
    <section className={styles.section} aria-labelledby="limites">
      <h2 id="limites" className={styles.sectionTitle}>
        Limites e preços mostrados aos usuários
      </h2>
      <p className={styles.muted}>
        Definidos pelas regras da plataforma, os mesmos que o servidor aplica; mudá-los exige uma
        nova versão do sistema.
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Downloads por mês no plano grátis</dt>
          <dd className={styles.factValue}>{FREE_DOWNLOAD_LIMIT}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Favoritas no plano grátis</dt>
          <dd className={styles.factValue}>{FREE_FAVORITE_LIMIT}</dd>
        </div>
        {PLANS.map((plan) => (
          <div key={plan.slug} className={styles.fact}>
            <dt className={styles.factLabel}>Plano {plan.nome}</dt>
            <dd className={styles.factValue}>{formatBRL(plan.preco)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AppConfigForm({ config }: { config: AppConfigResponse }) {
  const save = useSaveAppConfig();
  const settings = useQuery(getSiteSettingsQueryOptions());
  const [values, setValues] = useState<Values>(() => valuesOf(config));
  const [errors, setErrors] = useState<Errors>({});
  // A saved configuration read again becomes the form's values.
  useEffect(() => setValues(valuesOf(config)), [config]);

  const field = (
    name: AppConfigField,
    label: string,
    extra: {
      hint?: string;
      placeholder?: string;
      type?: string;
      inputMode?: 'email' | 'tel' | 'url';
    } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name] ?? null}
      hint={extra.hint}
      placeholder={extra.placeholder}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values, config.checkoutHosts);
    setErrors(checked.errors);
    if (checked.input) save.mutate(checked.input);
  };

  return (
    <form className={styles.split} onSubmit={onSubmit} noValidate aria-label="Configurações do app">
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="identidade">
          <h2 id="identidade" className={styles.sectionTitle}>
            Identidade
          </h2>
          <div className={styles.fields}>
            {field('siteName', 'Nome do site', {
              placeholder: COMPANY_NAME,
              hint: 'De 2 a 60 caracteres; mostrado no cabeçalho e no rodapé.',
            })}
            {field('primaryColor', 'Cor principal', {
              placeholder: DEFAULT_COLOR,
              hint: 'No formato #RRGGBB; cor do nome e da barra do navegador.',
            })}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="contato">
          <h2 id="contato" className={styles.sectionTitle}>
            Contato e redes sociais
          </h2>
          <div className={styles.fields}>
            {field('contactEmail', 'E-mail de contato', {
              placeholder: SUPPORT_EMAIL,
              type: 'email',
              inputMode: 'email',
            })}
            {field('contactWhatsapp', 'WhatsApp', {
              placeholder: '5511940002024',
              inputMode: 'tel',
              hint: 'Com DDI e DDD.',
            })}
            {field('instagramUrl', 'Instagram', {
              placeholder: 'https://www.instagram.com/...',
              inputMode: 'url',
            })}
            {field('facebookUrl', 'Facebook', {
              placeholder: 'https://www.facebook.com/...',
              inputMode: 'url',
            })}
            {field('youtubeUrl', 'YouTube', {
              placeholder: 'https://www.youtube.com/@...',
              inputMode: 'url',
            })}
            {field('tiktokUrl', 'TikTok', {
              placeholder: 'https://www.tiktok.com/@...',
              inputMode: 'url',
            })}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="checkout">
          <h2 id="checkout" className={styles.sectionTitle}>
            Planos e links de checkout
          </h2>
          <p className={styles.muted}>
            O botão de assinar de cada plano em /planos leva a este link (com a origem da visita).
            Vazio, vale o link da configuração do servidor. Endereços aceitos:{' '}
            {config.checkoutHosts.join(', ')}.
          </p>
          <div className={styles.fields}>
            {PLAN_SLUGS.map((plan) => {
              const name = CHECKOUT_LINK_SETTING[plan] as AppConfigField;
              const planInfo = PLANS.find((item) => item.slug === plan);
              return (
                <div key={plan}>
                  {field(
                    name,
                    `Checkout do plano ${planInfo?.nome ?? plan} (${planInfo ? formatBRL(planInfo.preco) : ''})`,
                    {
                      placeholder:
                        config.checkoutDefaults[plan] ?? `https://${config.checkoutHosts[0]}/…`,
                      inputMode: 'url',
                      hint: `Em uso: ${
                        values[name].trim() ||
                        config.checkoutDefaults[plan] ||
                        'nenhum (o plano não pode ser comprado)'
                      }`,
                    },
                  )}
                </div>
              );
            })}
          </div>
        </section>
        {save.error ? (
          <Alert.Root tone="error">
            <Alert.Title>Não foi possível salvar</Alert.Title>
            <Alert.Description>{save.error.message}</Alert.Description>
          </Alert.Root>
        ) : null}
        {save.isSuccess ? (
          <Alert.Root tone="success">
            <Alert.Description>
              Configurações salvas. O site já mostra os novos valores.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" tone="primary" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar configurações'}
          </Button>
        </div>
      </div>
      <div className={styles.page}>
        <Preview values={values} logo={settings.data?.logoUrl ?? DEFAULT_LOGO_URL} />
        <FaviconSection />
        <LimitsSection />
      </div>
    </form>
  );
}

/**
 * /admin/app-config (issue 19, admin only): the site's name and colour, favicon, contacts
 * and social links, each plan's checkout link (over the server's CHECKOUT_URL_*), checked by
 * the API's schema before saving, with a preview; the limits shown to users, read-only.
 */
export function AppConfigPage() {
  const config = useAppConfig();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={adminStyles.title}>Configurações do app</h1>
        <p className={styles.muted}>
          O que os visitantes veem no cabeçalho, no rodapé e nos botões de assinatura. Campos vazios
          usam o padrão do Arte Gospel.
        </p>
      </div>
      {config.isPending ? (
        <Spinner label="Carregando as configurações..." />
      ) : config.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Não foi possível carregar as configurações</Alert.Title>
          <Alert.Description>
            {config.error.message}{' '}
            <Button size="sm" tone="secondary" onClick={() => void config.refetch()}>
              Tentar de novo
            </Button>
          </Alert.Description>
        </Alert.Root>
      ) : (
        <AppConfigForm config={config.data} />
      )}
    </div>
  );
}
