import { Schema } from 'effect';

/** GET /runtime-config.json — served by the embedded server from its environment. */
export const RuntimeConfigSchema = Schema.Struct({
  apiBase: Schema.String,
  productionHosts: Schema.Array(Schema.String),
  compatibilityMode: Schema.Boolean,
  challenge: Schema.Struct({ mode: Schema.Literals(['google', 'sandbox']), v2SiteKey: Schema.String, v3SiteKey: Schema.String }),
  stunServers: Schema.Array(Schema.String),
});

/** GET /builds/latest.json and /builds/meta/{id}.json — written by the build (SPEC §7 build manifest). */
export const BuildManifestSchema = Schema.Struct({
  id: Schema.String,
  timestamp: Schema.Number,
});

/** Decodes /runtime-config.json; throws on a body that does not match. */
export const decodeRuntimeConfig = Schema.decodeUnknownSync(RuntimeConfigSchema);
