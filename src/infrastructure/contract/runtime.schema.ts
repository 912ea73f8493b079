import { Schema } from 'effect';

/** GET /runtime-config.json — served by the embedded server from its environment. */
export const RuntimeConfigSchema = Schema.Struct({
  apiBase: Schema.String,
  productionHosts: Schema.Array(Schema.String),
  compatibilityMode: Schema.Boolean,
  challenge: Schema.Struct({ mode: Schema.Literals(['google', 'sandbox']), v2SiteKey: Schema.String, v3SiteKey: Schema.String }),
  stunServers: Schema.Array(Schema.String),
  /** Issue 16: origins of the payment providers' hosted pages and scripts the browser may be sent to, besides its own. */
  paymentOrigins: Schema.Array(Schema.String),
});

/** GET /builds/latest.json — written by the build: which build is the newest (SPEC §4 build freshness). */
export const BuildManifestSchema = Schema.Struct({
  id: Schema.String,
  timestamp: Schema.Number,
});

const RouteRuleSchema = Schema.Struct({
  redirect: Schema.Struct({
    to: Schema.String,
    status: Schema.Literals([301, 302]),
    byLanguage: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  }),
});

/** GET /builds/meta/{build id}.json — written by the build: its id and its route rules by path (SPEC §7). */
export const BuildMetaSchema = Schema.Struct({
  ...BuildManifestSchema.fields,
  routeRules: Schema.Record(Schema.String, RouteRuleSchema),
});

/** Decodes /runtime-config.json; throws on a body that does not match. */
export const decodeRuntimeConfig = Schema.decodeUnknownSync(RuntimeConfigSchema);
