import { writeFileSync } from 'node:fs';
import { CONTRACT_FILES, generateApiContract, readCommittedContract } from './api-contract.ts';

/**
 * `npm run api:contract`: writes the OpenAPI document and its types into packages/shared
 * (docs/decisions/020-api-contract-openapi.md § The API contract). With `--check` it writes nothing
 * and fails when the committed files differ from what the routes produce.
 */
async function main() {
  const contract = await generateApiContract();
  if (process.argv.includes('--check')) {
    const committed = readCommittedContract();
    const stale = (['document', 'types'] as const).filter(
      (key) => committed[key] !== contract[key],
    );
    if (stale.length) {
      process.stderr.write(
        `The committed API contract is stale (${stale.join(', ')}): run npm run api:contract.\n`,
      );
      process.exit(1);
    }
    process.stdout.write('The committed API contract matches the routes.\n');
    return;
  }
  writeFileSync(CONTRACT_FILES.document, contract.document);
  writeFileSync(CONTRACT_FILES.types, contract.types);
  process.stdout.write(
    `Wrote ${CONTRACT_FILES.document} and ${CONTRACT_FILES.types} (${contract.routes.length} routes).\n`,
  );
}

await main();
