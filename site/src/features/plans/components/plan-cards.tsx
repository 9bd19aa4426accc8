import {
  annualSavingPercent,
  formatBRL,
  PLAN_PERIOD_LABELS,
  type Plan,
  type PlanSlug,
} from '@arte-gospel/domain';
import { PlanCard } from '@arte-gospel/ui';

/** One plan of the domain as a ui PlanCard (platform §2.5). */
export function DomainPlanCard({
  plan,
  current,
  onChoose,
}: {
  plan: Plan;
  current: boolean;
  onChoose: (slug: PlanSlug) => void;
}) {
  const saving =
    plan.precoOriginal !== undefined ? annualSavingPercent(plan.preco, plan.precoOriginal) : null;
  return (
    <PlanCard
      name={plan.nome}
      price={formatBRL(plan.preco)}
      period={PLAN_PERIOD_LABELS[plan.slug]}
      originalPrice={plan.precoOriginal !== undefined ? formatBRL(plan.precoOriginal) : undefined}
      savingText={saving !== null ? `Economize ${saving}%` : undefined}
      badge={plan.badgeText}
      highlighted={plan.destaque}
      features={plan.recursos.map((feature) => ({
        name: feature.nome,
        included: feature.incluido,
        highlighted: feature.destaque,
      }))}
      current={current}
      actionText={`Assinar ${plan.nome}`}
      onChoose={() => onChoose(plan.slug)}
    />
  );
}
