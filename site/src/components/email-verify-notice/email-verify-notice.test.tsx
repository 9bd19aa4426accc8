import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { USER_QUERY_KEY } from '../../lib/session-query';
import { setupMswServer } from '../../lib/test/msw-server';
import { toastQueue } from '../../lib/toast';
import { EmailVerifyNotice } from './email-verify-notice';

const user: CurrentUser = { id: 7, username: 'ana', name: 'Ana', email: 'ana@igreja.org' };

const server = setupMswServer();
afterEach(() => {
  toastQueue.items.splice(0);
});

function renderWith(signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, signedIn);
  render(
    <QueryClientProvider client={client}>
      <EmailVerifyNotice />
    </QueryClientProvider>,
  );
}

describe("'Confirme seu e-mail' until the address is proven (issue 16)", () => {
  it('asks for the proof, with the way to verify and a resend that says it went', async () => {
    let resends = 0;
    server.use(
      http.post('/api/email-verification/send', () => {
        resends += 1;
        return HttpResponse.json({ success: true, message: 'Código reenviado' });
      }),
    );
    renderWith({ ...user, emailVerified: false, pendingPurchase: false });
    expect(screen.getByText('Confirme seu e-mail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar meu e-mail' }).getAttribute('href')).toBe(
      '/email/verify',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByText('Enviamos um novo código e um novo link.')).toBeTruthy();
    expect(resends).toBe(1);
    expect(toastQueue.items.map((item) => item.title)).toEqual(['Código reenviado']);
  });

  it("says 'Confirme seu e-mail para ativar sua compra' when a purchase waits for it", () => {
    renderWith({ ...user, emailVerified: false, pendingPurchase: true });
    expect(screen.getByText('Confirme seu e-mail para ativar sua compra')).toBeTruthy();
    expect(screen.getByText(/Sua compra fica guardada .*\(ana@igreja\.org\)/)).toBeTruthy();
  });

  it('says nothing once the email is verified', () => {
    renderWith({ ...user, emailVerified: true, pendingPurchase: false });
    expect(screen.queryByText(/Confirme seu e-mail/)).toBeNull();
  });

  it('says nothing to a visitor', () => {
    renderWith(null);
    expect(screen.queryByText(/Confirme seu e-mail/)).toBeNull();
  });
});
