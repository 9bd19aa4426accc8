import { ChangePasswordSchema } from '@arte-gospel/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { USER_QUERY_KEY } from '../../../lib/session-query';
import { PasswordResetPage } from './password-reset-page';

const user: CurrentUser = { id: 7, username: 'ana', name: 'Ana', email: 'ana@igreja.org' };

function renderWith(node: React.ReactNode, signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, signedIn);
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('/password/reset signed in, without a link (flow-2 update-password)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the 'Senha atual' and sends it as currentPassword", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'A senha atual está incorreta.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWith(<PasswordResetPage />, user);
    expect(screen.getByRole('form', { name: 'Criar nova senha' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Senha atual'), { target: { value: 'chute123' } });
    fireEvent.input(screen.getByLabelText('Nova senha'), { target: { value: 'nova12345' } });
    fireEvent.input(screen.getByLabelText('Confirmar nova senha'), {
      target: { value: 'nova12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await screen.findByText('A senha atual está incorreta.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/auth/supabase/update-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      password: 'nova12345',
      currentPassword: 'chute123',
    });
  });

  it("refuses an empty 'Senha atual' in pt-BR before calling", () => {
    const result = v.safeParse(ChangePasswordSchema, {
      currentPassword: '',
      password: 'nova12345',
      confirmPassword: 'nova12345',
    });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Informe a senha atual']);
  });

  it('keeps the invalid-link notice for a visitor without a link', () => {
    renderWith(<PasswordResetPage />, null);
    expect(screen.getByText('Link de redefinição inválido ou expirado')).toBeTruthy();
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
  });
});
