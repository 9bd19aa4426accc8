import {
  type AdminReport,
  artPath,
  formatDatePtBR,
  hasStaffRole,
  REPORT_FILTERS,
  REPORT_NOTE_MAX,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportFilter,
  type ReportStatus,
} from '@arte-gospel/domain';
import { Button, Dialog, EmptyState, Field, Pagination, Select } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { userQueryOptions } from '../../../../lib/session-query';
import * as styles from '../../components/people.css';
import { QueryStates } from '../../components/query-error-alert';
import { useAdminReports } from '../api/get-admin-reports';
import { unpublishReportedArt, updateReport, useReportAction } from '../api/report-actions';

const FILTER_LABELS: Readonly<Record<ReportFilter, string>> = {
  pendentes: 'Pendentes (novos e em análise)',
  ...REPORT_STATUS_LABELS,
  todos: 'Todas',
};

const TYPE_NAMES = new Map<number, string>(REPORT_TYPES.map((type) => [type.id, type.name]));

const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({
  value: status,
  label: REPORT_STATUS_LABELS[status],
}));

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/**
 * The problem reports queue (issue 19): the waiting ones first, each with its evidence, the
 * reporter, the art, a note and the actions. On /admin for suporte, and /admin/denuncias.
 */
export function ReportsQueue({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [params, setParams] = useState<{ status: ReportFilter; page: number }>({
    status: 'pendentes',
    page: 1,
  });
  const reports = useAdminReports(params);
  const counts = reports.data?.counts;
  const options = REPORT_FILTERS.map((filter) => {
    const count =
      !counts || filter === 'todos'
        ? null
        : filter === 'pendentes'
          ? counts.aberto + counts.em_analise
          : counts[filter];
    return {
      value: filter,
      label: count === null ? FILTER_LABELS[filter] : `${FILTER_LABELS[filter]} · ${count}`,
    };
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={styles.section} aria-labelledby="fila-denuncias">
      <Heading
        id="fila-denuncias"
        className={headingLevel === 1 ? styles.pageTitle : styles.sectionTitle}
      >
        Denúncias
      </Heading>
      <div className={styles.toolbar}>
        <Select
          className={styles.grow}
          label="Situação"
          options={options}
          value={params.status}
          onValueChange={(status) => setParams({ status: status as ReportFilter, page: 1 })}
        />
      </div>
      <QueryStates
        query={reports}
        loading="Carregando denúncias..."
        error="Não foi possível carregar as denúncias"
      >
        {(data) =>
          data.reports.length === 0 ? (
            <EmptyState
              headingLevel={headingLevel === 1 ? 2 : 3}
              title={
                params.status === 'pendentes'
                  ? 'Nenhuma denúncia esperando'
                  : 'Nenhuma denúncia nesta situação'
              }
              description={
                params.status === 'pendentes'
                  ? 'Todas as denúncias recebidas já foram resolvidas ou descartadas.'
                  : undefined
              }
            />
          ) : (
            <>
              <ul className={styles.list} aria-label="Denúncias">
                {data.reports.map((report) => (
                  <ReportRecord key={report.id} report={report} headingLevel={headingLevel} />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pages={Math.max(1, Math.ceil(data.totalCount / data.pageSize))}
                loading={reports.isFetching}
                onPageChange={(page) => setParams((current) => ({ ...current, page }))}
              />
            </>
          )
        }
      </QueryStates>
    </section>
  );
}

function ReportRecord({ report, headingLevel }: { report: AdminReport; headingLevel: 1 | 2 }) {
  const session = useQuery(userQueryOptions);
  const seesUsers = hasStaffRole(session.data, 'userManagers');
  const setStatus = useReportAction(updateReport, 'Situação da denúncia atualizada');
  const saveNote = useReportAction(updateReport, 'Nota salva');
  const [note, setNote] = useState(report.staffNote ?? '');
  const headingId = `denuncia-${report.id}`;
  const Title = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <li className={styles.record} aria-labelledby={headingId}>
      <div className={styles.recordHead}>
        <div>
          <Title id={headingId} className={styles.recordTitle}>
            {report.title}
          </Title>
          <p className={styles.muted}>
            {TYPE_NAMES.get(report.reportTypeId) ?? 'Outro'} · {formatDatePtBR(report.createdAt)}
          </p>
        </div>
        <span className={styles.statusPill} data-status={report.status}>
          {REPORT_STATUS_LABELS[report.status]}
        </span>
      </div>
      <p className={styles.body}>{report.description}</p>
      <dl className={styles.wideFacts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Quem denunciou</dt>
          <dd className={styles.factValue}>
            {report.reporter ? (
              seesUsers ? (
                <Link
                  href={`${paths.adminPage.href('usuarios')}?q=${encodeURIComponent(report.reporter.email)}`}
                >
                  {report.reporter.name}
                </Link>
              ) : (
                <a href={`mailto:${report.reporter.email}`}>{report.reporter.name}</a>
              )
            ) : report.email ? (
              <a href={`mailto:${report.email}`}>{report.email}</a>
            ) : (
              'Visitante sem contato'
            )}
          </dd>
          {report.reporter ? <dd className={styles.muted}>{report.reporter.email}</dd> : null}
          {report.whatsapp ? <dd className={styles.muted}>WhatsApp {report.whatsapp}</dd> : null}
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Arte</dt>
          <dd className={styles.factValue}>
            {report.art ? (
              <span className={styles.artRow}>
                <img className={styles.artThumb} src={report.art.imageUrl} alt="" loading="lazy" />
                <span>
                  <a href={artPath(report.art)} target="_blank" rel="noreferrer">
                    {report.art.title}
                  </a>
                  <br />
                  <span className={styles.muted}>
                    {report.art.isVisible ? 'Publicada' : 'Despublicada'}
                  </span>
                </span>
              </span>
            ) : (
              'Não indicada'
            )}
          </dd>
        </div>
      </dl>
      {report.evidence.length > 0 ? (
        <div className={styles.fact}>
          <span className={styles.factLabel}>Evidência</span>
          {report.evidence.map((item) =>
            item.mimeType.startsWith('image/') ? (
              <a key={item.id} href={item.url} target="_blank" rel="noreferrer">
                <img
                  className={styles.evidence}
                  src={item.url}
                  alt={`Evidência enviada: ${item.originalName}`}
                  loading="lazy"
                />
              </a>
            ) : (
              <a key={item.id} href={item.url} target="_blank" rel="noreferrer">
                Abrir {item.originalName} ({sizeText(item.sizeBytes)})
              </a>
            ),
          )}
        </div>
      ) : null}
      <Field.Root>
        <Field.Label>Nota da equipe</Field.Label>
        <Field.Control>
          <Field.Textarea
            rows={2}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field.Control>
      </Field.Root>
      <div className={styles.toolbar}>
        <Select
          label="Mudar situação"
          size="sm"
          options={STATUS_OPTIONS}
          value={report.status}
          disabled={setStatus.isPending}
          onValueChange={(status) =>
            setStatus.mutate({ id: report.id, change: { status: status as ReportStatus } })
          }
        />
        <Button
          size="sm"
          tone="secondary"
          disabled={saveNote.isPending || note === (report.staffNote ?? '')}
          onClick={() => saveNote.mutate({ id: report.id, change: { note } })}
        >
          Salvar nota
        </Button>
        {report.art?.isVisible ? <UnpublishDialog report={report} /> : null}
      </div>
    </li>
  );
}

function UnpublishDialog({ report }: { report: AdminReport }) {
  const [open, setOpen] = useState(false);
  const unpublish = useReportAction(unpublishReportedArt, 'Arte despublicada');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm">Despublicar arte</Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Despublicar “{report.art?.title}”?</Dialog.Title>
        <Dialog.Description>
          A arte sai do site na hora (a página dela passa a não existir para o público). A equipe de
          artes pode publicá-la de novo depois de corrigida.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <div className={styles.dialogActions}>
          <Button
            disabled={unpublish.isPending}
            onClick={() => unpublish.mutate({ id: report.id }, { onSuccess: () => setOpen(false) })}
          >
            Despublicar
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
