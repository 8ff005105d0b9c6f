// The database as a decorator: opened (and migrated) here unless the caller hands over an open one.
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An open database; the caller owns it and closes it. */
  handle?: DatabaseHandle;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    let handle = options.handle;
    if (!handle) {
      const opened = await openDatabase(app.config.database);
      try {
        await opened.migrate();
      } catch (error) {
        await opened.close();
        throw error;
      }
      app.addHook('onClose', () => opened.close());
      handle = opened;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
