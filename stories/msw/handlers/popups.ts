import type { ActivePopupResponse, Popup } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';

/** What the popup handlers saw: every tracking call with its body. */
export interface PopupCallLog {
  active: string[];
  views: { id: string; body: unknown }[];
  clicks: { id: string; body: unknown }[];
  dismissals: unknown[];
}

export function newPopupLog(): PopupCallLog {
  return { active: [], views: [], clicks: [], dismissals: [] };
}

export const promoPopup = {
  id: 41,
  title: 'Semana da Família',
  content: '<p>Todas as artes de <strong>culto da família</strong> com 30% de desconto.</p>',
  imageUrl: null,
  buttonText: 'Ver artes',
  buttonUrl: 'https://www.example.com/familia',
  backgroundColor: null,
  textColor: null,
  buttonColor: null,
  buttonTextColor: null,
  buttonRadius: null,
  buttonWidth: null,
  position: 'center',
  size: 'medium',
  animation: 'fade',
  delay: 1,
} as unknown as Popup;

/** GET /api/popups/active answering `popup` for the named pages only, plus the tracking calls. */
export function popupHandlers(
  log: PopupCallLog,
  popup: Popup | null,
  options: { pages?: string[]; isExpirationPopup?: boolean } = {},
) {
  return [
    http.get('/api/popups/active', ({ request }) => {
      const url = new URL(request.url);
      const page = url.searchParams.get('currentPath') ?? '';
      log.active.push(page);
      const show = popup !== null && (!options.pages || options.pages.includes(page));
      const body: ActivePopupResponse = {
        hasActivePopup: show,
        popup: show ? popup : null,
        sessionId: url.searchParams.get('sessionId') ?? 'sessao-historia',
        isExpirationPopup: show && Boolean(options.isExpirationPopup),
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/popups/track-view/:id', async ({ params, request }) => {
      log.views.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/popups/track-click/:id', async ({ params, request }) => {
      log.clicks.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/popups/view', async ({ request }) => {
      log.dismissals.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
  ];
}
