import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { BUYER, PASSWORD, PROVIDER, seed } from './demo-seed.ts';

/*
 * `npm run demo`: fills the database of this checkout (the embedded one unless DATABASE_URL is
 * set) with a week of purchasing, through the product's own API and reader, then prints how to
 * sign in (docs/modules.md § Demo). Run twice, it finds its data and only prints.
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, worker: true });
  await app.ready();
  try {
    const [existing] = await app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BUYER.email));
    if (existing) {
      process.stdout.write('\nThe demo data is already there.\n');
    } else {
      process.stdout.write('\nFilling the demo…\n');
      await seed(app);
    }
  } finally {
    await app.close();
  }
  process.stdout.write(
    [
      '',
      'Demo ready. Sign in at the address printed below, with:',
      `  Buyer (Constructora Demo):      ${BUYER.email}  /  ${PASSWORD}`,
      `  Provider (Aceros del Valle):    ${PROVIDER.email}  /  ${PASSWORD}`,
      'The buyer finds the RFQ "Obra negra, primera etapa" under the project Torre Reforma, its',
      'comparison ready with three confirmed quotes (PDF, XLSX, CSV) and the fourth, a photo, waiting',
      'for review; the provider finds the RFQ in its inbox. See "What you can do" in the README.',
      '',
    ].join('\n'),
  );
}

try {
  await main();
  // The reader's OCR workers and the queue may keep handles open after closing: the demo is done.
  process.exit(0);
} catch (error) {
  process.stderr.write(`The demo could not be filled: ${String(error)}\n`);
  process.exit(1);
}
