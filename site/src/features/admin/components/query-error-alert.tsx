import { Alert, Button } from '@arte-gospel/ui';

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
