import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_ERRORS, PushError } from '../../lib/pwa/push-client';
import { createQueryClient } from '../../lib/query-client';
import { toastQueue } from '../../lib/toast';
import { PushSettings } from './push-settings';

const push = vi.hoisted(() => ({
  supported: true,
  subscribed: true,
  unsubscribe: vi.fn<() => Promise<void>>(),
  subscribe: vi.fn<() => Promise<boolean>>(),
}));

vi.mock('../../lib/pwa/pwa-rules', () => ({ isPushSupported: () => push.supported }));
vi.mock('../../lib/pwa/push-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pwa/push-client')>()),
  currentSubscription: async () => (push.subscribed ? ({} as PushSubscription) : null),
  unsubscribeFromPush: push.unsubscribe,
  subscribeToPush: push.subscribe,
}));

function renderSettings() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PushSettings />
    </QueryClientProvider>,
  );
}

describe('push notifications in the profile (catalogue §7, §8)', () => {
  beforeEach(() => {
    Object.assign(push, { supported: true, subscribed: true });
    push.unsubscribe.mockReset();
    push.subscribe.mockReset();
    toastQueue.items.splice(0);
  });
  afterEach(() => toastQueue.items.splice(0));

  it('turns them off on this device and says so', async () => {
    push.unsubscribe.mockImplementation(async () => {
      push.subscribed = false;
    });
    renderSettings();
    await screen.findByText(/estão ativadas neste aparelho/);
    fireEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }));
    await screen.findByText(/estão desativadas neste aparelho/);
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(toastQueue.items.map((item) => item.title)).toEqual(['Notificações desativadas']);
    expect(screen.getByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
  });

  it("shows 'Erro ao desativar' when turning them off fails, and keeps them on", async () => {
    push.unsubscribe.mockRejectedValue(new PushError(PUSH_ERRORS.unsubscribe));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar notificações' }));
    await waitFor(() =>
      expect(toastQueue.items.map((item) => [item.title, item.tone])).toEqual([
        ['Erro ao desativar', 'destructive'],
      ]),
    );
    expect(await screen.findByText(/estão ativadas neste aparelho/)).toBeTruthy();
  });

  it('turns them on from here too', async () => {
    push.subscribed = false;
    push.subscribe.mockImplementation(async () => {
      push.subscribed = true;
      return true;
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await screen.findByText(/estão ativadas neste aparelho/);
    expect(toastQueue.items.map((item) => item.title)).toEqual(['Notificações ativadas']);
  });

  it('says when the browser cannot receive them', () => {
    push.supported = false;
    renderSettings();
    expect(screen.getByText(`${PUSH_ERRORS.unsupported}.`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
