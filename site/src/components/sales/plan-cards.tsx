import { currentPlan, type Plan, type PlanSlug, planPrice } from '@arte-gospel/domain';
import { PlanCard } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useOpenCheckout } from '../../lib/checkout-return';
import { userQueryOptions } from '../../lib/session-query';

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

/**
 * Plans side by side as cards (platform §2.5): the visitor's own plan marked 'Atual', the
 * others opening their checkout in a new tab.
 */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  const user = useQuery(userQueryOptions);
  const userPlan = currentPlan(user.data);
  const openCheckout = useOpenCheckout();
  return plans.map((plan) => (
    <DomainPlanCard
      key={plan.slug}
      plan={plan}
      current={userPlan === plan.slug}
      onChoose={openCheckout}
    />
  ));
}
