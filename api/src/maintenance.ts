// CLI: npm run maintenance -w api -- on "We are upgrading our systems." | off | status
import { ConfigError, loadConfig } from './config';
import {
  maintenanceUsage,
  parseMaintenanceArgs,
  runMaintenanceCommand,
} from './modules/settings/maintenance-command';

async function main(): Promise<void> {
  const command = parseMaintenanceArgs(process.argv.slice(2));
  if (!command) {
    process.stderr.write(`${maintenanceUsage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const { via, setting } = await runMaintenanceCommand(config, command);
  const state = setting.enabled
    ? `ON${setting.message ? ` ("${setting.message}")` : ' (standard message)'}`
    : 'OFF';
  process.stdout.write(
    `Maintenance mode is ${state} (${via === 'api' ? 'through the running API' : 'in the database'}).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
