// The least environment NODE_ENV=production accepts: its secrets and the providers' URLs and keys (none of which
// the tests reach). Shared by the config test, the compiled-API test and `npm run bench:api` (which reads the JSON).
import productionEnv from './production-env.json';

export const productionSecrets: Record<string, string> = productionEnv;
