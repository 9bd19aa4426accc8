import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

const as = (level: string) => signedInClient(app, `${level}@demo.org`);

const lesson = (courseId: number, extra: Record<string, unknown> = {}) => ({
  courseId,
  title: 'Cartaz de culto no Canva',
  description: 'Do zero ao cartaz pronto para o Instagram.',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  durationSeconds: 754,
  ...extra,
});

async function auditActions() {
  const rows = await handle.db
    .selectFrom('audit_log')
    .select(['action', 'actor_level', 'target_type', 'target_id'])
    .orderBy('id')
    .execute();
  return rows;
}

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {} });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
});
afterAll(async () => {
  await handle?.close();
});

describe('video lessons: who may write them', () => {
  it('lets admin and designer_adm in, and answers 401 and 403 to everyone else', async () => {
    const calls = [
      ['GET', '/api/admin/courses', undefined],
      ['POST', '/api/admin/courses', { title: 'Curso' }],
      ['PUT', '/api/admin/courses/1', { title: 'Curso' }],
      ['DELETE', '/api/admin/courses/1', undefined],
      ['PUT', '/api/admin/courses/order', { ids: [1] }],
      ['PUT', '/api/admin/courses/1/lessons/order', { ids: [1] }],
      ['POST', '/api/admin/lessons', lesson(1)],
      ['PUT', '/api/admin/lessons/1', lesson(1)],
      ['DELETE', '/api/admin/lessons/1', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await testClient(app).call(method, path, body)).status, `${method} ${path}`).toBe(
        401,
      );
    }
    for (const level of ['usuario', 'premium', 'designer', 'suporte']) {
      const client = await as(level);
      for (const [method, path, body] of calls) {
        expect((await client.call(method, path, body)).status, `${level} ${method} ${path}`).toBe(
          403,
        );
      }
    }
    for (const level of ['admin', 'designer_adm']) {
      const res = await (await as(level)).call('GET', '/api/admin/courses');
      expect(res.status, level).toBe(200);
    }
  });
});

