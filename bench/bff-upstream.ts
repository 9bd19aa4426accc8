import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The upstream of the BFF benchmark: one 2 KB JSON answer, as a category list would be.
const payload = JSON.stringify({
  arts: Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    title: `Culto de Jovens ${i + 1}`,
    imageUrl: `/media/arts/${i + 1}.webp`,
    isPremium: i % 3 === 0,
    downloadCount: 100 + i,
  })),
  totalCount: 5000,
}).padEnd(2048, ' ');

const app = new Hono();
app.get('/api/bench', (c) => c.body(payload, 200, { 'Content-Type': 'application/json' }));
const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.send?.('ready'));
