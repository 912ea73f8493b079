// `npm start`: builds when the build is missing or older than the sources, then runs the embedded server.
import { ensureBuilt } from './ensure-build.ts';

await ensureBuilt();
await import('../server/main.ts');
