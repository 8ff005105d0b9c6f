// CLI: npm run seed -w api. Migrates the database, then loads the seed data (idempotent): the product catalogue
// everywhere, and the demo member and staff member when SEED_DEMO_ACCOUNTS is on (never in production).
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedContent } from './modules/cms/content-seed';
import { seedPartners } from './modules/partners/partners-seed';
import { seedCatalogue } from './modules/products/catalogue-seed';
import { seedRewardCampaigns } from './modules/rewards/campaigns-seed';
import { seedCertificatesReference } from './modules/underwriting/reference-seed';
import { demoMember, runSeed } from './modules/seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    const catalogue = await seedCatalogue(handle.db);
    process.stdout.write(
      `Catalogue loaded: ${catalogue.products} product(s), ${catalogue.rateBands} rate bands, ` +
        `${catalogue.categories} categor${catalogue.categories === 1 ? 'y' : 'ies'}, ${catalogue.insurers} insurers.\n`,
    );
    const certificatesReference = await seedCertificatesReference(handle.db);
    process.stdout.write(
      `Underwriting and relationships loaded: ${certificatesReference.questions} questions, ` +
        `${certificatesReference.relationships} relationships.\n`,
    );
    const campaigns = await seedRewardCampaigns(handle.db);
    process.stdout.write(`Reward campaigns loaded: ${campaigns.campaigns}.\n`);
    const sponsors = await seedPartners(handle.db);
    process.stdout.write(`Partners loaded: ${sponsors.partners} sponsoring partner(s).\n`);
    const content = await seedContent(handle.db);
    process.stdout.write(
      `Content loaded: ${content.articles} articles, ${content.faqEntries} FAQ entries, ${content.glossaryTerms} glossary terms.\n`,
    );
    if (!config.devTools.demoAccounts) {
      // The demo accounts have published passwords: only where asked for (config refuses it in production).
      process.stdout.write(
        'The demo accounts (member and staff) are not created (SEED_DEMO_ACCOUNTS is off).\n',
      );
      return;
    }
    const report = await runSeed(handle.db, { scryptCost: config.passwords.scryptCost });
    process.stdout.write(
      `Seed done. Demo member ${demoMember.email} ${report.demoMember === 'created' ? 'created' : 'already there'}.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
