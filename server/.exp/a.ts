import { Schema, Result } from 'effect';
import { ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
const r = Schema.decodeUnknownResult(ENDPOINTS.login.request as any)({ email: 5, password: 'x' } as any);
console.log(Result.isFailure(r));
if (Result.isFailure(r)) { const e: any = (r as any).failure; console.log(e.constructor.name, String(e.message)); console.log(Object.keys(e)); console.log(e.issue?._tag);}
const r2 = Schema.decodeUnknownResult(ENDPOINTS.contactUs.request as any)({ name: '', email: 'a', subject:'s', message:'short', recasign:'x', extra: 1 } as any, { errors: 'all' } as any);
if (Result.isFailure(r2)) { const e: any = (r2 as any).failure; console.log(String(e.message)); }
const r3 = Schema.decodeUnknownResult(ENDPOINTS.analyticsEvents.request as any)({ user_id: '', events: [{event_name: 5}] } as any);
if (Result.isFailure(r3)) { const e: any = (r3 as any).failure; console.log(String(e.message)); }
const r4 = Schema.decodeUnknownResult(ENDPOINTS.geoInfo.request as any)([] as any);
if (Result.isFailure(r4)) { const e: any = (r4 as any).failure; console.log(String(e.message)); } else console.log('ok []', r4);
const r5 = Schema.decodeUnknownResult(ENDPOINTS.geoInfo.request as any)({a:1} as any);
console.log(r5);
console.log(Schema.encodeSync(ENDPOINTS.geoInfo.response as any)({user_ip:'1', country:'x', country_code:'US', extra: 1}));
