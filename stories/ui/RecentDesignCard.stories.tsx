import { RecentDesignCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

interface RecentDesignCardArgs {
  href: string;
  title: string;
  imageSrc: string;
  isPremium: boolean;
  editedText: string;
  /** The wide grid shows 'Editar' on hover; the phone carousel does not. */
  showEditOverlay: boolean;
}

const meta = {
  title: 'Catálogo/RecentDesignCard',
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    href: '/artes/3-santa-ceia',
    title: 'Santa Ceia do Senhor — edição de domingo',
    imageSrc: '/media/arts/recent-3.webp',
    isPremium: true,
    editedText: 'Editado há 2 dias',
    showEditOverlay: true,
  },
  render: ({ href, title, imageSrc, isPremium, editedText, showEditOverlay }) => (
    <RecentDesignCard.Root href={href}>
      <RecentDesignCard.Media src={imageSrc}>
        {isPremium ? <RecentDesignCard.Premium /> : null}
        {showEditOverlay ? <RecentDesignCard.EditOverlay /> : null}
      </RecentDesignCard.Media>
      <RecentDesignCard.Body>
        <RecentDesignCard.Title>{title}</RecentDesignCard.Title>
        <RecentDesignCard.Time>{editedText}</RecentDesignCard.Time>
      </RecentDesignCard.Body>
    </RecentDesignCard.Root>
  ),
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
} satisfies Meta<RecentDesignCardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WideGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Santa Ceia do Senhor/ });
    await expect(link).toHaveAttribute('href', '/artes/3-santa-ceia');
    await expect(canvas.getByText('Editado há 2 dias')).toBeVisible();
    await expect(canvas.getByText('Premium')).toBeInTheDocument();
    await expect(canvas.getByText('Editar')).toBeInTheDocument();
  },
};

export const CarouselSlide: Story = {
  args: {
    href: '/artes/4-batismo',
    title: 'Batismo nas Águas',
    imageSrc: '/media/arts/recent-4.webp',
    isPremium: false,
    editedText: 'Editado agora',
    showEditOverlay: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Editado agora')).toBeVisible();
    await expect(canvas.queryByText('Editar')).toBeNull();
    await expect(canvas.queryByText('Premium')).toBeNull();
  },
};
