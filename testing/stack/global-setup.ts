import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpReceiver } from './smtp';
import { SITE_NOT_BUILT, siteBuilt, spawnSharedStack } from './stack';
import { E2E_WORKERS } from './workers';

/**
 * The journeys' stacks, one per journey worker (instead of one boot per file), with one real
 * SMTP receiver for their e-mails. They are spawned, not awaited: they boot while other
 * tests run, and each file's `sharedStack()` claims its worker's one and waits for /healthz.
 */
export default async function setup(project: TestProject) {
  if (!siteBuilt()) {
    project.provide('e2eStacks', { error: SITE_NOT_BUILT });
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-e2e-shared-'));
  const claimDir = path.join(dir, 'claims');
  await mkdir(claimDir);
  const mailboxFile = path.join(dir, 'mailbox.jsonl');
  const smtp = await startSmtpReceiver(mailboxFile);
  const stacks = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      spawnSharedStack(dir, `stack-${index}`, { SMTP_URL: smtp.url }),
    ),
  );
  project.provide('e2eStacks', {
    stacks: stacks.map((stack) => stack.info),
    claimDir,
    mailboxFile,
  });
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  };
}
