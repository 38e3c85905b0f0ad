/**
 * `npm start`: the build step (vite build only when the build's inputs changed, see
 * build-if-changed.ts), then the server, in one process, so a start with the build up to date
 * costs one start of tsx rather than two. The build step runs to its end (it is synchronous)
 * before the server's module is evaluated.
 */
import './build-if-changed.ts';
import '../server/src/index.ts';
