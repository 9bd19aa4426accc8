import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpReceiver } from './smtp';
import { SITE_NOT_BUILT, siteBuilt, spawnSharedStack } from './stack';

/**
 * One stack for every journey of the run (instead of one boot per file), with a real SMTP
 * receiver for its e-mails. It is spawned, not awaited: it boots while other tests run,
 * and each file's `sharedStack()` waits for /healthz.
 */
export default async function setup(project: TestProject) {
  if (!siteBuilt()) {
    project.provide('e2eStack', { error: SITE_NOT_BUILT });
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-e2e-shared-'));
  const mailboxFile = path.join(dir, 'mailbox.jsonl');
  const smtp = await startSmtpReceiver(mailboxFile);
  const stack = await spawnSharedStack(dir, { SMTP_URL: smtp.url });
  project.provide('e2eStack', { ...stack.info, mailboxFile });
  return async () => {
    await stack.stop();
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  };
}
