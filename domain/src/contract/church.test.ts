import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PIX_KEY_MESSAGES } from '../pix';
import { capitalizePtBR, WEEKDAY_NAMES_PT_BR } from '../time';
import {
  CHURCH_MESSAGES,
  ChurchProfileBodySchema,
  churchColorsOf,
  fieldMessages,
  formatBrazilPhone,
  normalizeBrazilPhone,
  normalizeInstagram,
  normalizeServiceTime,
  SERVICE_DAYS,
} from './church';

describe('normalizeInstagram', () => {
  it.each([
    ['igreja', 'igreja'],
    ['@igreja', 'igreja'],
    ['  @Igreja.Batista_SP  ', 'igreja.batista_sp'],
    ['instagram.com/igreja', 'igreja'],
    ['www.instagram.com/igreja', 'igreja'],
    ['https://www.instagram.com/igreja/', 'igreja'],
    ['https://instagram.com/igreja?igsh=abc123', 'igreja'],
    ['http://m.instagram.com/igreja/#', 'igreja'],
    ['a'.repeat(30), 'a'.repeat(30)],
  ])('%s → %s', (typed, handle) => {
    expect(normalizeInstagram(typed)).toBe(handle);
  });

  it.each([
    '',
    '@',
    'igreja batista',
    'igreja!',
    'a'.repeat(31),
    '.igreja',
    'igreja.',
    'https://facebook.com/igreja',
    'instagram.com/',
  ])('refuses %j', (typed) => {
    expect(normalizeInstagram(typed)).toBeNull();
  });
});

describe('normalizeBrazilPhone', () => {
  it.each([
    ['(11) 91234-5678', '+5511912345678'],
    ['11912345678', '+5511912345678'],
    ['+55 (11) 91234-5678', '+5511912345678'],
    ['55 11 91234-5678', '+5511912345678'],
    ['011 91234-5678', '+5511912345678'],
    ['(21) 2345-6789', '+552123456789'],
    ['5521 2345-6789', '+552123456789'],
  ])('%s → %s', (typed, phone) => {
    expect(normalizeBrazilPhone(typed)).toEqual({ ok: true, phone });
  });

  it.each([
    ['1234', CHURCH_MESSAGES.whatsapp],
    ['(11) 81234-5678', CHURCH_MESSAGES.whatsapp], // 11 digits without the celular's 9
    ['(11) 7234-5678', CHURCH_MESSAGES.whatsapp], // not a landline's first digit
    ['+1 202 555 0123', CHURCH_MESSAGES.whatsapp],
    ['(20) 91234-5678', CHURCH_MESSAGES.whatsappArea],
    ['telefone', CHURCH_MESSAGES.whatsapp],
  ])('refuses %s', (typed, message) => {
    expect(normalizeBrazilPhone(typed)).toEqual({ ok: false, message });
  });

  it('formats a stored number back as a person writes it', () => {
    expect(formatBrazilPhone('+5511912345678')).toBe('(11) 91234-5678');
    expect(formatBrazilPhone('+552123456789')).toBe('(21) 2345-6789');
    expect(formatBrazilPhone('outro')).toBe('outro');
  });
});

describe('normalizeServiceTime', () => {
  it.each([
    ['19:30', '19:30'],
    ['9:05', '09:05'],
    ['19h30', '19:30'],
    ['19h', '19:00'],
    [' 00:00 ', '00:00'],
    ['23:59', '23:59'],
  ])('%s → %s', (typed, time) => {
    expect(normalizeServiceTime(typed)).toBe(time);
  });

  it.each(['24:00', '19:60', '19', '7', '19:3', '19:300', 'sete', ''])('refuses %j', (typed) => {
    expect(normalizeServiceTime(typed)).toBeNull();
  });
});

