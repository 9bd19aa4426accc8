import {
  API_CONTRACT,
  ArtDetailSchema,
  DesignerProfileSchema,
  DesignerSummarySchema,
  DownloadResponseSchema,
  UserSchema,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

const PREMIUM_ART_MESSAGE =
  'Esta arte é exclusiva para assinantes Premium. Assine um plano para baixar.';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const ids: Record<string, number> = {};

const signedIn = (email: string) => signedInClient(app, email);

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  Object.assign(
    ids,
    await insertAccounts(db, [
      { name: 'Livre', username: 'livre' },
      {
        name: 'Assinante',
        username: 'assinante',
        email: 'premium@demo.org',
        nivelacesso: 'premium',
        tipoplano: 'mensal',
        dataexpiracao: '2099-01-01T00:00:00Z',
      },
      {
        name: 'Vencido',
        username: 'vencido',
        tipoplano: 'mensal',
        dataexpiracao: '2020-01-01T00:00:00Z',
      },
      { name: 'Davi Artes', username: 'davi', nivelacesso: 'designer', bio: 'Designer de igrejas' },
    ]),
  );
  const [category] = await insertNamed(db, 'categories', [{ name: 'Batismo', slug: 'batismo' }]);
  const [cartaz, stories] = await insertNamed(db, 'formats', [
    { name: 'Cartaz', slug: 'cartaz' },
    { name: 'Stories', slug: 'stories' },
  ]);
  const [canva] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const arts = Array.from({ length: 25 }, (_, i) => ({
    title: `Arte ${i + 1}`,
    search_text: `arte ${i + 1}`,
    image_url: `/media/arts/${i + 1}.webp`,
    category_id: category!,
    format_id: i === 1 ? stories! : cartaz!,
    file_type_id: canva!,
    group_id: i < 2 ? 'grupo-1' : null,
    designer_id: ids.davi!,
    is_premium: i === 2,
    is_visible: i !== 3,
    edit_url: `https://www.canva.com/design/DAGq${String(i + 1).padStart(7, '0')}/edit`,
    download_url: `/media/arts/${i + 1}.webp`,
  }));
  const rows = await db.insertInto('arts').values(arts).returning('id').execute();
  rows.forEach((row, i) => {
    ids[`art${i + 1}`] = row.id;
  });
});
afterAll(async () => {
  await handle?.close();
});

describe('GET /api/arts/:id', () => {
  it('gives the art page data with the other formats of its group and counts the view', async () => {
    const res = await testClient(app).call('GET', `/api/arts/${ids.art1}`);
    expect(res.status).toBe(200);
    const detail = v.parse(ArtDetailSchema, res.body);
    expect(detail.art.title).toBe('Arte 1');
    expect(detail.formatName).toBe('Cartaz');
    expect(detail.categorySlug).toBe('batismo');
    expect(detail.otherFormats.map((a) => a.title)).toEqual(['Arte 2']);
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.map((a) => a.id)).not.toContain(ids.art1);
    expect(detail.art.designer?.username).toBe('davi');
    expect(detail).toMatchObject({ isFavorite: false, isSaved: false });
    const again = v.parse(
      ArtDetailSchema,
      (await testClient(app).call('GET', `/api/arts/${ids.art1}`)).body,
    );
    expect(again.art.viewCount).toBe(detail.art.viewCount + 1);
  });
  it('counts one view per visitor (account, else address) per art per day', async () => {
    const viewCount = async (client: ReturnType<typeof testClient>) =>
      v.parse(ArtDetailSchema, (await client.call('GET', `/api/arts/${ids.art6}`)).body).art
        .viewCount;
    const visitor = testClient(app, '10.88.0.1');
    const first = await viewCount(visitor);
    for (let i = 0; i < 5; i += 1) expect(await viewCount(visitor)).toBe(first);
    expect(await viewCount(testClient(app, '10.88.0.2'))).toBe(first + 1);
    const user = await signedIn('livre@demo.org');
    expect(await viewCount(user)).toBe(first + 2);
    expect(await viewCount(user)).toBe(first + 2);
  });
  it('answers 404 for a hidden or unknown art and 400 for a bad id', async () => {
    expect((await testClient(app).call('GET', `/api/arts/${ids.art4}`)).status).toBe(404);
    expect((await testClient(app).call('GET', '/api/arts/999999')).body).toEqual({
      message: 'Arte não encontrada',
    });
    expect((await testClient(app).call('GET', '/api/arts/abc')).status).toBe(400);
  });
});

