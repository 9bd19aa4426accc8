import { TestimonialCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

/** The person's role in their church (not an ARIA role). */
const youthLeader = 'Líder de jovens';

interface TestimonialCardArgs {
  name: string;
  quote: string;
  rating: number;
  role: string | null;
  company: string | null;
  avatarUrl: string | null;
}

const meta = {
  title: 'Produto/TestimonialCard',
  args: {
    name: 'Ana Beatriz Souza',
    role: youthLeader,
    company: 'Comunidade Evangélica Vida',
    quote: 'Os stories animados mudaram o engajamento do nosso ministério de jovens.',
    rating: 4.5,
    avatarUrl: '/avatar-que-falhou.png',
  },
  render: ({ quote, rating, ...author }) => (
    <TestimonialCard.Root>
      <TestimonialCard.Rating value={rating} />
      <TestimonialCard.Quote>{quote}</TestimonialCard.Quote>
      <TestimonialCard.Author {...author} />
    </TestimonialCard.Root>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<TestimonialCardArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

/** A half star; the photo fails, so the initials show. */
export const HalfStarPhotoFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/avatar-que-falhou.png', () => new HttpResponse(null, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
    await expect(canvas.getByText(/^“Os stories animados/).tagName).toBe('BLOCKQUOTE');
    await expect(filled(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'half']);
    await expect(await canvas.findByText('AS')).toBeVisible();
    await expect(canvas.getByText('Líder de jovens · Comunidade Evangélica Vida')).toBeVisible();
  },
};

export const FiveStarsWithPhoto: Story = {
  args: { rating: 5, avatarUrl: '/media/avatars/anabeatriz.webp' },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
    await expect(filled(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'full']);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
    await expect(within(canvasElement).getByText('AS')).not.toBeVisible();
  },
};

/** Out-of-range ratings are clamped; no role or church: no subtitle line. */
export const NoRoleRatingClamped: Story = {
  args: { rating: 7, role: null, company: null, avatarUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
    await expect(canvas.queryByText(/·/)).toBeNull();
  },
};
