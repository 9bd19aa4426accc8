import {
  type AdminPopup,
  CONTENT_IMAGE_MAX_BYTES,
  formatDatePtBR,
  POPUP_AUDIENCES,
  POPUP_PAGE_NAMES,
  POPUP_POSITIONS,
  POPUP_SIZES,
  type PopupInput,
} from '@arte-gospel/domain';
import {
  Alert,
  Button,
  CheckboxField,
  Dialog,
  EmptyState,
  Field,
  FileUpload,
  Select,
  Spinner,
  TextField,
} from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { PromoPopupView } from '../../../../components/promo-popup/promo-popup-view';
import { useObjectUrl } from '../../../../lib/use-object-url';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/site-admin.css';
import { useAdminPopups } from '../api/get-admin-popups';
import {
  deletePopup,
  type PopupBody,
  removePopupImage,
  savePopup,
  uploadPopupImage,
  usePopupAction,
} from '../api/popup-actions';
import * as popupStyles from './popups.css';

const AUDIENCE_LABELS: Record<(typeof POPUP_AUDIENCES)[number], string> = {
  all: 'Todos',
  visitor: 'Visitantes',
  free: 'Contas grátis',
  premium: 'Assinantes Premium',
};
const POSITION_LABELS: Record<(typeof POPUP_POSITIONS)[number], string> = {
  center: 'Centro',
  'top-left': 'Canto superior esquerdo',
  'top-right': 'Canto superior direito',
  'bottom-left': 'Canto inferior esquerdo',
  'bottom-right': 'Canto inferior direito',
};
const SIZE_LABELS: Record<(typeof POPUP_SIZES)[number], string> = {
  small: 'Pequeno',
  medium: 'Médio',
  large: 'Grande',
};
const PAGE_LABELS: Record<(typeof POPUP_PAGE_NAMES)[number], string> = {
  home: 'Início',
  painel: 'Painel',
  artes: 'Artes',
  categorias: 'Categorias',
  designers: 'Designers',
  ferramentas: 'Ferramentas',
  comunidade: 'Comunidade',
};

