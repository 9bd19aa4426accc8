import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkEvidenceFile,
  EVIDENCE_HINT,
  EvidenceFileSchema,
  REPORT_EVIDENCE_MAX_BYTES,
  REPORT_EVIDENCE_TYPES,
  REPORT_TYPES,
  ReportSchema,
} from './report';

const valid = {
  reportTypeId: '2',
  title: 'Link quebrado',
  description: 'O link de edição não abre.',
};

function errors(input: unknown) {
  const result = v.safeParse(ReportSchema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

describe('ReportSchema (platform §5)', () => {
  it('has the four report types of platform §3', () => {
    expect(REPORT_TYPES.map((t) => `${t.id} ${t.name}`)).toEqual([
      '1 Plágio',
      '2 Arte com erro',
      '3 Conteúdo inadequado',
      '4 Outro',
    ]);
  });
  it('accepts a report and turns the select value into a number', () => {
    expect(v.parse(ReportSchema, valid)).toMatchObject({ reportTypeId: 2 });
    expect(v.parse(ReportSchema, { ...valid, email: '', whatsapp: '' })).toMatchObject({
      email: '',
      whatsapp: '',
    });
  });
  it('requires a known report type', () => {
    for (const reportTypeId of ['', '0', '5', undefined, 'x']) {
      expect(errors({ ...valid, reportTypeId }).reportTypeId).toEqual([
        'Selecione um tipo de problema',
      ]);
    }
  });
  it('bounds the title to 5–100 and the description to 10–1000', () => {
    expect(errors({ ...valid, title: 'abcd' }).title).toEqual([
      'O título deve ter no mínimo 5 caracteres',
    ]);
    expect(errors({ ...valid, title: 'a'.repeat(101) }).title).toEqual([
      'O título deve ter no máximo 100 caracteres',
    ]);
    expect(errors({ ...valid, title: 'a'.repeat(100) }).title).toBeUndefined();
    expect(errors({ ...valid, description: 'curta' }).description).toEqual([
      'A descrição deve ter no mínimo 10 caracteres',
    ]);
    expect(errors({ ...valid, description: 'a'.repeat(1001) }).description).toEqual([
      'A descrição deve ter no máximo 1000 caracteres',
    ]);
  });
  it('checks the optional email and WhatsApp when filled', () => {
    expect(errors({ ...valid, email: 'ana@' }).email).toContain('Insira um e-mail válido');
    expect(errors({ ...valid, whatsapp: '123456789' }).whatsapp).toContain(
      'Número de WhatsApp inválido',
    );
    expect(errors({ ...valid, whatsapp: '1234567890123456' }).whatsapp).toContain(
      'Número de WhatsApp muito longo',
    );
    expect(errors({ ...valid, whatsapp: '5511987654321' }).whatsapp).toBeUndefined();
  });
});

describe('ReportSchema issue paths', () => {
  it('puts each pt-BR message on its field', () => {
    const result = v.safeParse(ReportSchema, {
      reportTypeId: '',
      title: 'Oi',
      description: 'curta',
      email: 'x@',
      whatsapp: '123',
    });
    expect(
      result.issues?.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
    ).toEqual([
      { path: 'reportTypeId', message: 'Selecione um tipo de problema' },
      { path: 'title', message: 'O título deve ter no mínimo 5 caracteres' },
      { path: 'description', message: 'A descrição deve ter no mínimo 10 caracteres' },
      { path: 'email', message: 'Insira um e-mail válido' },
      { path: 'whatsapp', message: 'Número de WhatsApp inválido' },
    ]);
  });
  it('accepts a numeric report type as a number and omits the optional contacts', () => {
    expect(v.parse(ReportSchema, { ...valid, reportTypeId: 4 })).toEqual({
      reportTypeId: 4,
      title: 'Link quebrado',
      description: 'O link de edição não abre.',
    });
  });
});

describe('evidence file (platform §5, §9)', () => {
  it('accepts PNG, JPEG, WEBP and PDF up to 5MB', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
    ] as const) {
      expect(checkEvidenceFile({ name, type, size: REPORT_EVIDENCE_MAX_BYTES })).toBeNull();
    }
    expect(EVIDENCE_HINT).toContain('5MB');
  });
  it('refuses other types and files over 5MB', () => {
    expect(checkEvidenceFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.',
    );
    expect(
      checkEvidenceFile({ name: 'a.png', type: 'image/png', size: REPORT_EVIDENCE_MAX_BYTES + 1 }),
    ).toBe('O arquivo deve ter no máximo 5MB.');
  });
});

describe('EvidenceFileSchema', () => {
  const messages = (input: unknown) =>
    (v.safeParse(EvidenceFileSchema, input).issues ?? []).map((issue) => issue.message);

  it('keeps an accepted file as it is', () => {
    const file = { name: 'print.webp', type: 'image/webp', size: 1024 };
    expect(v.parse(EvidenceFileSchema, file)).toBe(file);
  });
  it('knows a file by its extension when the browser gives no type', () => {
    expect(messages({ name: 'FOTO.JPEG', type: '', size: 10 })).toEqual([]);
    expect(REPORT_EVIDENCE_TYPES.map((t) => t.mime)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
    ]);
  });
  it('gives the pt-BR message for a wrong type, a big file or something not a file', () => {
    expect(messages({ name: 'virus.exe', type: 'application/octet-stream', size: 10 })).toEqual([
      'Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.',
    ]);
    expect(messages({ name: 'scan.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 })).toEqual([
      'O arquivo deve ter no máximo 5MB.',
    ]);
    expect(messages('scan.pdf')).toEqual([
      'Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.',
    ]);
    expect(messages({ name: 'scan.pdf', type: 'application/pdf' })).toHaveLength(1);
  });
});
