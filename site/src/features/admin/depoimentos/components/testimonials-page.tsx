import {
  type AdminTestimonial,
  HOME_TESTIMONIALS_SHOWN,
  NAME_MAX,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_QUOTE_MAX,
  TESTIMONIAL_QUOTE_MIN,
  TESTIMONIAL_RATINGS,
  TESTIMONIAL_ROLE_MAX,
} from '@arte-gospel/domain';
import { Alert, Button, EmptyState, Select, TestimonialCard, TextField } from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PictureField } from '../../../../components/picture-field/picture-field';
import { paths } from '../../../../config/paths';
import * as adminStyles from '../../components/admin.css';
import { ConfirmDelete, FormDialog } from '../../components/form-dialog';
import { QueryStates } from '../../components/query-error-alert';
import { ListToolbar, RowActions, savedOrMessage } from '../../components/staff-list';
import * as styles from '../../components/staff-list.css';
import { TextareaField } from '../../components/textarea-field';
import { useAdminTestimonials } from '../api/get-admin-testimonials';
import {
  TESTIMONIAL_QUERIES,
  type TestimonialAction,
  useTestimonialAction,
} from '../api/testimonial-actions';

/** '4,5' for 4.5. */
const ratingText = (rating: number) => String(rating).replace('.', ',');

/** The rating picker's options, best first: '5 estrelas' … '0,5 estrela'. */
const RATING_OPTIONS = [...TESTIMONIAL_RATINGS].reverse().map((rating) => ({
  value: String(rating),
  label: `${ratingText(rating)} ${rating > 1 ? 'estrelas' : 'estrela'}`,
}));

/**
 * /admin/depoimentos (issue 19): the testimonials the home shows to non-subscribers, in
 * their order; create, edit, delete, reorder, and each one's photo.
 */
