// Makes an existing account the site's admin: the first one of a database started without
// the demo catalogue (production: DEMO_CATALOGUE unset or off). Register it on the site first.
//   npm run admin -- pastor@igreja.com.br [--data-dir DIR]     (PGlite folder, default ./data)
//   DATABASE_URL=postgres://… npm run admin -- pastor@igreja.com.br
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' } },
});
const email = positionals[0] ?? '';
if (positionals.length !== 1 || !/^[^\s@]{1,64}@[^\s@]{1,255}$/.test(email)) {
  console.error('Uso: npm run admin -- <email da conta> [--data-dir PASTA]');
  process.exit(2);
}
// The database's code loads once the arguments are right: a mistyped command answers at once.
const [{ grantAdminByEmail }, { exitIfDataDirLocked }, { migrateToLatest, openDatabase }] =
  await Promise.all([
    import('../src/admin/users-repository'),
    import('../src/db/data-dir-lock'),
    import('../src/db/database'),
  ]);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
// A running server holds a PGlite folder: stop with its message, not a stack trace.
const handle = await openDatabase({ databaseUrl, dataDir }).catch(exitIfDataDirLocked);
try {
  await migrateToLatest(handle.db);
  const granted = await grantAdminByEmail(handle.db, email);
  if (!granted) {
    console.error(`Nenhuma conta com o email ${email}. Cadastre-se no site e rode de novo.`);
    process.exitCode = 1;
  } else {
    console.log(`${granted.name} (${email}) agora é admin (era ${granted.previous}).`);
  }
} finally {
  await handle.close();
}
