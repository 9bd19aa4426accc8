import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { USER_QUERY_KEY } from '../../../lib/session-query';
import { PendingPurchaseNotice } from './pending-purchase-notice';

const user: CurrentUser = { id: 7, username: 'ana', name: 'Ana', email: 'ana@igreja.org' };

function renderWith(node: React.ReactNode, signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, signedIn);
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('the email proof a purchase waits for (issue 14)', () => {
  it("says 'Confirme seu e-mail para ativar sua compra' with the way to verify", () => {
    renderWith(<PendingPurchaseNotice />, { ...user, emailVerified: false, pendingPurchase: true });
    expect(screen.getByText('Confirme seu e-mail para ativar sua compra')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar meu e-mail' }).getAttribute('href')).toBe(
      '/email/verify',
    );
  });

  it('says nothing without a waiting purchase', () => {
    renderWith(<PendingPurchaseNotice />, {
      ...user,
      emailVerified: false,
      pendingPurchase: false,
    });
    expect(screen.queryByText(/Confirme seu e-mail/)).toBeNull();
  });
});
