// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's performance has no user timing; Node's does (the shell marks its first commit).
const { performance: nodePerformance } = require('node:perf_hooks');
if (typeof globalThis.performance.mark !== 'function') {
  globalThis.performance.mark = nodePerformance.mark.bind(nodePerformance);
  globalThis.performance.getEntriesByName = nodePerformance.getEntriesByName.bind(nodePerformance);
  globalThis.performance.clearMarks = nodePerformance.clearMarks.bind(nodePerformance);
}