describe('downloads', () => {
  it('asks visitors to log in', async () => {
    expect((await testClient(app).call('POST', `/api/arts/${ids.art1}/download`)).status).toBe(401);
  });
  it('keeps premium arts for premium accounts, also when a plan has expired', async () => {
    for (const email of ['livre@demo.org', 'vencido@demo.org']) {
      const res = await (await signedIn(email)).call('POST', `/api/arts/${ids.art3}/download`);
      expect(res, email).toMatchObject({ status: 403, body: { message: PREMIUM_ART_MESSAGE } });
    }
    const premium = await (await signedIn('premium@demo.org')).call(
      'POST',
      `/api/arts/${ids.art3}/download`,
    );
    expect(v.parse(DownloadResponseSchema, premium.body)).toMatchObject({
      downloadLimit: null,
      editUrl: expect.stringContaining('canva.com'),
    });
  });
  it('gives a free account 10 downloads a month, then a clear message', async () => {
    const free = await signedIn('livre@demo.org');
    const counts: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await free.call('POST', `/api/arts/${ids[`art${5 + i}`]}/download`);
      counts.push(v.parse(DownloadResponseSchema, res.body).downloadsUsed);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const over = await free.call('POST', `/api/arts/${ids.art20}/download`);
    expect(over).toMatchObject({
      status: 403,
      body: {
        message:
          'Você atingiu o limite de 10 downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.',
      },
    });
    const list = await free.call('GET', '/api/downloads');
    const downloads = v.parse(API_CONTRACT['GET /api/downloads'].response, list.body);
    expect(downloads).toHaveLength(10);
    expect(downloads[0]?.art.title).toBe('Arte 14');
    const stats = await free.call('GET', '/api/users/stats');
    expect(stats.body).toMatchObject({ totalDownloads: 10 });
  });
  it('counts downloads on the art', async () => {
    const detail = v.parse(
      ArtDetailSchema,
      (await testClient(app).call('GET', `/api/arts/${ids.art5}`)).body,
    );
    expect(detail.art.downloadCount).toBe(1);
  });
});

describe('favourites and saves', () => {
  it('toggles a favourite and lists it; a free account stops at 20', async () => {
    const free = await signedIn('vencido@demo.org');
    const on = await free.call('POST', `/api/arts/${ids.art1}/favorite`);
    expect(on.body).toEqual({ success: true, active: true, count: 1 });
    expect((await free.call('POST', `/api/arts/${ids.art1}/favorite`)).body).toEqual({
      success: true,
      active: true,
      count: 1,
    });
    const list = await free.call('GET', '/api/favorites');
    expect(
      (list.body as unknown as { arts: Array<{ title: string }> }).arts.map((a) => a.title),
    ).toEqual(['Arte 1']);
    expect(
      v.parse(ArtDetailSchema, (await free.call('GET', `/api/arts/${ids.art1}`)).body).isFavorite,
    ).toBe(true);
    expect((await free.call('DELETE', `/api/arts/${ids.art1}/favorite`)).body).toEqual({
      success: true,
      active: false,
      count: 0,
    });
    for (let i = 1; i <= 20; i += 1) {
      if (i === 4) continue; // hidden
      await free.call('POST', `/api/arts/${ids[`art${i}`]}/favorite`);
    }
    await free.call('POST', `/api/arts/${ids.art21}/favorite`);
    const over = await free.call('POST', `/api/arts/${ids.art22}/favorite`);
    expect(over.status).toBe(403);
    expect(over.body.message).toContain('limite de 20 favoritas');
    const premium = await signedIn('premium@demo.org');
    for (let i = 5; i <= 25; i += 1)
      await premium.call('POST', `/api/arts/${ids[`art${i}`]}/favorite`);
    expect((await premium.call('GET', '/api/users/stats')).body).toMatchObject({
      totalFavorites: 21,
    });
  });
  it('saves without a limit', async () => {
    const free = await signedIn('livre@demo.org');
    expect((await free.call('POST', `/api/arts/${ids.art2}/save`)).body).toEqual({
      success: true,
      active: true,
      count: 1,
    });
    expect(
      ((await free.call('GET', '/api/saved')).body as unknown as { totalCount: number }).totalCount,
    ).toBe(1);
  });

  it('lists saves newest first, and two saved in the same instant the newer art first', async () => {
    const subscriber = await signedIn('premium@demo.org');
    for (const art of [ids.art5, ids.art6, ids.art7]) {
      await subscriber.call('POST', `/api/arts/${art}/save`);
    }
    const at = (art: number | undefined, instant: string) =>
      handle.db
        .updateTable('saved_arts')
        .set({ created_at: new Date(instant) })
        .where('user_id', '=', ids.assinante!)
        .where('art_id', '=', art!)
        .execute();
    await at(ids.art5, '2026-11-30T12:00:00Z');
    await at(ids.art6, '2026-11-30T12:00:00Z');
    await at(ids.art7, '2026-11-30T12:00:01Z');
    const saved = await subscriber.call<{ arts: Array<{ id: number }> }>('GET', '/api/saved');
    expect(saved.body.arts.map((art) => art.id)).toEqual([ids.art7, ids.art6, ids.art5]);
  });
});