/** Where the popup stands today: off, waiting for its start, over, or showing. */
function statusOf(popup: AdminPopup, now: Date): string {
  if (!popup.isActive) return 'Desativado';
  if (popup.startsAt && new Date(popup.startsAt) > now) return 'Agendado';
  if (popup.endsAt && new Date(popup.endsAt) < now) return 'Encerrado';
  return 'No ar';
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('pt-BR');

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for a datetime-local field. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface FormValues {
  title: string;
  content: string;
  imageUrl: string;
  buttonText: string;
  buttonUrl: string;
  position: string;
  size: string;
  delay: string;
  targetPages: string[];
  audience: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

function formOf(popup: AdminPopup | null): FormValues {
  return {
    title: popup?.title ?? '',
    content: popup?.content ?? '',
    imageUrl: popup?.imageUrl ?? '',
    buttonText: popup?.buttonText ?? '',
    buttonUrl: popup?.buttonUrl ?? '',
    position: popup?.position ?? 'center',
    size: popup?.size ?? 'medium',
    delay: String(popup?.delay ?? 2),
    targetPages: [...(popup?.targetPages ?? [])],
    audience: popup?.audience ?? 'all',
    startsAt: localInput(popup?.startsAt ?? null),
    endsAt: localInput(popup?.endsAt ?? null),
    isActive: popup?.isActive ?? true,
  };
}

const blank = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as the API's body, or the first problem in pt-BR. */
function bodyOf(values: FormValues): { body: PopupBody | null; error: string | null } {
  const delay = Number(values.delay);
  if (!Number.isFinite(delay) || delay < 0 || delay > 120) {
    return { body: null, error: 'O atraso deve ser de 0 a 120 segundos.' };
  }
  if (!blank(values.title) && !blank(values.content) && !blank(values.imageUrl)) {
    return { body: null, error: 'Preencha o título, o conteúdo ou a imagem do popup.' };
  }
  if (blank(values.buttonText) && !blank(values.buttonUrl)) {
    return { body: null, error: 'Informe o link do botão.' };
  }
  const startsAt = values.startsAt ? new Date(values.startsAt).toISOString() : null;
  const endsAt = values.endsAt ? new Date(values.endsAt).toISOString() : null;
  if (startsAt && endsAt && endsAt <= startsAt) {
    return { body: null, error: 'O fim deve ser depois do início.' };
  }
  return {
    error: null,
    body: {
      title: blank(values.title),
      content: blank(values.content),
      imageUrl: blank(values.imageUrl),
      buttonText: blank(values.buttonText),
      buttonUrl: blank(values.buttonUrl),
      position: values.position,
      size: values.size,
      animation: 'fade',
      delay,
      targetPages: values.targetPages,
      audience: values.audience,
      startsAt,
      endsAt,
      isActive: values.isActive,
    },
  };
}

/** The popup as visitors see it (the site's own PromoPopupView), shown at once. */
function PopupPreview({
  popup,
  onClose,
}: {
  popup: Omit<PopupInput, 'id'> & { id?: number };
  onClose: () => void;
}) {
  return (
    <PromoPopupView
      popup={{ ...popup, id: popup.id ?? 0 }}
      delayMs={0}
      label="Prévia do popup"
      onClose={onClose}
      onAction={onClose}
    />
  );
}

/** What the image picker takes: the types the API recognises by content. */
export const POPUP_IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const POPUP_IMAGE_MB = CONTENT_IMAGE_MAX_BYTES / 1024 / 1024;

/** An image this site keeps (an upload), as opposed to an address typed in. */
const isUploaded = (url: string) => url.startsWith('/media/site/popup-');

/**
 * The popup's image sent from the computer (issue 19): stored by the API as the popup's
 * image at once (the one it replaces is removed there), and written into the form's address
 * field, so the preview and the save use it. A new popup is saved first: the upload needs
 * its row, so no picture is ever kept without a popup that shows it.
 */
function PopupImageUpload({
  popupId,
  imageUrl,
  onChange,
}: {
  popupId: number | null;
  imageUrl: string;
  onChange: (url: string) => void;
}) {
  const upload = usePopupAction(uploadPopupImage, 'Imagem enviada');
  const remove = usePopupAction(removePopupImage, 'Imagem removida');
  const [file, setFile] = useState<File | null>(null);
  // The picker is remounted after a send, so it no longer lists the file sent.
  const [pickerKey, setPickerKey] = useState(0);
  const objectUrl = useObjectUrl(file);
  // Only while a file is chosen (the address is released an effect later).
  const preview = file ? objectUrl : null;
  if (popupId === null) {
    return (
      <p className={styles.muted}>
        Para enviar uma imagem do computador, salve o popup primeiro (ou informe o endereço de uma
        imagem acima).
      </p>
    );
  }
  const busy = upload.isPending || remove.isPending;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.muted}>Enviar imagem do computador</legend>
      {preview ? (
        <img className={popupStyles.imagePreview} src={preview} alt="Prévia da nova imagem" />
      ) : null}
      <FileUpload
        key={pickerKey}
        label="Arquivo da imagem"
        accept={POPUP_IMAGE_ACCEPT}
        maxFileSizeBytes={CONTENT_IMAGE_MAX_BYTES}
        hint={`PNG, JPEG ou WebP, até ${POPUP_IMAGE_MB} MB. Guardada em WebP com até 1200 px; vale na hora, sem precisar salvar.`}
        error={upload.error?.message ?? remove.error?.message ?? null}
        onFilesChange={(files) => {
          upload.reset();
          setFile(files[0] ?? null);
        }}
        texts={{ tooLarge: `A imagem deve ter no máximo ${POPUP_IMAGE_MB} MB.` }}
      />
      <div className={styles.actions}>
        <Button
          type="button"
          size="sm"
          disabled={!file || busy}
          onClick={() => {
            if (!file) return;
            upload.mutate(
              { id: popupId, file },
              {
                onSuccess: (url) => {
                  onChange(url);
                  setFile(null);
                  setPickerKey((key) => key + 1);
                },
              },
            );
          }}
        >
          {upload.isPending ? 'Enviando...' : 'Enviar imagem'}
        </Button>
        {isUploaded(imageUrl) ? (
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={busy}
            onClick={() => remove.mutate({ id: popupId }, { onSuccess: () => onChange('') })}
          >
            {remove.isPending ? 'Removendo...' : 'Remover imagem enviada'}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

function PopupForm({ popup, onDone }: { popup: AdminPopup | null; onDone: () => void }) {
  const [values, setValues] = useState<FormValues>(() => formOf(popup));
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = usePopupAction(savePopup, popup ? 'Popup atualizado' : 'Popup criado');
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const checked = bodyOf(values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(checked.error);
    if (checked.body) {
      save.mutate({ id: popup?.id ?? null, body: checked.body }, { onSuccess: onDone });
    }
  };

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate aria-label="Popup">
      <div className={styles.fields}>
        <TextField
          label="Título"
          value={values.title}
          maxLength={120}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          label="Imagem (endereço https ou caminho do site)"
          value={values.imageUrl}
          maxLength={500}
          onChange={(e) => set('imageUrl', e.target.value)}
        />
      </div>
      <PopupImageUpload
        popupId={popup?.id ?? null}
        imageUrl={values.imageUrl}
        onChange={(url) => set('imageUrl', url)}
      />
      <Field.Root>
        <Field.Label>Conteúdo (HTML: negrito, itálico, listas e links)</Field.Label>
        <Field.Textarea
          rows={4}
          maxLength={5000}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
        />
        <Field.HelperText>Scripts e atributos de evento são removidos ao salvar.</Field.HelperText>
      </Field.Root>
      <div className={styles.fields}>
        <TextField
          label="Texto do botão"
          value={values.buttonText}
          maxLength={60}
          onChange={(e) => set('buttonText', e.target.value)}
        />
        <TextField
          label="Link do botão"
          hint="https://… ou um caminho do site, como /planos"
          value={values.buttonUrl}
          maxLength={500}
          onChange={(e) => set('buttonUrl', e.target.value)}
        />
        <Select
          label="Público"
          value={values.audience}
          onValueChange={(value) => set('audience', value)}
          options={POPUP_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
        />
        <Select
          label="Posição"
          value={values.position}
          onValueChange={(value) => set('position', value)}
          options={POPUP_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
        />
        <Select
          label="Tamanho"
          value={values.size}
          onValueChange={(value) => set('size', value)}
          options={POPUP_SIZES.map((value) => ({ value, label: SIZE_LABELS[value] }))}
        />
        <TextField
          label="Atraso (segundos)"
          type="number"
          min={0}
          max={120}
          value={values.delay}
          onChange={(e) => set('delay', e.target.value)}
        />
        <TextField
          label="Início"
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
        <TextField
          label="Fim"
          type="datetime-local"
          value={values.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
        />
      </div>
      <fieldset className={styles.section}>
        <legend className={styles.muted}>Páginas (nenhuma marcada: todas)</legend>
        <div className={styles.actions}>
          {POPUP_PAGE_NAMES.map((page) => (
            <CheckboxField
              key={page}
              label={PAGE_LABELS[page]}
              checked={values.targetPages.includes(page)}
              onChange={(e) =>
                set(
                  'targetPages',
                  e.target.checked
                    ? [...values.targetPages, page]
                    : values.targetPages.filter((item) => item !== page),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label="Ativo"
        checked={values.isActive}
        onChange={(e) => set('isActive', e.target.checked)}
      />
      {problem || save.error ? (
        <Alert.Root tone="error">
          <Alert.Description>{problem ?? save.error?.message}</Alert.Description>
        </Alert.Root>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" tone="secondary" onClick={() => setPreviewing(true)}>
          Pré-visualizar
        </Button>
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar popup'}
        </Button>
      </div>
      {previewing && checked.body ? (
        <PopupPreview popup={checked.body} onClose={() => setPreviewing(false)} />
      ) : null}
      {previewing && !checked.body ? (
        <Alert.Root tone="error">
          <Alert.Description>{checked.error}</Alert.Description>
        </Alert.Root>
      ) : null}
    </form>
  );
}

function PopupDialog({ popup, trigger }: { popup: AdminPopup | null; trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button tone={popup ? 'secondary' : 'primary'} size={popup ? 'sm' : 'md'}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="lg">
        <Dialog.Title>
          {popup ? `Editar popup: ${popup.title ?? `#${popup.id}`}` : 'Novo popup'}
        </Dialog.Title>
        <Dialog.CloseTrigger />
        <PopupForm popup={popup} onDone={() => setOpen(false)} />
      </Dialog.Popup>
    </Dialog.Root>
  );
}

function DeletePopupDialog({ popup }: { popup: AdminPopup }) {
  const [open, setOpen] = useState(false);
  const remove = usePopupAction(deletePopup, 'Popup excluído');
  const name = popup.title ?? `#${popup.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" tone="ghost">
          Excluir
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Excluir o popup {name}?</Dialog.Title>
        <Dialog.Description>
          Ele sai do site e os números dele deixam de aparecer aqui.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <div className={styles.dialogActions}>
          <Button
            tone="primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: popup.id }, { onSuccess: () => setOpen(false) })}
          >
            Excluir popup
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

function PopupCard({ popup, now }: { popup: AdminPopup; now: Date }) {
  const [previewing, setPreviewing] = useState(false);
  const pages = popup.targetPages.length
    ? popup.targetPages
        .map((page) => PAGE_LABELS[page as keyof typeof PAGE_LABELS] ?? page)
        .join(', ')
    : 'Todas';
  const schedule =
    popup.startsAt || popup.endsAt
      ? `${popup.startsAt ? formatDatePtBR(popup.startsAt) : 'já'} até ${popup.endsAt ? formatDatePtBR(popup.endsAt) : 'sem fim'}`
      : 'Sem datas';
  const name = popup.title ?? `Popup #${popup.id}`;
  return (
    <li className={styles.section} aria-label={name}>
      <h2 className={styles.sectionTitle}>{name}</h2>
      <dl className={styles.facts}>
        {[
          ['Situação', statusOf(popup, now)],
          ['Público', AUDIENCE_LABELS[popup.audience]],
          ['Páginas', pages],
          ['Período', schedule],
          ['Visualizações', count.format(popup.views)],
          [
            'Cliques',
            `${count.format(popup.clicks)}${popup.views ? ` (${percent.format(popup.clicks / popup.views)})` : ''}`,
          ],
          ['Fechamentos', count.format(popup.dismissals)],
        ].map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button size="sm" tone="secondary" onClick={() => setPreviewing(true)}>
          Pré-visualizar
        </Button>
        <PopupDialog popup={popup} trigger="Editar" />
        <DeletePopupDialog popup={popup} />
      </div>
      {previewing ? <PopupPreview popup={popup} onClose={() => setPreviewing(false)} /> : null}
    </li>
  );
}

/**
 * /admin/popups (issue 19; the API answers admin only): the promotional popups with their
 * audience, pages, period and views, clicks and dismissals; create, edit, delete, and a
 * preview drawn by the PromoPopupView visitors see.
 */
export function PopupsPage() {
  const popups = useAdminPopups();
  const [now] = useState(() => new Date());
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={adminStyles.title}>Popups promocionais</h1>
        <p className={styles.muted}>
          Cada popup aparece nas páginas e para o público escolhidos, dentro do período, um por
          sessão de visita.
        </p>
      </div>
      {popups.isPending ? (
        <Spinner label="Carregando os popups..." />
      ) : popups.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Não foi possível carregar os popups</Alert.Title>
          <Alert.Description>{popups.error.message}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <div className={styles.actions}>
            <PopupDialog popup={null} trigger="Novo popup" />
          </div>
          {popups.data.length === 0 ? (
            <EmptyState
              title="Nenhum popup criado"
              description="Crie um popup para anunciar uma campanha, um evento ou uma oferta."
            />
          ) : (
            <ul className={styles.list} aria-label="Popups">
              {popups.data.map((popup) => (
                <PopupCard key={popup.id} popup={popup} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
