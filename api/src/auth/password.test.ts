import { parseServerEnv } from '@arte-gospel/domain/config';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  configurePasswordHashing,
  hashPassword,
  passwordHashing,
  unmatchableHash,
  verifyPassword,
} from './password';

// The api project hashes at PASSWORD_HASH_COST=14 (testing/api/setup.ts); the tests that check
// the production default set it, and each test starts from the project's setting.
const production = () => configurePasswordHashing(passwordHashing(parseServerEnv({})));
beforeEach(() => configurePasswordHashing(passwordHashing(parseServerEnv(process.env))));

describe('scrypt password hashes', () => {
  it('uses N = 2^17, r = 8, p = 1 by default, and verifies the right password only', async () => {
    production();
    const stored = await hashPassword('segredo1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('segredo1', stored)).toBe(true);
    expect(await verifyPassword('segredo2', stored)).toBe(false);
  });
  it('verifies a hash made at another cost: each hash carries its N', async () => {
    configurePasswordHashing({ concurrency: 1, queue: 4, cost: 14 });
    const cheap = await hashPassword('segredo1');
    expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/);
    production();
    expect(await verifyPassword('segredo1', cheap)).toBe(true);
    expect(await verifyPassword('segredo2', cheap)).toBe(false);
  });
  it('reads PASSWORD_HASH_COST (log2 N) from 14 to 17; refuses others', () => {
    expect(parseServerEnv({}).PASSWORD_HASH_COST).toBe(17);
    expect(parseServerEnv({ PASSWORD_HASH_COST: '14' }).PASSWORD_HASH_COST).toBe(14);
    expect(() => parseServerEnv({ PASSWORD_HASH_COST: '13' })).toThrow(
      /PASSWORD_HASH_COST=13 inválido: use um número inteiro de 14 a 17/,
    );
    expect(() => parseServerEnv({ PASSWORD_HASH_COST: '18' })).toThrow(/PASSWORD_HASH_COST=18/);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('igual')).not.toBe(await hashPassword('igual'));
  });
  it('never verifies a tampered or malformed hash', async () => {
    const stored = await hashPassword('segredo1');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5]!, 'base64');
    key[0] = key[0]! ^ 1;
    const tampered = [...parts.slice(0, 5), key.toString('base64')].join('$');
    expect(await verifyPassword('segredo1', tampered)).toBe(false);
    expect(await verifyPassword('segredo1', 'bcrypt$x')).toBe(false);
    expect(await verifyPassword('segredo1', 'scrypt$99999999$8$1$c2FsdA==$a2V5')).toBe(false);
  });
  it('gives an unmatchable hash in the same format, for unknown accounts', async () => {
    production();
    const dummy = unmatchableHash();
    expect(dummy).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('conta-inexistente', dummy)).toBe(false);
  });
});
