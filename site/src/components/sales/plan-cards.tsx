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
    <PlanCard.Root name={plan.nome} highlighted={plan.destaque}>
      {plan.badgeText ? <PlanCard.Badge>{plan.badgeText}</PlanCard.Badge> : null}
      <PlanCard.Name>{plan.nome}</PlanCard.Name>
      <PlanCard.Price {...price} />
      <PlanCard.Features
        features={plan.recursos.map((feature) => ({
          name: feature.nome,
          included: feature.incluido,
          highlighted: feature.destaque,
        }))}
      />
      {instalmentText ? <PlanCard.Note>{`ou ${instalmentText}`}</PlanCard.Note> : null}
      <PlanCard.Action current={current} onChoose={() => onChoose(plan.slug)}>
        {`Assinar ${plan.nome}`}
      </PlanCard.Action>
    </PlanCard.Root>
  );
}
