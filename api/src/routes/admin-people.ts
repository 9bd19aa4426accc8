import {
  AdminReportsQuerySchema,
  AdminUsersQuerySchema,
  PremiumGrantBodySchema,
  ReportUpdateBodySchema,
  STAFF_ROLES,
  UserLevelBodySchema,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { auditedChange, recordAudit, rowSnapshot } from '../admin/audit';
import {
  findEvidence,
  hideArt,
  listReports,
  reportedArt,
  updateReport,
} from '../admin/reports-repository';
import { adminSummary } from '../admin/summary';
import {
  applyUserChange,
  endAllSessions,
  findUserForStaff,
  grantSummary,
  manualGrantChange,
  searchUsers,
  setAccessLevel,
} from '../admin/users-repository';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import { sendVerificationEmail } from '../auth/verification-email';
import { fileStorage } from '../storage/storage';
import { validate } from '../validation';
import { IdParam, RowId } from './admin-params';

// Staff endpoints for people (issue 19): users, problem reports, the admin home's summary.
// Listed in api/README.md (Staff endpoints); every change is audited in its transaction.

const { support: SUPPORT, admins: ADMINS, userManagers: MANAGERS } = STAFF_ROLES;

const EvidenceParam = v.object({ id: RowId, evidenceId: RowId });

const USER_NOT_FOUND = { message: 'Usuário não encontrado' };
const REPORT_NOT_FOUND = { message: 'Denúncia não encontrada' };
export const SELF_DEMOTION_MESSAGE =
  'Você não pode mudar o seu próprio nível de acesso: peça a outro administrador.';
export const REPORT_WITHOUT_ART_MESSAGE = 'Esta denúncia não indica uma arte.';
export const ALREADY_VERIFIED_MESSAGE = 'O e-mail desta conta já está verificado.';

export function adminPeopleRoutes(options: { evidenceDir: string }) {
  const app = new Hono<AppEnv>();
  const evidence = fileStorage(options.evidenceDir);

  // Users: admin and designer_adm read them and give premium by hand; the level is admin's.
  app.get('/users', requireLevel(MANAGERS), validate('query', AdminUsersQuerySchema), async (c) =>
    c.json(await searchUsers(c.var.db, c.req.valid('query'))),
  );

  app.put(
    '/users/:id/level',
    requireLevel(ADMINS),
    validate('param', IdParam),
    validate('json', UserLevelBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      // An admin lowering themself could leave the site with no admin.
      if (id === c.var.user.id) return c.json({ message: SELF_DEMOTION_MESSAGE }, 409);
      const { nivelacesso } = c.req.valid('json');
      const found = await auditedChange(c.var.db, c.var.user, 'users', id, 'user.level', (db) =>
        setAccessLevel(db, id, nivelacesso),
      );
      return found ? c.json({ success: true }) : c.json(USER_NOT_FOUND, 404);
    },
  );

  app.post(
    '/users/:id/premium',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', PremiumGrantBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const grant = c.req.valid('json');
      if (grant.mode === 'until' && new Date(grant.until).getTime() <= Date.now())
        return c.json({ message: 'Escolha uma data final no futuro' }, 400);
      const found = await c.var.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['nivelacesso', 'dataexpiracao'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!user) return false;
        const before = await rowSnapshot(trx, 'users', id);
        await applyUserChange(trx, id, manualGrantChange(user, grant, new Date()));
        await recordAudit(trx, c.var.user, {
          action: 'user.premium.grant',
          targetType: 'users',
          targetId: id,
          summary: grantSummary(grant),
          before,
          after: await rowSnapshot(trx, 'users', id),
        });
        return true;
      });
      return found ? c.json({ success: true }) : c.json(USER_NOT_FOUND, 404);
    },
  );

  app.post(
    '/users/:id/verification-email',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    async (c) => {
      const user = await findUserForStaff(c.var.db, c.req.valid('param').id);
      if (!user) return c.json(USER_NOT_FOUND, 404);
      if (user.email_verified) return c.json({ message: ALREADY_VERIFIED_MESSAGE }, 409);
      await sendVerificationEmail(c, user);
      await recordAudit(c.var.db, c.var.user, {
        action: 'user.verification.resend',
        targetType: 'users',
        targetId: user.id,
        summary: `Verificação reenviada para ${user.email}`,
      });
      return c.json({ success: true, message: 'E-mail de verificação reenviado' });
    },
  );

  app.delete(
    '/users/:id/sessions',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const ended = await c.var.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!user) return null;
        const count = await endAllSessions(trx, id);
        await recordAudit(trx, c.var.user, {
          action: 'user.sessions.end',
          targetType: 'users',
          targetId: id,
          summary: `${count} ${count === 1 ? 'sessão encerrada' : 'sessões encerradas'}`,
        });
        return count;
      });
      return ended === null ? c.json(USER_NOT_FOUND, 404) : c.json({ success: true, ended });
    },
  );

  // Reports: support too (platform §6.3 leaves suporte /admin, where the queue is).
  app.get(
    '/reports',
    requireLevel(SUPPORT),
    validate('query', AdminReportsQuerySchema),
    async (c) => c.json(await listReports(c.var.db, c.req.valid('query'))),
  );

  app.patch(
    '/reports/:id',
    requireLevel(SUPPORT),
    validate('param', IdParam),
    validate('json', ReportUpdateBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const change = c.req.valid('json');
      const action = change.status ? 'report.status' : 'report.note';
      const found = await auditedChange(c.var.db, c.var.user, 'problem_reports', id, action, (db) =>
        updateReport(db, id, change),
      );
      return found ? c.json({ success: true }) : c.json(REPORT_NOT_FOUND, 404);
    },
  );

  // 'Despublicar arte' from a report: the art named by the report only, so support can act
  // on what was reported without the arts editor.
  app.post(
    '/reports/:id/unpublish-art',
    requireLevel(SUPPORT),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const report = await reportedArt(c.var.db, id);
      if (!report) return c.json(REPORT_NOT_FOUND, 404);
      const artId = report.artId;
      if (artId === null) return c.json({ message: REPORT_WITHOUT_ART_MESSAGE }, 409);
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'arts',
        artId,
        'art.unpublish',
        (db) => hideArt(db, artId),
      );
      return found ? c.json({ success: true }) : c.json({ message: 'Arte não encontrada' }, 404);
    },
  );

  app.get(
    '/reports/:id/evidence/:evidenceId',
    requireLevel(SUPPORT),
    validate('param', EvidenceParam),
    async (c) => {
      const { id, evidenceId } = c.req.valid('param');
      const row = await findEvidence(c.var.db, id, evidenceId);
      const bytes = row ? await evidence.read(row.stored_name) : null;
      if (!row || !bytes) return c.json({ message: 'Arquivo não encontrado' }, 404);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': row.mime_type,
        'Content-Disposition': `inline; filename="evidencia-${evidenceId}${row.stored_name.slice(row.stored_name.lastIndexOf('.'))}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      });
    },
  );

  // The admin home: each level gets what it may see.
  app.get('/summary', requireLevel(SUPPORT), async (c) =>
    c.json(await adminSummary(c.var.db, c.var.user.nivelacesso)),
  );
  return app;
}
