import {
  DELIVERY_RESULTS,
  type TestDeliveryResponse,
  type WebhookDiagnostics,
} from '@arte-gospel/domain';
import { Alert, Button } from '@arte-gospel/ui';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/money.css';
import { dateTime, PLAN_NAMES, resultLabel } from '../../components/money-labels';
import { MoneyTable } from '../../components/money-table';
import { QueryStates } from '../../components/query-error-alert';
import { useSendTestDelivery, useWebhookDiagnostics } from '../api/get-webhook-diagnostics';

/** /admin/webhook-diagnostics (issue 19, admin only): is the purchase webhook set up? */
export function WebhookDiagnosticsPage() {
  const diagnostics = useWebhookDiagnostics();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Diagnóstico de webhooks</h1>
        <p className={styles.muted}>
          Confira se o token e os links de checkout estão configurados e envie uma entrega de teste
          pelo endpoint real.
        </p>
      </header>
      <QueryStates
        query={diagnostics}
        loading="Carregando o diagnóstico..."
        error="Não foi possível carregar o diagnóstico"
      >
        {(data) => <Diagnostics data={data} />}
      </QueryStates>
    </div>
  );
}

function Diagnostics({ data }: { data: WebhookDiagnostics }) {
  const counts = DELIVERY_RESULTS.filter((result) => (data.countsByResult[result] ?? 0) > 0);
  return (
    <>
      <section className={styles.section} aria-labelledby="diag-config">
        <h2 id="diag-config" className={styles.sectionTitle}>
          Configuração
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Endpoint</dt>
            <dd className={styles.factValue}>POST {data.endpoint}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Token (CHECKOUT_WEBHOOK_TOKEN)</dt>
            <dd className={styles.factValue}>
              {data.tokenConfigured ? 'Configurado' : 'Não configurado: o webhook responde 503'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Última entrega do provedor</dt>
            <dd className={styles.factValue}>
              {data.lastDeliveryAt ? dateTime(data.lastDeliveryAt) : 'Nenhuma entrega ainda'}
            </dd>
          </div>
        </dl>
        <MoneyTable
          caption="Links de checkout (CHECKOUT_URL_*)"
          columns={['Plano', 'Situação', 'Oferta', 'Link']}
        >
          <tbody>
            {data.checkoutLinks.map((link) => (
              <tr key={link.plan}>
                <th scope="row" className={styles.cell}>
                  {PLAN_NAMES[link.plan]}
                </th>
                <td className={styles.cell}>
                  {link.configured
                    ? 'Configurado'
                    : link.url
                      ? 'Exemplo (não configurado)'
                      : 'Sem link: o plano não pode ser comprado'}
                </td>
                <td className={styles.cell}>
                  {link.offerCode ?? (link.url ? 'sem oferta (off=)' : '—')}
                </td>
                <td className={styles.cell}>{link.url ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </MoneyTable>
      </section>
      <section className={styles.section} aria-labelledby="diag-counts">
        <h2 id="diag-counts" className={styles.sectionTitle}>
          Entregas do provedor por resultado
        </h2>
        {counts.length === 0 ? (
          <p className={styles.muted}>Nenhuma entrega do provedor recebida até agora.</p>
        ) : (
          <ul className={styles.figures} aria-label="Entregas por resultado">
            {counts.map((result) => (
              <li key={result} className={styles.figure}>
                <span className={styles.figureLabel}>{resultLabel(result)}</span>
                <span className={styles.figureValue}>{data.countsByResult[result]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TestDelivery />
    </>
  );
}

function testOutcome(answer: TestDeliveryResponse): { ok: boolean; text: string } {
  if (answer.status !== 200) {
    return { ok: false, text: `O endpoint respondeu ${answer.status}: ${answer.message ?? ''}` };
  }
  const result = answer.result ? resultLabel(answer.result) : 'sem resultado';
  const why =
    answer.result === 'pending'
      ? ' A oferta do plano mensal foi reconhecida e a compra aguarda uma conta com esse e-mail, como esperado.'
      : answer.result === 'unmatched'
        ? ' A oferta do link mensal não foi reconhecida: confira o parâmetro off= do CHECKOUT_URL_MENSAL.'
        : '';
  return {
    ok: answer.result === 'pending',
    text: `O endpoint respondeu 200, resultado: ${result}.${why}`,
  };
}

function TestDelivery() {
  const send = useSendTestDelivery();
  const outcome = send.data ? testOutcome(send.data) : null;
  return (
    <section className={styles.section} aria-labelledby="diag-test">
      <h2 id="diag-test" className={styles.sectionTitle}>
        Entrega de teste
      </h2>
      <p className={styles.muted}>
        Envia ao endpoint, com o token configurado, o postback de exemplo de compra aprovada do
        provedor, marcado como teste, para um e-mail que nenhuma conta tem. Não entra no financeiro.
      </p>
      <div className={styles.actions}>
        <Button disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Enviando...' : 'Enviar entrega de teste'}
        </Button>
      </div>
      {send.error ? <p role="alert">{send.error.message}</p> : null}
      {send.data && outcome ? (
        <Alert.Root tone={outcome.ok ? 'success' : 'error'}>
          <Alert.Title>
            {outcome.ok
              ? 'Webhook funcionando'
              : 'A entrega de teste não foi aplicada como esperado'}
          </Alert.Title>
          <Alert.Description>
            <p>{outcome.text}</p>
            <p>
              E-mail {send.data.email}, transação {send.data.transactionId}
              {send.data.deliveryId ? `, entrega nº ${send.data.deliveryId}` : ''}.
            </p>
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </section>
  );
}
