import type { StorageTestResponse } from '@arte-gospel/domain';
import { Alert, Button, EmptyState, Spinner } from '@arte-gospel/ui';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/site-admin.css';
import { useStorageTest } from '../api/run-storage-test';

const STEP_LABELS: Record<StorageTestResponse['steps'][number]['step'], string> = {
  write: 'Gravar',
  read: 'Ler e conferir',
  delete: 'Apagar',
};

const msFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function StorageTestResult({ result }: { result: StorageTestResponse }) {
  const total = result.steps.reduce((sum, step) => sum + step.ms, 0);
  return (
    <section className={styles.section} aria-labelledby="resultado">
      <h2 id="resultado" className={styles.sectionTitle}>
        Resultado
      </h2>
      <Alert.Root tone={result.success ? 'success' : 'error'}>
        <Alert.Title>
          {result.success ? 'O armazenamento está funcionando' : 'O armazenamento falhou no teste'}
        </Alert.Title>
        <Alert.Description>
          {result.success
            ? `As três etapas terminaram em ${msFormat.format(total)} ms.`
            : 'Veja abaixo a etapa que falhou e o erro informado pelo servidor.'}
        </Alert.Description>
      </Alert.Root>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Arquivo de teste</dt>
          <dd className={styles.factValue}>{result.key}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Tamanho</dt>
          <dd className={styles.factValue}>{result.bytes} bytes</dd>
        </div>
      </dl>
      <div className={styles.tableFrame}>
        <table className={styles.table}>
          <caption className={styles.muted}>Etapas do teste</caption>
          <thead>
            <tr>
              <th scope="col">Etapa</th>
              <th scope="col">Situação</th>
              <th scope="col">Tempo</th>
              <th scope="col">Erro</th>
            </tr>
          </thead>
          <tbody>
            {result.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row">{STEP_LABELS[step.step]}</th>
                <td>
                  <strong className={step.ok ? styles.ok : styles.failed}>
                    {step.ok ? 'OK' : 'Falhou'}
                  </strong>
                </td>
                <td>{msFormat.format(step.ms)} ms</td>
                <td>{step.error ?? '—'}</td>
              </tr>
            ))}
            {(['write', 'read', 'delete'] as const)
              .filter((name) => !result.steps.some((step) => step.step === name))
              .map((name) => (
                <tr key={name}>
                  <th scope="row">{STEP_LABELS[name]}</th>
                  <td>Não executada</td>
                  <td>—</td>
                  <td>Interrompida pela falha anterior</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /admin/storage-test (issue 19, admin only): runs a write, a read and a delete of a test file
 * in the configured storage and shows each step's time and error.
 */
export function StorageTestPage() {
  const test = useStorageTest();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={adminStyles.title}>Teste de armazenamento</h1>
        <p className={styles.muted}>
          Grava um arquivo de teste no armazenamento do servidor (onde ficam logos e arquivos de
          mídia), lê de volta conferindo o conteúdo e apaga. Nenhum arquivo do site é alterado.
        </p>
      </div>
      <div className={styles.actions}>
        <Button tone="primary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? 'Testando...' : test.data ? 'Testar de novo' : 'Executar teste'}
        </Button>
      </div>
      {test.isPending ? (
        <Spinner label="Executando o teste de armazenamento..." />
      ) : test.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Não foi possível executar o teste</Alert.Title>
          <Alert.Description>{test.error.message}</Alert.Description>
        </Alert.Root>
      ) : test.data ? (
        <StorageTestResult result={test.data} />
      ) : (
        <EmptyState
          title="Nenhum teste executado"
          description="Execute o teste para ver o tempo de gravação, leitura e exclusão do arquivo."
        />
      )}
    </div>
  );
}
