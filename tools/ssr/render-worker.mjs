// Renders one first page in a worker thread of its own (scripts/prerender.mjs): a fresh set of modules per page,
// as a browser's page load has, so styled-components creates its components, and so names its classes, as a
// browser loading that page does.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { renderPage } = require(workerData.bundle);
parentPort.postMessage(await renderPage(workerData.page));
