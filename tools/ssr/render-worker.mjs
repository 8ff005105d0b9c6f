// Renders one first page in a worker thread of its own (scripts/prerender.mjs): a fresh set of modules per page,
// as a browser's page load has, so styled-components creates its components, and so names its classes, as a
// browser loading that page does.
import { setMaxListeners } from 'node:events';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
// One query may fan out into many calls on its one abort signal (the product page's price table makes 18), which
// Node, unlike a browser, warns about past 10 listeners.
setMaxListeners(32);
const require = createRequire(import.meta.url);
const { renderPage } = require(workerData.bundle);
parentPort.postMessage(await renderPage(workerData.page));
