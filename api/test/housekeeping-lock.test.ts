// Housekeeping runs on one API instance at a time: two apps on one database, each with the same tasks, and a
// task that is still running on one is skipped by the other.
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';
import { createTestApp, type TestContext } from './helpers/test-app';

let database: TestDatabase;
let first: TestContext;
let second: TestContext;

const runs = { held: 0, other: 0, failing: 0 };
let releaseHeld: () => void = () => undefined;
let heldStarted: () => void = () => undefined;

function addTestTasks(app: FastifyInstance): void {
  app.jobs.addHousekeeping('test.held', async () => {
    runs.held += 1;
    await new Promise<void>((resolve) => {
      releaseHeld = resolve;
      heldStarted();
    });
  });
  app.jobs.addHousekeeping('test.other', async () => {
    runs.other += 1;
  });
  app.jobs.addHousekeeping('test.failing', async () => {
    runs.failing += 1;
    throw new Error('housekeeping test failure');
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  first = await createTestApp({ database, setup: addTestTasks });
  second = await createTestApp({ database, setup: addTestTasks });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.dispose();
});

describe('housekeeping on several instances', () => {
  it('skips a task another instance is running, runs the others, and runs it again once it is free', async () => {
    const started = new Promise<void>((resolve) => {
      heldStarted = resolve;
    });
    const firstRun = first.app.jobs.runHousekeeping();
    await started;

    // The second instance arrives while the first is inside test.held.
    heldStarted = () => releaseHeld();
    await second.app.jobs.runHousekeeping();
    expect(runs).toEqual({ held: 1, other: 1, failing: 1 });

    releaseHeld();
    await firstRun;
    expect(runs).toEqual({ held: 1, other: 2, failing: 2 });

    // Free again (a failed task gives its lock back too): the next run, on either instance, does the work.
    await second.app.jobs.runHousekeeping();
    expect(runs).toEqual({ held: 2, other: 3, failing: 3 });
  });

  it('refuses two housekeeping tasks of one name', () => {
    expect(() => first.app.jobs.addHousekeeping('test.other', async () => undefined)).toThrow(
      'A housekeeping task "test.other" is already registered',
    );
  });
});
