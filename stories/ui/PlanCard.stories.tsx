import { PlanCard, type PlanCardFeature } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const features: PlanCardFeature[] = [
  { name: 'Downloads ilimitados', included: true },
  { name: 'Acesso a todas as artes premium', included: true },
  { name: 'Bônus: calendário gospel de postagens', included: true, highlighted: true },
  { name: 'Bônus: textos 3D prontos', included: false },
];

interface PlanCardArgs {
  name: string;
  price: string;
  period: string;
  originalPrice?: string;
  savingText?: string;
  badge?: string;
  note?: string;
  highlighted?: boolean;
  current?: boolean;
  loading?: boolean;
  actionText: string;
  onChoose?: () => void;
}

const meta = {
  title: 'Produto/PlanCard',
  args: {
    name: 'Anual',
    price: 'R$ 97,00',
    period: '/ano',
    originalPrice: 'R$ 564,00',
    savingText: 'Economize 83%',
    badge: 'MELHOR OFERTA',
    note: 'ou 12x de R$ 9,70',
    highlighted: true,
    actionText: 'Assinar Anual',
    onChoose: fn(),
  },
  render: ({
    name,
    badge,
    highlighted,
    note,
    current,
    loading,
    onChoose,
    actionText,
    ...price
  }) => (
    <PlanCard.Root name={name} highlighted={highlighted}>
      {badge ? <PlanCard.Badge>{badge}</PlanCard.Badge> : null}
      <PlanCard.Name>{name}</PlanCard.Name>
      <PlanCard.Price {...price} />
      <PlanCard.Features features={features} />
      {note ? <PlanCard.Note>{note}</PlanCard.Note> : null}
      <PlanCard.Action current={current} loading={loading} onChoose={onChoose}>
        {actionText}
      </PlanCard.Action>
    </PlanCard.Root>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<PlanCardArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Annual: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Plano Anual' });
    await expect(within(card).getByText('MELHOR OFERTA')).toBeVisible();
    await expect(within(card).getByText('Economize 83%')).toBeVisible();
    await expect(within(card).getByText('R$ 564,00').tagName).toBe('S');
    await expect(within(card).getByText('ou 12x de R$ 9,70')).toBeVisible();
    await expect(within(card).getByText(/Não incluído:/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Assinar Anual' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

export const Monthly: Story = {
  args: {
    name: 'Mensal',
    price: 'R$ 47,00',
    period: '/mês',
    originalPrice: undefined,
    savingText: undefined,
    badge: undefined,
    note: undefined,
    highlighted: false,
    actionText: 'Assinar Mensal',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Plano Mensal' });
    await expect(within(card).queryByText(/Economize/)).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Assinar Mensal' })).toBeEnabled();
  },
};

export const Current: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atual' })).toBeDisabled();
  },
};

export const Choosing: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Assinar Anual' }),
    ).toBeDisabled();
  },
};
