import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { freshDatabase } from '../test/fresh-database';
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

  it('writes to the outbox and the log when no SMTP is configured', async () => {
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
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'email', to: 'ana@igreja.org' }));
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

    const logged: Array<Record<string, unknown>> = [];
    await createMailer(
      handle.db,
      (entry) => logged.push(entry),
      async () => {
        throw new Error('connection refused');
      },
    ).send(email);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'smtp failed' }));
  });
});
