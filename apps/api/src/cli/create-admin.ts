// `npm run admin:create -- --phone 98xxxxxxxx --name "Full Name"`: the first admin of a city whose
// database has none (a production database starts empty). It uses the same database settings as the
// server (DATABASE_URL, else the embedded database in DATA_DIR or ./data) and migrates it first. After
// the first admin, admins invite the others in the back office (/admin); this command then refuses.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDb, openDb } from '@khabar/db';
import { mobileInput, operatorName } from '@khabar/domain';
import { createFirstAdmin } from '../modules/admin/index.ts';

const USAGE = 'Usage: npm run admin:create -- --phone 98xxxxxxxx --name "Full Name"';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { phone: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const phone = mobileInput.safeParse(values.phone ?? '');
const name = operatorName.safeParse(values.name ?? '');
if (!phone.success) fail(`${phone.error.issues[0]?.message} ${USAGE}`);
if (!name.success) fail(`${name.error.issues[0]?.message} ${USAGE}`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || './data');
if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const handle = await openDb({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
try {
  await migrateDb(handle);
  const admin = await createFirstAdmin({
    db: handle.db,
    now: () => new Date(),
    phone: phone.data,
    name: name.data,
  });
  console.log(
    `${admin.name} (…${admin.phone.slice(-3)}) is the admin. They log in at /login with a code sent to their phone, then open /admin.`,
  );
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await handle.close();
}
