import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT } from './api';
import {
  boundedInt,
  boundedNumber,
  boundedString,
  EMAIL_MAX,
  emailAddress,
  ID_MAX,
  idNumber,
  PASSWORD_MAX,
  passwordText,
  queryId,
  queryInt,
  queryText,
} from './common';

function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe('boundedString', () => {
  const name = boundedString('O nome', { min: 2, max: 10, trim: true });

  it('accepts a text within the bounds and hands it on trimmed', () => {
    expect(v.parse(name, '  Ana  ')).toBe('Ana');
    expect(v.parse(name, 'a'.repeat(10))).toBe('a'.repeat(10));
  });

  it('refuses a text too short, too long, or not a text, with a pt-BR sentence', () => {
    expect(messageOf(name, ' a ')).toBe('O nome deve ter pelo menos 2 caracteres');
    expect(messageOf(name, 'a'.repeat(11))).toBe('O nome deve ter no máximo 10 caracteres');
    expect(messageOf(name, 42)).toBe('O nome deve ser um texto');
    expect(messageOf(name, null)).toBe('O nome deve ser um texto');
  });

  it('refuses NUL anywhere in the text', () => {
    expect(messageOf(name, 'An\u0000a')).toBe('O nome contém caracteres inválidos');
    expect(messageOf(boundedString('x', { max: 5 }), '\u0000')).toBe(
      'x contém caracteres inválidos',
    );
  });

  it('keeps unicode it does not understand (the bounds only count UTF-16 units)', () => {
    expect(v.parse(name, '\u202Eabc')).toBe('\u202Eabc');
    expect(v.parse(name, 'e\u0301e\u0301')).toBe('e\u0301e\u0301');
  });

  it('stops a huge value at the first check: later checks never read it', () => {
    let reads = 0;
    const schema = v.pipe(
      boundedString('O texto', { max: 50 }),
      v.check(() => {
        reads += 1;
        return true;
      }),
    );
    const huge = 'a'.repeat(9 * 1024 * 1024);
    expect(messageOf(schema, huge)).toBe('O texto deve ter no máximo 50 caracteres');
    expect(reads).toBe(0);
    expect(messageOf(boundedString('O nome', { max: 10, trim: true }), ` ${huge} `)).toBe(
      'O nome deve ter no máximo 10 caracteres',
    );
  });

  it('takes its own messages', () => {
    const code = boundedString('O código', { min: 1, max: 6, minMessage: 'Informe o código' });
    expect(messageOf(code, '')).toBe('Informe o código');
    const phone = boundedString('O WhatsApp', { max: 3, maxMessage: 'WhatsApp muito longo' });
    expect(messageOf(phone, '1234')).toBe('WhatsApp muito longo');
  });
});

