import { Select, Spinner } from '@arte-gospel/ui';
import type { useMoneyAccounts } from '../api/get-money-accounts';
import * as styles from './money.css';

/**
 * The accounts a money-page search for `q` found, as a Select of 'name · e-mail' (giving a
 * purchase on /admin/webhooks, the test account of the subscription simulations).
 */
export function MoneyAccountSelect({
  accounts,
  q,
  userId,
  placeholder,
  onChoose,
}: {
  accounts: ReturnType<typeof useMoneyAccounts>;
  q: string;
  userId: number | null;
  placeholder: string;
  onChoose: (userId: number) => void;
}) {
  if (accounts.isPending) return <Spinner label="Buscando contas..." />;
  if (accounts.isError) return <p role="alert">{accounts.error.message}</p>;
  if (accounts.data.accounts.length === 0)
    return <p className={styles.muted}>Nenhuma conta encontrada para “{q}”.</p>;
  return (
    <Select
      label="Conta"
      placeholder={placeholder}
      options={accounts.data.accounts.map((account) => ({
        value: String(account.id),
        label: `${account.name ?? '—'} · ${account.email}`,
      }))}
      value={userId === null ? '' : String(userId)}
      onValueChange={(value) => onChoose(Number(value))}
    />
  );
}