describe('designers and follows', () => {
  it('lists designers and shows a profile with arts', async () => {
    const list = v.parse(
      v.array(DesignerSummarySchema),
      (await testClient(app).call('GET', '/api/designers')).body,
    );
    expect(list).toEqual([
      expect.objectContaining({ username: 'davi', artCount: 24, followers: 0 }),
    ]);
    const profile = v.parse(
      DesignerProfileSchema,
      (await testClient(app).call('GET', '/api/designers/davi')).body,
    );
    expect(profile).toMatchObject({ designer: { bio: 'Designer de igrejas' }, isFollowing: false });
    const arts = await testClient(app).call('GET', '/api/designers/davi/arts?limit=5');
    expect(v.parse(API_CONTRACT['GET /api/arts'].response, arts.body).totalCount).toBe(24);
    expect((await testClient(app).call('GET', '/api/designers/ninguem')).status).toBe(404);
    expect((await testClient(app).call('GET', '/api/designers/livre')).status).toBe(404);
  });
  it('follows and unfollows', async () => {
    const fan = await signedIn('livre@demo.org');
    expect((await fan.call('POST', '/api/designers/davi/follow')).body).toEqual({
      success: true,
      following: true,
    });
    expect(
      v.parse(DesignerProfileSchema, (await fan.call('GET', '/api/designers/davi')).body)
        .isFollowing,
    ).toBe(true);
    expect((await fan.call<unknown[]>('GET', '/api/following')).body.length).toBe(1);
    await fan.call('DELETE', '/api/designers/davi/follow');
    expect((await fan.call<unknown[]>('GET', '/api/following')).body.length).toBe(0);
    const self = await signedIn('davi@demo.org');
    expect((await self.call('POST', '/api/designers/davi/follow')).status).toBe(400);
  });
  it('lists follows newest first, and two followed in the same instant the newer account first', async () => {
    const designers = await insertAccounts(handle.db, [
      { name: 'Ana Artes', username: 'ana-artes', nivelacesso: 'designer' },
      { name: 'Bia Artes', username: 'bia-artes', nivelacesso: 'designer' },
      { name: 'Caio Artes', username: 'caio-artes', nivelacesso: 'designer' },
    ]);
    const fan = await signedIn('vencido@demo.org');
    for (const username of ['ana-artes', 'bia-artes', 'caio-artes']) {
      expect((await fan.call('POST', `/api/designers/${username}/follow`)).status).toBe(200);
    }
    const at = (username: string, instant: string) =>
      handle.db
        .updateTable('follows')
        .set({ created_at: new Date(instant) })
        .where('follower_id', '=', ids.vencido!)
        .where('designer_id', '=', designers[username]!)
        .execute();
    await at('ana-artes', '2026-11-30T12:00:00Z');
    await at('bia-artes', '2026-11-30T12:00:00Z');
    await at('caio-artes', '2026-11-29T12:00:00Z');
    const followed = await fan.call<Array<{ username: string }>>('GET', '/api/following');
    expect(followed.body.map((designer) => designer.username)).toEqual([
      'bia-artes',
      'ana-artes',
      'caio-artes',
    ]);
  });
});

describe('profile', () => {
  it('updates the profile and changes the password', async () => {
    const user = await signedIn('davi@demo.org');
    const updated = await user.call('PUT', '/api/profile', {
      name: 'Davi Souza',
      phone: '+5511999990000',
    });
    expect(v.parse(UserSchema, updated.body)).toMatchObject({
      name: 'Davi Souza',
      phone: '+5511999990000',
      // The answer is the whole account user: the panel keeps its email-proof notice.
      emailVerified: expect.any(Boolean),
      pendingPurchase: false,
    });
    expect((await user.call('PUT', '/api/profile', { name: 'D' })).body).toEqual({
      message: 'O nome deve ter pelo menos 2 caracteres',
    });
    const other = await signedIn('davi@demo.org');
    const wrong = await user.call('POST', '/api/profile/password', {
      currentPassword: 'errada',
      newPassword: 'nova12345',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'A senha atual está incorreta.' },
    });
    const ok = await user.call('POST', '/api/profile/password', {
      currentPassword: 'demo12345',
      newPassword: 'nova12345',
    });
    expect(ok.status).toBe(200);
    expect((await user.call('GET', '/api/user')).status).toBe(200);
    expect((await other.call('GET', '/api/user')).status).toBe(401);
    expect(
      (
        await testClient(app).call('POST', '/api/login', {
          username: 'davi@demo.org',
          password: 'nova12345',
        })
      ).status,
    ).toBe(200);
  });
});
