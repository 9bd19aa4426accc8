import { PlanCard, TestimonialCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const features = [
  { name: 'Downloads ilimitados', included: true },
  { name: 'Acesso a todas as artes premium', included: true },
  { name: 'Bônus: calendário gospel de postagens', included: true, highlighted: true },
  { name: 'Bônus: textos 3D prontos', included: false },
];

const meta = {
  title: 'Produto/PlanCard',
  component: PlanCard,
  args: {
    name: 'Anual',
    price: 'R$ 97,00',
    period: '/ano',
    originalPrice: 'R$ 564,00',
    savingText: 'Economize 83%',
    badge: 'MELHOR OFERTA',
    highlighted: true,
    features,
    actionText: 'Assinar Anual',
    onChoose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Annual: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Plano Anual' });
    await expect(within(card).getByText('MELHOR OFERTA')).toBeVisible();
    await expect(within(card).getByText('Economize 83%')).toBeVisible();
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
    highlighted: false,
    actionText: 'Assinar Mensal',
  },
};

export const Current: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atual' })).toBeDisabled();
  },
};

/** The person's role in their church (a prop, not an ARIA role). */
const youthLeader = 'Líder de jovens';

export const Testimonial: Story = {
  render: () => (
    <TestimonialCard
      name="Ana Beatriz Souza"
      role={youthLeader}
      company="Comunidade Evangélica Vida"
      quote="Os stories animados mudaram o engajamento do nosso ministério de jovens."
      rating={4.5}
      avatarUrl="/avatar-que-falhou.png"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
    await expect(await canvas.findByText('AS')).toBeVisible();
  },
};
