import { type DeliveryResult, formatBRL, type PlanSlug } from '@arte-gospel/domain';

// Words the money pages share (issue 19): plans, results and amounts in pt-BR.

export const PLAN_NAMES: Readonly<Record<PlanSlug, string>> = {
  mensal: 'Mensal',
  anual: 'Anual',
  vitalicio: 'Vitalício',
};

export const planName = (plan: string | null | undefined) =>
  plan ? (PLAN_NAMES[plan as PlanSlug] ?? plan) : 'Sem plano';

export const RESULT_LABELS: Readonly<Record<DeliveryResult, string>> = {
  applied: 'Aplicado',
  pending: 'Aguardando conta',
  unmatched: 'Sem plano identificado',
  recorded: 'Registrado',
  refused: 'Recusado',
  received: 'Recebido',
  duplicate: 'Repetido',
  ignored: 'Ignorado',
  invalid: 'Inválido',
};

export const resultLabel = (result: string | null | undefined) =>
  result ? (RESULT_LABELS[result as DeliveryResult] ?? result) : '—';

/** Cents in a currency: BRL as 'R$ 47,00', any other with its code. */
export function money(cents: number | null | undefined, currency = 'BRL'): string {
  if (cents === null || cents === undefined) return '—';
  if (currency === 'BRL') return formatBRL(cents / 100);
  return `${currency} ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
}

/** A time in Brazil, 'dd/mm/aaaa hh:mm'. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}
