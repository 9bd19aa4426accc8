// Push notifications on this device, in /painel/perfil: the popup only ever offers to turn
// them on; here they can also be turned off (catalogue §7 POST /api/push/unsubscribe).
import { Button } from '@arte-gospel/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currentSubscription,
  PUSH_ERRORS,
  PushError,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../lib/pwa/push-client';
import { isPushSupported } from '../../lib/pwa/pwa-rules';
import { queryKeys } from '../../lib/queries/keys';
import { toast } from '../../lib/toast';

function failure(error: unknown): string {
  return error instanceof PushError ? error.message : PUSH_ERRORS.unknown;
}

export function PushSettings({ textClassName }: { textClassName?: string }) {
  const supported = typeof window !== 'undefined' && isPushSupported();
  const queryClient = useQueryClient();
  const subscription = useQuery({
    queryKey: queryKeys.pushSubscription,
    queryFn: async () => (await currentSubscription()) !== null,
    enabled: supported,
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.pushSubscription });
  const turnOff = useMutation({
    mutationFn: unsubscribeFromPush,
    onSuccess: () => toast({ title: 'Notificações desativadas', tone: 'success' }),
    onError: (error) => toast({ title: failure(error), tone: 'destructive' }),
    onSettled: refresh,
  });
  const turnOn = useMutation({
    mutationFn: () => subscribeToPush(),
    onSuccess: (ok) => {
      if (ok) toast({ title: 'Notificações ativadas', tone: 'success' });
    },
    onError: (error) => toast({ title: failure(error), tone: 'destructive' }),
    onSettled: refresh,
  });

  if (!supported) {
    return <p className={textClassName}>{PUSH_ERRORS.unsupported}.</p>;
  }
  if (subscription.isPending) {
    return <p className={textClassName}>Verificando as notificações deste aparelho...</p>;
  }
  const on = subscription.data === true;
  const busy = turnOff.isPending || turnOn.isPending;
  return (
    <>
      <p className={textClassName}>
        {on
          ? 'As notificações de novas artes estão ativadas neste aparelho.'
          : 'As notificações de novas artes estão desativadas neste aparelho.'}
      </p>
      {on ? (
        <Button tone="secondary" disabled={busy} onClick={() => turnOff.mutate()}>
          {turnOff.isPending ? 'Desativando...' : 'Desativar notificações'}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => turnOn.mutate()}>
          {turnOn.isPending ? 'Ativando...' : 'Ativar notificações'}
        </Button>
      )}
    </>
  );
}
