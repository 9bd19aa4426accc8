import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialogHost } from '../../../site/src/components/report-dialog/report-dialog';
import { openReportDialog } from '../../../site/src/components/report-dialog/report-dialog-state';
import { sessionHandlers } from '../../msw/handlers/session';
import { heldResponse } from '../../msw/held-response';
import { openedDialog } from '../../support/dialog';
import { choose } from '../support/choose';
import { withSite } from '../support/site-story';

function Opened() {
  useEffect(() => openReportDialog(), []);
  return <ReportDialogHost />;
}

const meta = {
  title: 'Site/Shell/ReportDialog',
  component: Opened,
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Opened>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await openedDialog('Reportar problema'));

async function fill(d: ReturnType<typeof within>) {
  // The type is a ui Select: a combobox whose listbox lives in a portal.
  await choose(
    document.body,
    'Tipo de problema',
    'Arte com erro — Problemas técnicos, como links quebrados ou imagem corrompida.',
  );
  await userEvent.type(d.getByLabelText('Título'), 'Imagem cortada');
  await userEvent.type(d.getByLabelText('Descrição'), 'A arte aparece cortada no topo.');
}

export const Anonymous: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
  play: async () => {
    const d = await dialog();
    await expect(d.getByLabelText('Email (opcional)')).toBeVisible();
    await expect(d.getByLabelText('WhatsApp (opcional)')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Enviar relatório' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Selecione um tipo de problema');
    await expect(d.getByText('O título deve ter no mínimo 5 caracteres')).toBeVisible();
    await expect(d.getByText('A descrição deve ter no mínimo 10 caracteres')).toBeVisible();
  },
};

export const SignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'));
  },
  play: async () => {
    const d = await dialog();
    await d.findByText('Usuário identificado');
    await expect(d.queryByLabelText('Email (opcional)')).toBeNull();
  },
};

const report = heldResponse();

export const SubmittingThenSuccess: Story = {
  beforeEach({ msw }) {
    report.reset();
    msw.use(
      ...sessionHandlers('visitor'),
      http.post('/api/reports-v2', async () => {
        await report.wait();
        return HttpResponse.json({ success: true, id: 7 }, { status: 201 });
      }),
    );
  },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Enviar relatório' }));
    await expect(await d.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    report.release();
    await expect(await d.findByRole('status')).toHaveTextContent('Enviado com sucesso!');
    // It closes by itself after 2 s (§9).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.post('/api/reports-v2', () => HttpResponse.json({}, { status: 500 })),
    );
  },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Enviar relatório' }));
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent('Erro ao enviar relatório de problema');
    await expect(d.getByLabelText('Título')).toHaveValue('Imagem cortada');
  },
};

export const WrongFileType: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
  play: async () => {
    const d = await dialog();
    const file = new File(['x'], 'planilha.xlsx', { type: 'application/vnd.ms-excel' });
    await userEvent.upload(d.getByLabelText('Evidência (opcional)'), file, { applyAccept: false });
    await d.findByText('Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.');
    await userEvent.click(d.getByRole('button', { name: 'Remover arquivo' }));
    await expect(d.getByLabelText('Evidência (opcional)')).toHaveValue('');
  },
};