describe('ChurchProfileBodySchema', () => {
  it('lists the days as the time module names them, Sunday first', () => {
    expect(SERVICE_DAYS).toEqual(WEEKDAY_NAMES_PT_BR.map(capitalizePtBR));
  });

  it('needs only the name, blanks read as null', () => {
    expect(v.parse(ChurchProfileBodySchema, { name: ' Igreja ', address: ' ' })).toEqual({
      name: 'Igreja',
      address: null,
      serviceTimes: [],
      pastorName: null,
      instagram: null,
      whatsapp: null,
      pixKey: null,
      primaryColor: null,
      secondaryColor: null,
    });
  });

  it('reads the church colours as #rrggbb in lower case, with or without #', () => {
    const output = v.parse(ChurchProfileBodySchema, {
      name: 'Igreja',
      primaryColor: ' #1E3A8A ',
      secondaryColor: 'd4af37',
    });
    expect(output).toMatchObject({ primaryColor: '#1e3a8a', secondaryColor: '#d4af37' });
    expect(v.parse(ChurchProfileBodySchema, { name: 'Igreja', primaryColor: '' })).toMatchObject({
      primaryColor: null,
    });
    for (const bad of ['azul', '#1E3A8', '#1E3A8AF', '#GG0000', 'rgb(0,0,0)', '#'.repeat(10)]) {
      const result = v.safeParse(ChurchProfileBodySchema, { name: 'Igreja', primaryColor: bad });
      expect(result.success, bad).toBe(false);
      expect(result.issues?.[0]?.message, bad).toBe(CHURCH_MESSAGES.color);
    }
  });

  it('gives the editor the colours, a secondary alone as the primary', () => {
    expect(churchColorsOf({ primaryColor: '#1e3a8a', secondaryColor: '#d4af37' })).toEqual({
      primary: '#1e3a8a',
      secondary: '#d4af37',
    });
    expect(churchColorsOf({ primaryColor: null, secondaryColor: '#d4af37' })).toEqual({
      primary: '#d4af37',
      secondary: null,
    });
    expect(churchColorsOf({ primaryColor: null, secondaryColor: null })).toBeNull();
    expect(churchColorsOf(null)).toBeNull();
  });

  it('normalises the Instagram, the WhatsApp, the times and the PIX key', () => {
    const output = v.parse(ChurchProfileBodySchema, {
      name: 'Igreja',
      instagram: 'instagram.com/MinhaIgreja',
      whatsapp: '(11) 91234-5678',
      serviceTimes: [{ day: 'Domingo', time: '18h', label: ' Culto da Família ' }],
      pixKey: { key: '529.982.247-25' },
    });
    expect(output).toMatchObject({
      instagram: 'minhaigreja',
      whatsapp: '+5511912345678',
      serviceTimes: [{ day: 'Domingo', time: '18:00', label: 'Culto da Família' }],
      pixKey: { type: 'cpf', key: '52998224725' },
    });
  });

  it('names each field at fault by its path', () => {
    const result = v.safeParse(ChurchProfileBodySchema, {
      name: 'I',
      serviceTimes: [
        { day: 'Domingo', time: '19:00' },
        { day: 'Feriado', time: '25:00' },
      ],
      pixKey: { key: '111.111.111-11' },
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.issues ?? [])).toEqual({
      name: CHURCH_MESSAGES.nameMin,
      'serviceTimes.1.day': CHURCH_MESSAGES.serviceDay,
      'serviceTimes.1.time': CHURCH_MESSAGES.serviceTime,
      pixKey: PIX_KEY_MESSAGES.cpfCheck,
    });
  });

  it('counts the service times before reading them', () => {
    const result = v.safeParse(ChurchProfileBodySchema, {
      name: 'Igreja',
      serviceTimes: Array.from({ length: 11 }, () => 'não é um horário'),
    });
    expect(fieldMessages(result.issues ?? [])).toEqual({
      serviceTimes: CHURCH_MESSAGES.serviceTimesMax,
    });
  });
});
