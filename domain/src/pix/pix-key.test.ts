import { describe, expect, it } from 'vitest';
import {
  formatPixKey,
  isValidCnpj,
  isValidCpf,
  PIX_KEY_MESSAGES,
  type PixKeyType,
  validatePixKey,
} from './pix-key';

// Valid numbers used below: 123.456.789-09 (the usual CPF example, its check digits 0 and 9
// worked out by hand), 00.038.166/0001-05 (the Banco Central's own CNPJ), 11.222.333/0001-81
// (the usual CNPJ example) and 12.ABC.345/01DE-35 (the Receita Federal's example of the
// alphanumeric CNPJ issued since July 2026).

describe('CPF and CNPJ check digits', () => {
  it('accepts right check digits and refuses wrong ones', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('12345678919')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false); // passes the sum, never issued
    expect(isValidCnpj('00038166000105')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ, whose check digits are always digits', () => {
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
  });
});

describe('validatePixKey: detecting what a church typed', () => {
  const valid: [string, PixKeyType, string][] = [
    ['123.456.789-09', 'cpf', '12345678909'],
    ['12345678909', 'cpf', '12345678909'],
    ['00.038.166/0001-05', 'cnpj', '00038166000105'],
    ['11222333000181', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['Secretaria@IgrejaDaPaz.org.br', 'email', 'secretaria@igrejadapaz.org.br'],
    ['  dizimos@igreja.com.br ', 'email', 'dizimos@igreja.com.br'],
    ['(11) 91234-5678', 'phone', '+5511912345678'],
    ['11912345678', 'phone', '+5511912345678'],
    ['+55 11 91234-5678', 'phone', '+5511912345678'],
    ['+5561912345678', 'phone', '+5561912345678'],
    ['5573988899345', 'phone', '+5573988899345'],
    ['0 21 99876-5432', 'phone', '+5521998765432'],
    ['123e4567-e12b-12d1-a456-426655440000', 'evp', '123e4567-e12b-12d1-a456-426655440000'],
    ['7F6844D0-DE89-47E5-9EF7-E0A35A681615', 'evp', '7f6844d0-de89-47e5-9ef7-e0a35a681615'],
    ['7f6844d0de8947e59ef7e0a35a681615', 'evp', '7f6844d0-de89-47e5-9ef7-e0a35a681615'],
  ];
  for (const [input, type, key] of valid) {
    it(`reads ${JSON.stringify(input)} as ${type}`, () => {
      expect(validatePixKey(input)).toEqual({ ok: true, type, key });
    });
  }

  it('takes 11 digits with right CPF check digits as a CPF, others as a celular', () => {
    // 119.123.456-84 has right CPF check digits and is also a São Paulo celular.
    expect(validatePixKey('11912345684')).toEqual({ ok: true, type: 'cpf', key: '11912345684' });
    expect(validatePixKey('11912345678')).toMatchObject({ type: 'phone', key: '+5511912345678' });
    // The explicit type settles it.
    expect(validatePixKey('11912345684', 'phone')).toEqual({
      ok: true,
      type: 'phone',
      key: '+5511912345684',
    });
  });

  const invalid: [string, PixKeyType | null, string][] = [
    ['', null, PIX_KEY_MESSAGES.empty],
    ['123.456.789-00', 'cpf', PIX_KEY_MESSAGES.cpfCheck],
    ['12345678900', 'cpf', PIX_KEY_MESSAGES.cpfCheck],
    ['11.222.333/0001-82', 'cnpj', PIX_KEY_MESSAGES.cnpjCheck],
    ['11222333000182', 'cnpj', PIX_KEY_MESSAGES.cnpjCheck],
    ['11.222.333/0001', 'cnpj', PIX_KEY_MESSAGES.cnpjLength],
    ['igreja.com.br', 'email', PIX_KEY_MESSAGES.emailFormat],
    ['igreja@gmail', 'email', PIX_KEY_MESSAGES.emailFormat],
    ['igreja@@gmail.com', 'email', PIX_KEY_MESSAGES.emailFormat],
    ['irmão@igreja.com.br', 'email', PIX_KEY_MESSAGES.emailFormat],
    [`${'a'.repeat(67)}@igreja.com`, 'email', PIX_KEY_MESSAGES.emailLength],
    ['(11) 9123-456', 'phone', PIX_KEY_MESSAGES.phoneLength],
    ['91234-5678', 'phone', PIX_KEY_MESSAGES.phoneLength],
    ['(11) 3456-7890', 'phone', PIX_KEY_MESSAGES.phoneMobile],
    ['(20) 91234-5678', 'phone', PIX_KEY_MESSAGES.phoneArea],
    ['20912345678', 'phone', PIX_KEY_MESSAGES.phoneArea],
    ['+1 415 555 2671', 'phone', PIX_KEY_MESSAGES.phoneCountry],
    ['123e4567-e12b-12d1-a456-42665544000', 'evp', PIX_KEY_MESSAGES.evpFormat],
    ['123g4567-e12b-12d1-a456-426655440000', 'evp', PIX_KEY_MESSAGES.evpFormat],
    ['abc', null, PIX_KEY_MESSAGES.unknown],
    ['123456', null, PIX_KEY_MESSAGES.unknown],
  ];
  for (const [input, type, message] of invalid) {
    it(`refuses ${JSON.stringify(input.length > 30 ? `${input.slice(0, 12)}…` : input)}`, () => {
      expect(validatePixKey(input)).toEqual({ ok: false, type, message });
    });
  }

  it('says every failure in Portuguese, naming the key', () => {
    for (const message of Object.values(PIX_KEY_MESSAGES)) {
      expect(message).toMatch(/^(Chave PIX inválida: |Informe a chave PIX)/);
    }
  });

  it('accepts an e-mail of exactly 77 characters', () => {
    const email = `${'a'.repeat(66)}@igreja.com`;
    expect(email).toHaveLength(77);
    expect(validatePixKey(email)).toEqual({ ok: true, type: 'email', key: email });
  });
});

describe('validatePixKey with the type the form chose', () => {
  it('checks the key as that type only', () => {
    expect(validatePixKey('123.456.789-09', 'cpf')).toMatchObject({ ok: true, key: '12345678909' });
    expect(validatePixKey('123.456.789-09', 'phone')).toEqual({
      ok: false,
      type: 'phone',
      message: PIX_KEY_MESSAGES.phoneMobile,
    });
    expect(validatePixKey('12345678909', 'cnpj')).toMatchObject({ ok: false, type: 'cnpj' });
    expect(validatePixKey('dizimos@igreja.com.br', 'evp')).toMatchObject({
      ok: false,
      type: 'evp',
    });
    expect(validatePixKey('   ', 'email')).toEqual({
      ok: false,
      type: 'email',
      message: PIX_KEY_MESSAGES.empty,
    });
  });
});

describe('formatPixKey', () => {
  it('punctuates a normalised key for reading', () => {
    expect(formatPixKey('cpf', '12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('cnpj', '00038166000105')).toBe('00.038.166/0001-05');
    expect(formatPixKey('cnpj', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatPixKey('phone', '+5511912345678')).toBe('+55 (11) 91234-5678');
    expect(formatPixKey('email', 'dizimos@igreja.com.br')).toBe('dizimos@igreja.com.br');
  });
});