describe('emailAddress and passwordText', () => {
  it('bounds an address to RFC 5321 before checking its form', () => {
    const email = emailAddress('Email inválido');
    expect(v.parse(email, ' ana@demo.org ')).toBe('ana@demo.org');
    expect(messageOf(email, 'ana')).toBe('Email inválido');
    expect(messageOf(email, `${'a'.repeat(EMAIL_MAX)}@demo.org`)).toBe(
      `O email deve ter no máximo ${EMAIL_MAX} caracteres`,
    );
    expect(messageOf(email, 'ana\u0000@demo.org')).toBe('O email contém caracteres inválidos');
  });

  it('never trims a password and caps it before it reaches the hash', () => {
    const password = passwordText(6, 'A senha deve ter pelo menos 6 caracteres');
    expect(v.parse(password, ' senha123 ')).toBe(' senha123 ');
    expect(messageOf(password, '12345')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(messageOf(password, 'a'.repeat(PASSWORD_MAX + 1))).toBe(
      `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`,
    );
  });
});

describe('boundedInt, boundedNumber and idNumber', () => {
  it('accepts whole numbers in range only', () => {
    const amount = boundedInt('amountCents', 0, ID_MAX);
    expect(v.parse(amount, 0)).toBe(0);
    expect(v.parse(amount, ID_MAX)).toBe(ID_MAX);
    expect(messageOf(amount, 2 ** 40)).toBe(`amountCents deve ser no máximo ${ID_MAX}`);
    expect(messageOf(amount, -1)).toBe('amountCents deve ser no mínimo 0');
    expect(messageOf(amount, 1.5)).toBe('amountCents deve ser um número inteiro');
    expect(messageOf(amount, '5')).toBe('amountCents deve ser um número inteiro');
    expect(messageOf(amount, Number.POSITIVE_INFINITY)).toBe(
      'amountCents deve ser um número inteiro',
    );
    expect(messageOf(amount, Number.NaN)).toBe('amountCents deve ser um número inteiro');
  });

  it('takes fractions when asked, still in range (JSON 1e400 is Infinity)', () => {
    const delay = boundedNumber('delay', 0, 120);
    expect(v.parse(delay, 1.5)).toBe(1.5);
    expect(messageOf(delay, JSON.parse('1e400'))).toBe('delay deve ser no máximo 120');
    expect(messageOf(delay, -0.5)).toBe('delay deve ser no mínimo 0');
  });

  it('idNumber fits a 32-bit column', () => {
    const id = idNumber('Identificador', 'Identificador inválido');
    expect(v.parse(id, 7)).toBe(7);
    for (const bad of [0, -1, ID_MAX + 1, 2.5, '7', null]) {
      expect(messageOf(id, bad), String(bad)).toBe('Identificador inválido');
    }
  });
});

describe('query values', () => {
  const query = v.object({
    id: queryId('categoryId'),
    page: queryInt('page', { min: 1, max: 100, fallback: 1 }),
    q: queryText('search', 20),
  });

  it('bounds ids to the 32-bit column and pages to their range', () => {
    expect(v.parse(query, { id: '5', page: '2' })).toEqual({ id: 5, page: 2, q: undefined });
    expect(messageOf(query, { id: String(2 ** 40) })).toBe(
      `categoryId deve ser no máximo ${ID_MAX}`,
    );
    expect(messageOf(query, { page: '1e400' })).toBe('page deve ser um número inteiro');
    expect(messageOf(query, { page: '101' })).toBe('page deve ser no máximo 100');
  });

  it('refuses NUL and over-long text', () => {
    expect(messageOf(query, { q: 'a\u0000' })).toBe('search contém caracteres inválidos');
    expect(messageOf(query, { q: 'a'.repeat(21) })).toBe('search deve ter no máximo 20 caracteres');
    expect(messageOf(query, { q: ['a', 'b'] })).toBe('search deve ser um texto');
  });
});

// Every string and number a request can carry, found by walking the contract's schemas.
type Node = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string; message?: unknown }[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly Node[];
  item?: Node;
};

/** Every action of a pipe, nested pipes included. */
function actionsOf(node: Node): { type: string; message?: unknown }[] {
  const found: { type: string; message?: unknown }[] = [];
  for (const item of node.pipe ?? []) {
    if (item === node) continue;
    if (item.kind === 'schema') found.push(...actionsOf(item as unknown as Node));
    else found.push(item);
  }
  return found;
}

function unbounded(node: Node, path: string): string[] {
  const actions = actionsOf(node);
  const has = (type: string) => actions.some((action) => action.type === type);
  if (node.pipe && (has('max_value') || (has('max_length') && node.type !== 'string'))) {
    return [];
  }
  switch (node.type) {
    case 'string': {
      const nulCheck = actions.some(
        (action) =>
          action.type === 'check' && String(action.message).includes('caracteres inválidos'),
      );
      return has('max_length') && nulCheck ? [] : [`${path}: texto sem limite ou aceita NUL`];
    }
    case 'number':
      return [`${path}: número sem faixa`];
    case 'object':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) =>
        unbounded(entry, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'nullish':
      return unbounded(node.wrapped as Node, path);
    case 'union':
      return (node.options ?? []).flatMap((option) => unbounded(option, path));
    case 'array':
      return [`${path}: lista sem limite`, ...unbounded(node.item as Node, `${path}[]`)];
    case 'unknown': {
      const inner = (node.pipe ?? []).filter(
        (item) => item.kind === 'schema' && (item as unknown) !== node,
      ) as unknown as Node[];
      return inner.flatMap((item) => unbounded(item, path));
    }
    default:
      return [];
  }
}

describe('the contract bounds every input', () => {
  it('every string of a params, query or body schema has a maximum and refuses NUL; every number a range', () => {
    const problems: string[] = [];
    for (const [call, contract] of Object.entries(API_CONTRACT)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = (contract as Partial<Record<typeof part, Node>>)[part];
        if (schema) problems.push(...unbounded(schema, `${call} ${part}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
