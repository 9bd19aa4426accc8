import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SocialGrowthPage } from '../../../site/src/features/social-growth/components/social-growth-page';
import { toastQueue } from '../../../site/src/lib/toast';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Crescimento Social/SocialGrowthPage',
  component: SocialGrowthPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/crescimento-social' },
  beforeEach() {
    toastQueue.items = [];
  },
} satisfies Meta<typeof SocialGrowthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeekSizesAndCaptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crescimento Social' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Em breve')).toBeNull();
    // A week, domingo to sábado, each with a search of the gallery.
    const week = within(canvas.getByRole('region', { name: 'Uma semana de postagens' }));
    const days = week.getAllByRole('article');
    await expect(days).toHaveLength(7);
    const friday = within(week.getByRole('article', { name: 'Convite para domingo' }));
    await expect(friday.getByText('Sexta-feira')).toBeVisible();
    await expect(
      within(friday.getByRole('list', { name: 'Tamanhos' })).getByText('Post para feed 4:5'),
    ).toBeVisible();
    await expect(friday.getByRole('link', { name: 'Ver artes: convite' })).toHaveAttribute(
      'href',
      '/artes?search=convite',
    );
    await expect(week.getByRole('link', { name: 'Calendário Gospel' })).toHaveAttribute(
      'href',
      '/calendario-gospel',
    );
    // The catalogue's own sizes.
    const sizes = within(canvas.getByRole('region', { name: 'O tamanho certo em cada rede' }));
    await expect(
      sizes.getByRole('row', { name: /Stories e status do WhatsApp/ }),
    ).toHaveTextContent('Stories 9:16: 1080 × 1920 px');
    await expect(
      sizes.getByRole('row', { name: /Feed do Instagram e do Facebook/ }),
    ).toHaveTextContent('Post para feed 4:5: 1080 × 1350 px; Post para feed 1:1: 1080 × 1080 px');
  },
};

// The church's name goes into every caption; 'Copiar legenda' copies it and says so.
export const CopiesACaption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const captions = within(canvas.getByRole('region', { name: 'Legendas prontas' }));
    const invite = within(captions.getByRole('article', { name: 'Convite para o culto' }));
    await expect(invite.getByText(/^Nossa igreja convida você/)).toBeVisible();
    await userEvent.type(captions.getByLabelText('Nome da sua igreja'), 'Igreja Batista Central');
    const text =
      'Igreja Batista Central convida você: neste domingo tem culto! Venha adorar a Deus com a gente e traga a sua família.';
    await expect(invite.getByText(text)).toBeVisible();
    await expect(captions.getAllByText(/Igreja Batista Central/)).toHaveLength(5);
    await expect(invite.getByRole('link', { name: 'Enviar no WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    );
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(invite.getByRole('button', { name: 'Copiar legenda' }));
      await expect(writeText).toHaveBeenCalledWith(text);
      await waitFor(() =>
        expect(toastQueue.items.map((item) => item.title)).toContain('Legenda copiada!'),
      );
    } finally {
      writeText.mockRestore();
    }
  },
};

export const Phone390: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
