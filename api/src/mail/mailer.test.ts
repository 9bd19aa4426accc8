import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import type { DatabaseHandle } from '../db/database';
import { createMailer, type Email } from './mailer';

describe('mailer', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const email: Email = { to: 'ana@igreja.org', subject: 'Código', text: 'Seu código é 123456' };

  it('keeps the body in the outbox only without SMTP, and says so at start', async () => {
    const logged: Array<Record<string, unknown>> = [];
    await createMailer(handle.db, (entry) => logged.push(entry)).send(email);
    const row = await handle.db
      .selectFrom('outbox_emails')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'ana@igreja.org',
      subject: 'Código',
      body_text: 'Seu código é 123456',
      sent_at: null,
    });
    expect(logged[0]).toMatchObject({ level: 'warn', msg: expect.stringMatching(/no SMTP_URL/) });
    expect(logged).toContainEqual({
      level: 'info',
      msg: 'email',
      to: 'ana@igreja.org',
      subject: 'Código',
    });
    // The log never carries the code.
    expect(JSON.stringify(logged)).not.toContain('123456');
  });

  it('sends over SMTP when configured and marks the email sent; a failure is logged', async () => {
    const sent: Email[] = [];
    await createMailer(
      handle.db,
      () => {},
      async (e) => {
        sent.push(e);
      },
    ).send(email);
    expect(sent).toEqual([email]);
    const row = await handle.db
      .selectFrom('outbox_emails')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeInstanceOf(Date);
    // Sent for real: the outbox keeps who and what, not the secret.
    expect(row).toMatchObject({ to_address: 'ana@igreja.org', subject: 'Código', body_text: '' });

    const logged: Array<Record<string, unknown>> = [];
    await createMailer(
      handle.db,
      (entry) => logged.push(entry),
      async () => {
        throw new Error('connection refused');
      },
    ).send(email);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'smtp failed' }));
    expect(logged).not.toContainEqual(expect.objectContaining({ level: 'warn' }));
    expect(JSON.stringify(logged)).not.toContain('123456');
  });
});
