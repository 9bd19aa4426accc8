import { describe, expect, it } from 'vitest';
import { hashPassword, unmatchableHash, verifyPassword } from './password';

describe('scrypt password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('segredo1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('segredo1', stored)).toBe(true);
    expect(await verifyPassword('segredo2', stored)).toBe(false);
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
    const dummy = unmatchableHash();
    expect(dummy).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('conta-inexistente', dummy)).toBe(false);
  });
});
