// drizzle-kit: `npm run db:generate -w api` writes SQL migrations for src/db/schema.ts into drizzle/.
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads its config through a default export (lint allows it in *.config.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
