/**
 * Types from outside the repository (GoFrame, the standard library) as JSON
 * Schema: what they look like on the wire, since their source is not read.
 * A type missing here becomes `{}` (any value) and is reported by the
 * extraction, so the table grows when the server starts using a new one.
 */
import type { Schema } from './schemaTypes';

const gf = 'github.com/gogf/gf/v2';

/** gtime.Time marshals as `2006-01-02 15:04:05` (local time, no zone), not RFC 3339. */
const gtime: Schema = { type: 'string', examples: ['2025-01-01 08:00:00'] };
const binary: Schema = { type: 'string', format: 'binary' };
const anyValue: Schema = {};
const object: Schema = { type: 'object' };

export const externalTypes: Record<string, Schema> = {
  'time.Time': { type: 'string', format: 'date-time' },
  'time.Duration': { type: 'integer', format: 'int64' },
  'encoding/json.RawMessage': anyValue,
  [`${gf}/os/gtime.Time`]: gtime,
  [`${gf}/frame/g.Map`]: object,
  [`${gf}/frame/g.MapAnyAny`]: object,
  [`${gf}/frame/g.MapStrAny`]: object,
  [`${gf}/frame/g.MapStrStr`]: { type: 'object', additionalProperties: { type: 'string' } },
  [`${gf}/frame/g.MapStrInt`]: { type: 'object', additionalProperties: { type: 'integer' } },
  [`${gf}/frame/g.List`]: { type: 'array', items: object },
  [`${gf}/frame/g.ListStrAny`]: { type: 'array', items: object },
  [`${gf}/frame/g.Slice`]: { type: 'array', items: anyValue },
  [`${gf}/frame/g.SliceAny`]: { type: 'array', items: anyValue },
  [`${gf}/frame/g.Array`]: { type: 'array', items: anyValue },
  [`${gf}/frame/g.SliceStr`]: { type: 'array', items: { type: 'string' } },
  [`${gf}/frame/g.ArrayStr`]: { type: 'array', items: { type: 'string' } },
  [`${gf}/frame/g.SliceInt`]: { type: 'array', items: { type: 'integer' } },
  [`${gf}/frame/g.ArrayInt`]: { type: 'array', items: { type: 'integer' } },
  [`${gf}/frame/g.Var`]: anyValue,
  [`${gf}/container/gvar.Var`]: anyValue,
  [`${gf}/encoding/gjson.Json`]: anyValue,
  [`${gf}/database/gdb.Result`]: { type: 'array', items: object },
  [`${gf}/database/gdb.Record`]: object,
  [`${gf}/database/gdb.Value`]: anyValue,
  [`${gf}/net/ghttp.UploadFile`]: binary,
  [`${gf}/net/ghttp.UploadFiles`]: { type: 'array', items: binary },
};

/** The schema of an outside type, a copy each time; undefined when the table does not know it. */
export function externalSchema(pkg: string, name: string): Schema | undefined {
  const schema = externalTypes[`${pkg}.${name}`];
  return schema && structuredClone(schema);
}
