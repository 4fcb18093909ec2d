/**
 * Preloaded by the operators' CLI (`npm run leads`). Outside Next, `import 'server-only'` throws
 * unless Node runs with the react-server condition, and under that condition React refuses
 * react-dom/server, which renders the e-mails a release queues (docs/design.md §10). A CLI is
 * server code by definition, so here `server-only` resolves to its no-op module instead.
 */
import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = Module.createRequire(import.meta.url);
const noop = path.join(path.dirname(require.resolve('server-only')), 'empty.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'server-only' ? noop : resolve.call(this, request, ...rest);
};

// The same for ES modules (the content system's files, lib/content/, are ES modules), through tsx's
// own resolution of tsconfig paths: one set of module hooks, not a second chained after tsx's. On
// Node 20 the hooks run on a thread of their own, and a process with two chains at times never
// finished loading its modules, its main thread waiting on that thread for good (a command
// or the integration suite's content seed hung in about one CI run in two).
process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL('../tsconfig.cli.json', import.meta.url));

// The commands run as the server does, before any module is loaded (React picks its build then):
// the content system, which some read (the experts), migrates its database and never pushes a
// development schema to it (as `npm run content`).
process.env.NODE_ENV ??= 'production';
