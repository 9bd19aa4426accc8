import type { AccessLevel } from '@arte-gospel/domain';

/** pt-BR names of the access levels, as the staff console shows them. */
export const ACCESS_LEVEL_LABELS: Readonly<Record<AccessLevel, string>> = {
  usuario: 'Usuário (grátis)',
  premium: 'Premium',
  admin: 'Administrador',
  designer_adm: 'Designer administrador',
  designer: 'Designer',
  suporte: 'Suporte',
};
