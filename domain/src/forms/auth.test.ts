import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  ChangePasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
  toFlow2LoginPayload,
  toFlow2RegisterPayload,
  toLoginPayload,
  toRegisterPayload,
} from './auth';
import { COUNTRIES } from './countries';

/** Every issue as { path, message }, as v.safeParse reports it. */
function issues(schema: v.GenericSchema, input: unknown) {
  return (v.safeParse(schema, input).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  }));
}

/** The first message per field, as a form library shows it. */
function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return v.flatten(result.issues).nested ?? {};
}

describe('LoginSchema (platform §5)', () => {
  it('accepts a valid login and defaults rememberMe to false', () => {
    expect(v.parse(LoginSchema, { email: ' ana@igreja.org ', password: '123456' })).toEqual({
      email: 'ana@igreja.org',
      password: '123456',
      rememberMe: false,
    });
  });
  it('gives the spec messages for a bad email and a short password', () => {
    expect(fieldErrors(LoginSchema, { email: 'ana', password: '12345' })).toEqual({
      email: ['Digite um email válido'],
      password: ['A senha deve ter pelo menos 6 caracteres'],
    });
  });
});

describe('RegisterSchema (platform §5)', () => {
  const valid = {
    name: 'Ana Souza',
    email: 'ana@igreja.org',
    phone: '(11) 98765-4321',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  };
  it('accepts a valid registration', () => {
    expect(v.safeParse(RegisterSchema, valid).success).toBe(true);
  });
  it('gives every field its spec message', () => {
    expect(
      fieldErrors(RegisterSchema, {
        name: 'A',
        email: 'x',
        phone: '123',
        password: '1',
        confirmPassword: '1',
      }),
    ).toEqual({
      name: ['O nome deve ter pelo menos 2 caracteres'],
      email: ['Email inválido'],
      phone: ['WhatsApp deve ter pelo menos 10 dígitos'],
      password: ['A senha deve ter pelo menos 6 caracteres'],
    });
  });
  it('attaches the mismatch message to confirmPassword', () => {
    expect(issues(RegisterSchema, { ...valid, confirmPassword: 'outra123' })).toEqual([
      { path: 'confirmPassword', message: 'As senhas não coincidem' },
    ]);
  });
  it('reports each message on its own path', () => {
    expect(issues(RegisterSchema, { ...valid, email: 'ana@', phone: '(11) 9876' })).toEqual([
      { path: 'email', message: 'Email inválido' },
      { path: 'phone', message: 'WhatsApp deve ter pelo menos 10 dígitos' },
    ]);
    expect(issues(LoginSchema, { email: 'ana@igreja.org', password: '123' })).toEqual([
      { path: 'password', message: 'A senha deve ter pelo menos 6 caracteres' },
    ]);
    expect(issues(LoginSchema, { email: '', password: '123456', rememberMe: true })).toEqual([
      { path: 'email', message: 'Digite um email válido' },
    ]);
  });
  it('accepts a full number of every country in the chooser', () => {
    for (const country of COUNTRIES) {
      // A mask filled with 9s is the mask itself.
      const phone = country.mask;
      expect(v.safeParse(RegisterSchema, { ...valid, phone }).success, country.name).toBe(true);
    }
  });
});

describe('the new password forms (reset link, panel and signed-in change)', () => {
  const change = {
    currentPassword: 'antiga1',
    password: 'nova12345',
    confirmPassword: 'nova12345',
  };
  it('accepts matching passwords', () => {
    expect(
      v.safeParse(NewPasswordSchema, { password: 'nova12345', confirmPassword: 'nova12345' })
        .success,
    ).toBe(true);
    expect(v.safeParse(ChangePasswordSchema, change).success).toBe(true);
  });
  it('attaches the mismatch message to confirmPassword, as the register form does', () => {
    expect(
      issues(NewPasswordSchema, { password: 'nova12345', confirmPassword: 'outra123' }),
    ).toEqual([{ path: 'confirmPassword', message: 'As senhas não coincidem' }]);
    expect(issues(ChangePasswordSchema, { ...change, confirmPassword: 'outra123' })).toEqual([
      { path: 'confirmPassword', message: 'As senhas não coincidem' },
    ]);
  });
  it('asks for the current password, a 6-character new one and the confirmation', () => {
    const first = (schema: v.GenericSchema, input: unknown) =>
      Object.fromEntries(
        Object.entries(fieldErrors(schema, input)).map(([path, messages]) => [path, messages?.[0]]),
      );
    expect(
      first(ChangePasswordSchema, { currentPassword: '', password: '123', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Informe a senha atual',
      password: 'A senha deve ter pelo menos 6 caracteres',
      confirmPassword: 'Confirme a nova senha',
    });
    expect(first(NewPasswordSchema, { password: 'nova12345', confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirme a nova senha',
    });
  });
});

describe('payload builders (platform §3)', () => {
  const form = {
    name: 'Ana Souza',
    email: 'ana.souza@igreja.org',
    phone: '(11) 98765-4321',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  };
  it('builds the flow 1 register payload with the username before the @', () => {
    expect(toRegisterPayload(form, '+55')).toEqual({
      username: 'ana.souza',
      email: 'ana.souza@igreja.org',
      password: 'segredo1',
      name: 'Ana Souza',
      phone: '+5511987654321',
    });
  });
  it('builds the login payloads of both flows', () => {
    const login = { email: 'ana@igreja.org', password: 'segredo1', rememberMe: true };
    expect(toLoginPayload(login)).toEqual({
      username: 'ana@igreja.org',
      password: 'segredo1',
      rememberMe: true,
    });
    expect(toFlow2LoginPayload(login)).toEqual({
      email: 'ana@igreja.org',
      password: 'segredo1',
      rememberMe: true,
    });
    expect(toFlow2RegisterPayload(form, '+351')).toEqual({
      email: 'ana.souza@igreja.org',
      password: 'segredo1',
      userData: { name: 'Ana Souza', phone: '+35111987654321' },
    });
  });
  it("maps email_not_confirmed to 'Email não verificado'", () => {
    expect(authErrorMessage('email_not_confirmed')).toBe('Email não verificado');
    expect(authErrorMessage('other')).toBeUndefined();
  });
});