export function TestimonialsPage() {
  const testimonials = useAdminTestimonials();
  const action = useTestimonialAction();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const run = savedOrMessage(action);
  const list = testimonials.data?.testimonials ?? [];
  // Read from the list, so a photo sent from the dialog shows there at once.
  const edited = typeof editing === 'number' ? list.find((t) => t.id === editing) : undefined;

  return (
    <>
      <h1 className={adminStyles.title}>Depoimentos</h1>
      <p className={adminStyles.muted}>
        A <Link href={paths.home.href()}>página inicial</Link> mostra os {HOME_TESTIMONIALS_SHOWN}{' '}
        primeiros desta lista, nesta ordem, a quem ainda não assina.
      </p>
      <QueryStates
        query={testimonials}
        loading="Carregando depoimentos..."
        error="Não foi possível carregar os depoimentos"
      >
        {() =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhum depoimento cadastrado"
              description="Sem depoimentos, a página inicial não mostra a seção “Quem usa, recomenda”."
              actions={<Button onClick={() => setEditing('new')}>Criar depoimento</Button>}
            />
          ) : (
            <>
              <ListToolbar count={list.length} one="depoimento" many="depoimentos">
                <Button onClick={() => setEditing('new')}>Novo depoimento</Button>
              </ListToolbar>
              <ol className={styles.rows} aria-label="Depoimentos">
                {list.map((testimonial, index) => (
                  <li key={testimonial.id} className={styles.row}>
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>
                        {index + 1}. {testimonial.name}
                        {index >= HOME_TESTIMONIALS_SHOWN ? ' (fora da página inicial)' : ''}
                      </span>
                      <TestimonialCard.Root>
                        <TestimonialCard.Rating value={testimonial.rating} />
                        <TestimonialCard.Quote>{testimonial.quote}</TestimonialCard.Quote>
                        <TestimonialCard.Author
                          name={testimonial.name}
                          avatarUrl={testimonial.avatarUrl}
                          role={testimonial.role}
                          company={testimonial.company}
                        />
                      </TestimonialCard.Root>
                    </span>
                    <RowActions
                      name={`o depoimento de ${testimonial.name}`}
                      ids={list.map((t) => t.id)}
                      index={index}
                      busy={action.isPending}
                      onOrder={(ids) => void run({ kind: 'order', ids })}
                      onEdit={() => setEditing(testimonial.id)}
                      onDelete={() => setDeleting(testimonial)}
                    />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryStates>
      {editing === 'new' || edited ? (
        <TestimonialDialog
          key={edited?.id ?? 'new'}
          testimonial={edited}
          saving={action.isPending}
          onClose={() => setEditing(null)}
          onSave={run}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title="Excluir depoimento?"
          what={`O depoimento de ${deleting.name} sai da página inicial e a sua foto é apagada.`}
          saving={action.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={async () => (await run({ kind: 'delete', id: deleting.id })) === true}
        />
      ) : null}
    </>
  );
}

type Errors = Partial<Record<'quote' | 'name' | 'role' | 'company', string>>;

/** The form's own checks, with the API's bounds and messages (domain TestimonialInputSchema). */
function check(values: { quote: string; name: string; role: string; company: string }): Errors {
  const errors: Errors = {};
  const quote = values.quote.trim().length;
  if (quote < TESTIMONIAL_QUOTE_MIN)
    errors.quote = `O depoimento deve ter pelo menos ${TESTIMONIAL_QUOTE_MIN} caracteres`;
  else if (quote > TESTIMONIAL_QUOTE_MAX)
    errors.quote = `O depoimento deve ter no máximo ${TESTIMONIAL_QUOTE_MAX} caracteres`;
  const name = values.name.trim().length;
  if (name < 2 || name > NAME_MAX) errors.name = `O nome deve ter de 2 a ${NAME_MAX} caracteres`;
  if (values.role.trim().length > TESTIMONIAL_ROLE_MAX)
    errors.role = `O cargo deve ter no máximo ${TESTIMONIAL_ROLE_MAX} caracteres`;
  if (values.company.trim().length > TESTIMONIAL_COMPANY_MAX)
    errors.company = `A igreja ou empresa deve ter no máximo ${TESTIMONIAL_COMPANY_MAX} caracteres`;
  return errors;
}

function TestimonialDialog({
  testimonial,
  saving,
  onClose,
  onSave,
}: {
  testimonial?: AdminTestimonial | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (action: TestimonialAction) => Promise<true | string>;
}) {
  const [rating, setRating] = useState(String(testimonial?.rating ?? 5));
  const [quote, setQuote] = useState(testimonial?.quote ?? '');
  const [name, setName] = useState(testimonial?.name ?? '');
  const [role, setRole] = useState(testimonial?.role ?? '');
  const [company, setCompany] = useState(testimonial?.company ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check({ quote, name, role, company });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await onSave({
      kind: 'save',
      id: testimonial?.id,
      body: {
        rating: Number(rating),
        quote: quote.trim(),
        name: name.trim(),
        role: role.trim() || null,
        company: company.trim() || null,
      },
    });
    if (saved === true) onClose();
    else setFailure(saved);
  }
  return (
    <FormDialog
      title={testimonial ? `Editar o depoimento de ${testimonial.name}` : 'Novo depoimento'}
      saveLabel="Salvar depoimento"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Nome"
        value={name}
        maxLength={NAME_MAX}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Cargo"
        value={role}
        maxLength={TESTIMONIAL_ROLE_MAX}
        error={errors.role}
        hint="Opcional, por exemplo Pastor ou Líder de jovens"
        onChange={(e) => setRole(e.target.value)}
      />
      <TextField
        label="Igreja ou empresa"
        value={company}
        maxLength={TESTIMONIAL_COMPANY_MAX}
        error={errors.company}
        hint="Opcional"
        onChange={(e) => setCompany(e.target.value)}
      />
      <Select label="Nota" options={RATING_OPTIONS} value={rating} onValueChange={setRating} />
      <TextareaField
        label="Depoimento"
        error={errors.quote}
        hint={`Texto simples, de ${TESTIMONIAL_QUOTE_MIN} a ${TESTIMONIAL_QUOTE_MAX} caracteres`}
        value={quote}
        rows={4}
        maxLength={TESTIMONIAL_QUOTE_MAX}
        onChange={(e) => setQuote(e.target.value)}
      />
      {failure ? (
        <Alert.Root tone="error">
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      ) : null}
      {testimonial ? (
        <PictureField
          label="Foto"
          personName={testimonial.name}
          url={testimonial.avatarUrl}
          endpoint={`/api/admin/testimonials/${testimonial.id}/avatar`}
          invalidate={TESTIMONIAL_QUERIES}
        />
      ) : (
        <p className={styles.meta}>Salve o depoimento para enviar a foto de quem o deu.</p>
      )}
    </FormDialog>
  );
}
