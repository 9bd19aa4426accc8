import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EvidenceFileSchema, REPORT_EVIDENCE_MAX_BYTES } from '../forms/report';
import { ReportBodySchema, ReportUploadBodySchema } from './reports';

const fields = {
  reportTypeId: 3,
  title: 'Conteúdo ofensivo',
  description: 'A arte tem uma imagem imprópria.',
};

function issues(schema: v.GenericSchema, input: unknown) {
  return (v.safeParse(schema, input).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  }));
}

describe('report bodies (platform §3, §7)', () => {
  it('accepts a logged-in JSON report with userId and an anonymous one with contacts', () => {
    expect(v.parse(ReportBodySchema, { ...fields, userId: 7 })).toMatchObject({ userId: 7 });
    expect(
      v.parse(ReportBodySchema, { ...fields, email: 'ana@igreja.org', whatsapp: '11987654321' }),
    ).toMatchObject({ email: 'ana@igreja.org', whatsapp: '11987654321' });
  });
  it('applies the form rules with their pt-BR messages', () => {
    expect(issues(ReportBodySchema, { ...fields, title: 'Oi' })).toEqual([
      { path: 'title', message: 'O título deve ter no mínimo 5 caracteres' },
    ]);
  });
  it('reads multipart strings and the evidence file', () => {
    const file = { name: 'prova.pdf', type: 'application/pdf', size: 1000 };
    const parsed = v.parse(ReportUploadBodySchema, {
      ...fields,
      reportTypeId: '3',
      userId: '7',
      evidence: file,
    });
    expect(parsed).toMatchObject({ reportTypeId: 3, userId: 7 });
    // The file object itself is kept (a File stays a File).
    expect(parsed.evidence).toBe(file);
  });
  it('refuses a wrong type or an oversized evidence file on the evidence path', () => {
    expect(
      issues(ReportUploadBodySchema, {
        ...fields,
        evidence: { name: 'a.gif', type: 'image/gif', size: 10 },
      }),
    ).toEqual([
      {
        path: 'evidence',
        message: 'Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.',
      },
    ]);
    expect(
      issues(ReportUploadBodySchema, {
        ...fields,
        evidence: { name: 'a.png', type: 'image/png', size: REPORT_EVIDENCE_MAX_BYTES + 1 },
      }),
    ).toEqual([{ path: 'evidence', message: 'O arquivo deve ter no máximo 5MB.' }]);
    expect(v.safeParse(EvidenceFileSchema, 'prova.png').success).toBe(false);
    expect(issues(ReportUploadBodySchema, { ...fields, userId: 'ana' })[0]?.path).toBe('userId');
  });
});
