import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  hasPlan,
  hasStaffRole,
  isLifetime,
  isPremium,
  isStaff,
  PREMIUM_PLAN_TYPES,
  STAFF_LEVELS,
  STAFF_ROLES,
  type StaffRole,
} from './levels';

describe('levels (platform §6.1)', () => {
  it('lists the six access levels and the seven premium plan types', () => {
    expect(ACCESS_LEVELS).toEqual([
      'usuario',
      'premium',
      'admin',
      'designer_adm',
      'designer',
      'suporte',
    ]);
    expect(PREMIUM_PLAN_TYPES).toEqual([
      'mensal',
      'anual',
      'vitalicio',
      'personalizado',
      'premium_mensal',
      'premium_anual',
      'premium_vitalicio',
    ]);
    expect(STAFF_LEVELS).toEqual(['admin', 'designer_adm', 'designer', 'suporte']);
  });
});

describe('isPremium (platform §4.4)', () => {
  it.each(PREMIUM_PLAN_TYPES)('is premium with tipoplano %s', (tipoplano) => {
    expect(isPremium({ nivelacesso: 'usuario', tipoplano })).toBe(true);
  });

  it.each(['admin', 'designer_adm', 'designer', 'suporte', 'premium'])(
    'is premium at level %s without a plan',
    (nivelacesso) => {
      expect(isPremium({ nivelacesso })).toBe(true);
    },
  );

  it('is premium with the lifetime flag', () => {
    expect(isPremium({ nivelacesso: 'usuario', acessovitalicio: true })).toBe(true);
  });

  it('is not premium for a free user, an unknown plan or no user', () => {
    expect(isPremium({ nivelacesso: 'usuario', tipoplano: null, acessovitalicio: false })).toBe(
      false,
    );
    expect(isPremium({ nivelacesso: 'usuario', tipoplano: 'gratis' })).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(isPremium(undefined)).toBe(false);
  });
});

describe('isLifetime (platform §4.4)', () => {
  it('is lifetime with the flag or a staff level', () => {
    expect(isLifetime({ acessovitalicio: true })).toBe(true);
    for (const nivelacesso of ['admin', 'designer_adm', 'designer', 'suporte']) {
      expect(isLifetime({ nivelacesso })).toBe(true);
    }
  });

  it('is not lifetime for premium level or a vitalicio plan type alone', () => {
    expect(isLifetime({ nivelacesso: 'premium' })).toBe(false);
    expect(isLifetime({ nivelacesso: 'usuario', tipoplano: 'vitalicio' })).toBe(false);
    expect(isLifetime(null)).toBe(false);
  });
});

describe('isStaff / hasPlan (platform §6.2)', () => {
  it('recognises staff levels only', () => {
    expect(isStaff({ nivelacesso: 'designer' })).toBe(true);
    expect(isStaff({ nivelacesso: 'premium' })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('treats any non-blank tipoplano as a plan', () => {
    expect(hasPlan({ tipoplano: 'mensal' })).toBe(true);
    expect(hasPlan({ tipoplano: 'qualquer' })).toBe(true);
    expect(hasPlan({ tipoplano: '  ' })).toBe(false);
    expect(hasPlan({ tipoplano: null })).toBe(false);
    expect(hasPlan(null)).toBe(false);
  });
});

describe('hasStaffRole (api/README.md staff endpoints)', () => {
  // Written by hand, level by level: the roles each one holds.
  const rolesOf: [string, StaffRole[]][] = [
    ['usuario', []],
    ['premium', []],
    [
      'admin',
      [
        'artManagers',
        'allArtsManagers',
        'publishers',
        'categoryManagers',
        'courseManagers',
        'contentManagers',
        'support',
        'admins',
        'userManagers',
      ],
    ],
    [
      'designer_adm',
      [
        'artManagers',
        'allArtsManagers',
        'publishers',
        'categoryManagers',
        'courseManagers',
        'contentManagers',
        'support',
        'designers',
        'userManagers',
      ],
    ],
    ['designer', ['artManagers', 'designers']],
    ['suporte', ['support']],
  ];
  const roles = Object.keys(STAFF_ROLES) as StaffRole[];
  it.each(rolesOf)('%s holds %j', (nivelacesso, held) => {
    expect(roles.filter((role) => hasStaffRole({ nivelacesso }, role))).toEqual(held);
  });
  it('gives visitors no role', () => {
    expect(roles.filter((role) => hasStaffRole(null, role))).toEqual([]);
  });
});
