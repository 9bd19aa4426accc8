import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, RegisterSchema } from './auth';
import { fieldErrors } from './validation';

describe('fieldErrors (every field at once, issue 16)', () => {
  it('gives every field of the register form its message, the mismatch too', () => {
    expect(
      fieldErrors(RegisterSchema, {
        name: 'A',
        email: 'igreja',
        phone: '(11) 9',
        password: 'culto2026',
        confirmPassword: 'culto2025',
      }),
    ).toEqual({
      name: 'O nome deve ter pelo menos 2 caracteres',
      email: 'Email inválido',
      phone: 'WhatsApp deve ter pelo menos 10 dígitos',
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it("keeps each field's first message only", () => {
    expect(fieldErrors(NewPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
      confirmPassword: 'Confirme a nova senha',
    });
  });

  it('is empty for valid values', () => {
    expect(
      fieldErrors(RegisterSchema, {
        name: 'Igreja Nova Vida',
        email: 'contato@novavida.org',
        phone: '(11) 98765-4321',
        password: 'culto2026',
        confirmPassword: 'culto2026',
      }),
    ).toEqual({});
  });
});
