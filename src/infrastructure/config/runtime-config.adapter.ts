import type { RuntimeConfig, RuntimeConfigPort } from '../../application/ports/runtime-config.port.ts';

/** Reads /runtime-config.json (a file, not an inline script, so the CSP stays strict). */
export class RuntimeConfigAdapter implements RuntimeConfigPort {
  #pending: Promise<RuntimeConfig> | undefined;

  load(): Promise<RuntimeConfig> {
    // ky and Effect's decoder arrive with the first read, not with the app's start-up code (issue 7: the
    // start-up chunk is evaluated in one task, so every kilobyte kept out of it shortens that task).
    this.#pending ??= Promise.all([import('ky'), import('../contract/runtime.schema.ts')]).then(async ([{ default: ky }, { decodeRuntimeConfig }]) =>
      decodeRuntimeConfig(await ky.get('/runtime-config.json', { timeout: 5000, retry: 2 }).json()),
    );
    return this.#pending;
  }
}