describe('courses and lessons', () => {
  it('are written, audited, listed in order and played by the public pages', async () => {
    const staff = await as('designer_adm');
    const course = await staff.call<{ id: number }>('POST', '/api/admin/courses', {
      title: 'Canva para igrejas',
      description: 'Artes de culto passo a passo.',
    });
    expect(course.status).toBe(201);
    const courseId = course.body.id;
    const first = await staff.call<{ id: number }>('POST', '/api/admin/lessons', lesson(courseId));
    const second = await staff.call<{ id: number }>(
      'POST',
      '/api/admin/lessons',
      lesson(courseId, {
        title: 'Vídeo de aviso em MP4',
        videoUrl: 'https://cdn.example.com/aulas/aviso.mp4',
        sortOrder: 1,
        isPremium: true,
      }),
    );
    expect([first.status, second.status]).toEqual([201, 201]);

    const list = await testClient(app).call('GET', '/api/video-lessons');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      courses: [
        {
          id: courseId,
          title: 'Canva para igrejas',
          description: 'Artes de culto passo a passo.',
          sortOrder: 0,
          lessons: [
            {
              id: first.body.id,
              courseId,
              title: 'Cartaz de culto no Canva',
              description: 'Do zero ao cartaz pronto para o Instagram.',
              durationSeconds: 754,
              isPremium: false,
              sortOrder: 0,
            },
            {
              id: second.body.id,
              courseId,
              title: 'Vídeo de aviso em MP4',
              description: 'Do zero ao cartaz pronto para o Instagram.',
              durationSeconds: 754,
              isPremium: true,
              sortOrder: 1,
            },
          ],
        },
      ],
    });

    const page = await testClient(app).call('GET', `/api/video-lessons/${first.body.id}`);
    expect(page.body).toMatchObject({
      locked: false,
      video: {
        kind: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      course: { id: courseId, title: 'Canva para igrejas' },
      previousLesson: null,
      nextLesson: { id: second.body.id, title: 'Vídeo de aviso em MP4' },
    });

    // The premium lesson: locked for a visitor and a free account, played for premium.
    for (const client of [testClient(app), await as('usuario')]) {
      const locked = await client.call('GET', `/api/video-lessons/${second.body.id}`);
      expect(locked.body).toMatchObject({ locked: true, video: null });
    }
    const premium = await (await as('premium')).call('GET', `/api/video-lessons/${second.body.id}`);
    expect(premium.body).toMatchObject({
      locked: false,
      video: { kind: 'mp4', src: 'https://cdn.example.com/aulas/aviso.mp4' },
      previousLesson: { id: first.body.id, title: 'Cartaz de culto no Canva' },
      nextLesson: null,
    });

    // Reorder: the second lesson first.
    const reordered = await staff.call('PUT', `/api/admin/courses/${courseId}/lessons/order`, {
      ids: [second.body.id, first.body.id],
    });
    expect(reordered.status).toBe(200);
    const after = await testClient(app).call<{ courses: { lessons: { id: number }[] }[] }>(
      'GET',
      '/api/video-lessons',
    );
    expect(after.body.courses[0]?.lessons.map((l) => l.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    // A list that is not exactly the course's lessons changes nothing.
    for (const ids of [[first.body.id], [first.body.id, second.body.id, 999]]) {
      const wrong = await staff.call('PUT', `/api/admin/courses/${courseId}/lessons/order`, {
        ids,
      });
      expect(wrong.status, JSON.stringify(ids)).toBe(409);
    }

    // Edit, then delete the course: its lessons go with it.
    const edited = await staff.call('PUT', `/api/admin/lessons/${first.body.id}`, {
      ...lesson(courseId),
      title: 'Cartaz de culto (revisado)',
    });
    expect(edited.status).toBe(200);
    expect((await staff.call('DELETE', `/api/admin/courses/${courseId}`)).status).toBe(200);
    expect((await testClient(app).call('GET', '/api/video-lessons')).body).toEqual({ courses: [] });
    expect((await testClient(app).call('GET', `/api/video-lessons/${first.body.id}`)).status).toBe(
      404,
    );

    expect(await auditActions()).toEqual([
      {
        action: 'course.create',
        actor_level: 'designer_adm',
        target_type: 'courses',
        target_id: String(courseId),
      },
      {
        action: 'lesson.create',
        actor_level: 'designer_adm',
        target_type: 'lessons',
        target_id: String(first.body.id),
      },
      {
        action: 'lesson.create',
        actor_level: 'designer_adm',
        target_type: 'lessons',
        target_id: String(second.body.id),
      },
      {
        action: 'lesson.reorder',
        actor_level: 'designer_adm',
        target_type: 'courses',
        target_id: String(courseId),
      },
      {
        action: 'lesson.update',
        actor_level: 'designer_adm',
        target_type: 'lessons',
        target_id: String(first.body.id),
      },
      {
        action: 'course.delete',
        actor_level: 'designer_adm',
        target_type: 'courses',
        target_id: String(courseId),
      },
    ]);
  });

  it('reorders the courses', async () => {
    const staff = await as('admin');
    const a = await staff.call<{ id: number }>('POST', '/api/admin/courses', { title: 'Curso A' });
    const b = await staff.call<{ id: number }>('POST', '/api/admin/courses', { title: 'Curso B' });
    expect(
      (await staff.call('PUT', '/api/admin/courses/order', { ids: [b.body.id, a.body.id] })).status,
    ).toBe(200);
    const list = await staff.call<{ courses: { title: string; sortOrder: number }[] }>(
      'GET',
      '/api/admin/courses',
    );
    expect(list.body.courses.map((c) => [c.title, c.sortOrder])).toEqual([
      ['Curso B', 0],
      ['Curso A', 1],
    ]);
    expect(
      (await staff.call('PUT', '/api/admin/courses/order', { ids: [a.body.id, a.body.id] })).status,
    ).toBe(400);
  });
});

describe('what a lesson may hold', () => {
  it('takes only YouTube, Vimeo or MP4 over http(s), with bounded fields', async () => {
    const staff = await as('admin');
    const { body } = await staff.call<{ id: number }>('POST', '/api/admin/courses', {
      title: 'Limites',
    });
    for (const videoUrl of [
      'https://vimeo.com/76979871',
      'http://cdn.example.com/aula.mp4',
      'https://youtu.be/dQw4w9WgXcQ',
    ]) {
      const res = await staff.call('POST', '/api/admin/lessons', lesson(body.id, { videoUrl }));
      expect(res.status, videoUrl).toBe(201);
    }
    for (const videoUrl of [
      'javascript:alert(1)',
      'ftp://cdn.example.com/aula.mp4',
      'https://example.com/pagina.html',
      `https://cdn.example.com/${'a'.repeat(600)}.mp4`,
      '',
    ]) {
      const res = await staff.call('POST', '/api/admin/lessons', lesson(body.id, { videoUrl }));
      expect(res.status, videoUrl).toBe(400);
      expect(typeof (res.body as { message: unknown }).message).toBe('string');
    }
    const bad = [
      { title: 'x'.repeat(151) },
      { title: 'ab' },
      { description: 'x'.repeat(2001) },
      { durationSeconds: 0 },
      { durationSeconds: 36_001 },
      { durationSeconds: 1.5 },
      { sortOrder: -1 },
      { isPremium: 'sim' },
      { courseId: 0 },
    ];
    for (const extra of bad) {
      const res = await staff.call('POST', '/api/admin/lessons', lesson(body.id, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const res = await staff.call('POST', '/api/admin/lessons', lesson(999_999));
    expect(res).toMatchObject({ status: 404, body: { message: 'Curso não encontrado' } });
    expect(
      (await staff.call('POST', '/api/admin/courses', { title: 'x'.repeat(121) })).status,
    ).toBe(400);
    expect(
      (await staff.call('PUT', '/api/admin/courses/order', { ids: Array(501).fill(1) })).status,
    ).toBe(400);
    expect((await testClient(app).call('GET', '/api/video-lessons/abc')).status).toBe(400);
  });
});
