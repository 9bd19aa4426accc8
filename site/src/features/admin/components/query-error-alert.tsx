import { Alert, Button, Spinner } from '@arte-gospel/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The error a staff page shows when a query fails: its message and a retry. */
export function QueryErrorAlert({
  title,
  error,
  retry,
}: {
  title: string;
  error: Error;
  retry: () => void;
}) {
  return (
    <Alert.Root tone="error">
      <Alert.Title>{title}</Alert.Title>
      <Alert.Description>
        <p>{error.message}</p>
        <Button size="sm" tone="secondary" onClick={retry}>
          Tentar novamente
        </Button>
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * A staff page's query in its three states: the spinner (`loading`) while it loads, the
 * error (`error` as its title) with a retry, else `children` drawn from its data.
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  children,
}: {
  query: UseQueryResult<T, Error>;
  loading: string;
  error: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return <QueryErrorAlert title={error} error={query.error} retry={() => void query.refetch()} />;
  return children(query.data);
}
