import { Schema } from 'effect';
import ky from 'ky';
import type { RuntimeConfig, RuntimeConfigPort } from '../../application/ports/runtime-config.port.ts';
import { RuntimeConfigSchema } from '../contract/runtime.schema.ts';

/** Reads /runtime-config.json (a file, not an inline script, so the CSP stays strict). */
export class RuntimeConfigAdapter implements RuntimeConfigPort {
  #pending: Promise<RuntimeConfig> | undefined;

  load(): Promise<RuntimeConfig> {
    this.#pending ??= ky
      .get('/runtime-config.json', { timeout: 5000, retry: 2 })
      .json()
      .then((body) => Schema.decodeUnknownSync(RuntimeConfigSchema)(body));
    return this.#pending;
  }
}
