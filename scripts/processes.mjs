// Helpers for the scripts that start the product's servers (start, bench:web).
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './web-apps.mjs';

function apiScripts() {
  const file = path.join(repoRoot, 'api', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : {};
}

/** The API runs only once its workspace has a start script. */
export function hasApiStartScript() {
  return Boolean(apiScripts().start);
}

export function hasApiSeedScript() {
  return Boolean(apiScripts().seed);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Resolves true once every port accepts connections, false after the timeout. */
export async function waitForPorts(ports, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await portAnswers(port))) {
      if (Date.now() > deadline) return false;
      await sleep(300);
    }
  }
  return true;
}
