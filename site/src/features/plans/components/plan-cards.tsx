import { type Plan, type PlanSlug, planPrice } from '@arte-gospel/domain';
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
  const { instalmentText, ...price } = planPrice(plan.slug);
  return (
    <PlanCard
      name={plan.nome}
      {...price}
      note={instalmentText ? `ou ${instalmentText}` : undefined}
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
