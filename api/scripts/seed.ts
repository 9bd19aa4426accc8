// Builds a demo catalogue into an EMPTY database:
//   npm run seed -- --arts 100000 [--data-dir DIR]     (PGlite folder, default ./data)
//   DATABASE_URL=postgres://… npm run seed -- --arts 100000
// Migrates first, refuses a database that already has a catalogue, prints the time taken.
import { parseArgs } from 'node:util';
import { exitIfDataDirLocked } from '../src/db/data-dir-lock';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { DEFAULT_ART_COUNT, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoCatalogue } from '../src/seed';

const { values } = parseArgs({
  options: {
    arts: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const artCount = values.arts === undefined ? DEFAULT_ART_COUNT : Number(values.arts);
if (!Number.isSafeInteger(artCount) || artCount < 0) {
  console.error(`--arts deve ser um número inteiro não negativo (recebido: ${values.arts})`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${dataDir}`;

const started = performance.now();
// A running server holds the folder: stop with its message, not a stack trace.
const handle = await openDatabase({ databaseUrl, dataDir }).catch(exitIfDataDirLocked);
try {
  await migrateToLatest(handle.db);
  const migrated = performance.now();
  console.log(`Banco: ${target} (migrado em ${((migrated - started) / 1000).toFixed(1)} s)`);
  let lastReport = 0;
  const { seeded } = await seedDemoCatalogue(handle.db, {
    artCount,
    onProgress: (written, total) => {
      if (written - lastReport >= 10_000 || written === total) {
        lastReport = written;
        console.log(
          `  ${written.toLocaleString('pt-BR')} / ${total.toLocaleString('pt-BR')} artes`,
        );
      }
    },
  });
  if (!seeded) {
    console.error('O banco já tem um catálogo: o seed só roda em um banco vazio.');
    process.exitCode = 1;
  } else {
    const seconds = ((performance.now() - migrated) / 1000).toFixed(1);
    console.log(`Seed de ${artCount.toLocaleString('pt-BR')} artes concluído em ${seconds} s.`);
    console.log(`Contas de demonstração (senha ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.level.padEnd(13)} ${account.email}`);
  }
} finally {
  await handle.close();
}
