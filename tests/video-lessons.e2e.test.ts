import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';

// Issue 19, video lessons: a designer_adm builds a course in /admin/gerenciar-cursos, the
// public /videoaulas lists it and plays its lesson, and a free account meets the premium
// lesson locked with the way to /planos. Browser → BFF → API → PGlite, the demo's accounts.
const DEMO_PASSWORD = 'demo12345';
const DESIGNER_ADM = 'designer-adm@demo.artegospel.com.br';
const FREE = 'usuario@demo.artegospel.com.br';

describe('video lessons journey', () => {
  const { stack, browser } = useJourney();

  async function signedIn(
    email: string | null,
    width = 1280,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (email) {
      const login = await context.request.post(`${stack.url}/api/login`, {
        data: { username: email, password: DEMO_PASSWORD, rememberMe: false },
      });
      expect(login.status(), await login.text()).toBe(200);
    }
    return { context, page: await context.newPage() };
  }

  async function saved(page: Page, path: RegExp, click: () => Promise<void>) {
    const answer = page.waitForResponse(
      (r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
    );
    await click();
    expect((await answer).status()).toBeLessThan(300);
  }

  it('designer_adm creates a course with lessons; it plays on /videoaulas; a free account finds the premium one locked', async () => {
    const stamp = Date.now();
    const courseTitle = `Canva para a igreja ${stamp}`;
    const freeLesson = `Cartaz de celebração ${stamp}`;
    const premiumLesson = `Stories da Santa Ceia ${stamp}`;

    // 1. The staff console.
    const staff = await signedIn(DESIGNER_ADM);
    await staff.page.goto(`${stack.url}/admin/gerenciar-cursos`);
    await staff.page.getByRole('heading', { level: 1, name: 'Gerenciar cursos' }).waitFor();
    const create = staff.page.getByRole('button', { name: /Novo curso|Criar o primeiro curso/ });
    await create.click();
    const courseDialog = staff.page.getByRole('dialog', { name: 'Novo curso' });
    await courseDialog.getByLabel('Título do curso').fill(courseTitle);
    await saved(staff.page, /^\/api\/admin\/courses$/, () =>
      courseDialog.getByRole('button', { name: 'Salvar curso' }).click(),
    );
    const course = staff.page.getByRole('listitem').filter({
      has: staff.page.getByRole('heading', { level: 2, name: courseTitle }),
    });
    await course.waitFor();

    for (const lesson of [
      { title: freeLesson, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', premium: false },
      { title: premiumLesson, url: 'https://cdn.example.com/aulas/ceia.mp4', premium: true },
    ]) {
      await course.getByRole('button', { name: 'Adicionar aula' }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Nova aula' });
      await dialog.getByLabel('Título da aula').fill(lesson.title);
      await dialog.getByLabel('Link do vídeo').fill(lesson.url);
      await dialog.getByLabel('Duração').fill('12:34');
      if (lesson.premium) await dialog.getByLabel(/Aula Premium/).check();
      await saved(staff.page, /^\/api\/admin\/lessons$/, () =>
        dialog.getByRole('button', { name: 'Salvar aula' }).click(),
      );
      await course.getByText(lesson.title, { exact: false }).waitFor();
    }
    await staff.context.close();

    // 2. The public list and the player, for a visitor.
    const visitor = await signedIn(null);
    await visitor.page.goto(`${stack.url}/videoaulas`);
    const section = visitor.page.getByRole('region', { name: courseTitle });
    await section.waitFor();
    expect(await section.getByRole('link').allTextContents()).toEqual([
      `1${freeLesson}Duração 12:34Grátis`,
      `2${premiumLesson}Duração 12:34Premium`,
    ]);
    // The lesson search ignores accents and case.
    await visitor.page
      .getByRole('searchbox', { name: 'Buscar videoaula' })
      .fill(`CELEBRACAO ${stamp}`);
    // Down from two lessons to one (strict: exactly one).
    await section.getByRole('link').nth(1).waitFor({ state: 'detached' });
    await section.getByRole('link').waitFor();
    await section.getByRole('link', { name: new RegExp(freeLesson) }).click();
    await visitor.page.getByRole('heading', { level: 1, name: freeLesson }).waitFor();
    const player = visitor.page.getByTitle(`Vídeo: ${freeLesson}`);
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    const lessonUrl = visitor.page.url();
    const csp = (await visitor.context.request.get(lessonUrl)).headers()['content-security-policy'];
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    await visitor.page.getByRole('link', { name: `Próxima aula: ${premiumLesson} →` }).click();
    await visitor.page.getByRole('heading', { level: 1, name: premiumLesson }).waitFor();
    await visitor.page.getByRole('link', { name: 'Já sou assinante: entrar' }).waitFor();
    const premiumUrl = visitor.page.url();
    await visitor.context.close();

    // 3. A free account: the premium lesson locked, the way to the plans, no video.
    const free = await signedIn(FREE, 390);
    await free.page.goto(premiumUrl);
    await free.page
      .getByRole('heading', { name: 'Videoaula exclusiva para assinantes Premium' })
      .waitFor();
    expect(await free.page.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe(
      '/planos',
    );
    expect(await free.page.locator('main video, main iframe').count()).toBe(0);
    const api = await free.context.request.get(
      `${stack.url}/api/video-lessons/${premiumUrl.split('/').pop()}`,
    );
    expect(await api.json()).toMatchObject({ locked: true, video: null });
    await free.context.close();
  });
});
