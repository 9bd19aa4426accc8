import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import type { AppEnv } from './app-env';
import type { Database } from './db/schema';
import { artesRoutes, artsRoutes, suggestionsRoutes } from './routes/arts';
import { categoriesRoutes, categoryBySlugRoutes } from './routes/categories';
import { referenceRoutes } from './routes/reference';

export interface ApiDeps {
  db: Kysely<Database>;
  log?: (entry: Record<string, unknown>) => void;
}

/** The reference API. Dependencies are injected so tests pass their own database. */
export function createApp(deps: ApiDeps) {
  const log = deps.log ?? ((entry) => console.error(JSON.stringify(entry)));
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    await next();
  });

  app.route('/api/categories', categoriesRoutes());
  app.route('/api/categorias/slug', categoryBySlugRoutes());
  app.route('/api/arts', artsRoutes());
  app.route('/api/artes', artesRoutes());
  app.route('/api/search/suggestions', suggestionsRoutes());
  app.route('/api', referenceRoutes());

  app.notFound((c) => c.json({ message: 'Recurso não encontrado' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Requisição inválida' }, error.status);
    }
    // Never a stack trace to the client; the log keeps it.
    log({
      level: 'error',
      msg: 'unhandled',
      path: c.req.path,
      error: String(error?.stack ?? error),
    });
    return c.json({ message: 'Erro interno do servidor. Tente novamente mais tarde.' }, 500);
  });
  return app;
}
