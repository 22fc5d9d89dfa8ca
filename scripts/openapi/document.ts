/**
 * The OpenAPI 3.1 document of the routed operations.
 *
 * - operationId: the HTTP method and the path below `/api/v1`, in camel case
 *   (`GET /api/v1/product/device/detail` → `getProductDeviceDetail`): stable
 *   as long as the route is, unique because routes are.
 * - Parameters as GoFrame's own document (goai, v2.6.2) places them: every
 *   field of a GET or DELETE request is a query parameter; for other methods
 *   the fields form a JSON body; an `in:"query|header|path|cookie"` tag
 *   overrides both, a `{name}` in the path makes a path parameter. Arrays in a
 *   query are named `name[]` and objects use `name[key]` (deepObject), which is
 *   what GoFrame's query parser reads. A body with a file is multipart.
 * - Responses: the server's ResponseHandler wraps the handler's result in
 *   `{code, message, data}` (component `Response`); a response struct whose
 *   g.Meta declares a non-JSON mime (file downloads) is written as is.
 * - Security: the group middleware that receives the router group
 *   (`service.SysToken().GfToken().Middleware(group)`) checks the login token
 *   on every path but the `gfToken.excludePaths` of the config template; the
 *   token is read from `Authorization: Bearer <token>`, else from a `token`
 *   parameter (pkg/gftoken GetRequestToken).
 */
import { parse as parseYaml } from 'yaml';
import { descendants, field, named, stringValue, type GoProgram } from './goSource';
import { parseStructTag } from './goTypes';
import { metaField, type Operation as Route, type Routes } from './routing';
import { placeholderPrefix, SchemaBuilder, type Property } from './schemas';
import type { OpenApiDocument, Operation, Parameter, PathItem, Schema } from './schemaTypes';

export interface DocumentOptions {
  /** Repository URL written in `x-source`. */
  repository: string;
  /** Edition label, e.g. `V2 Community`. */
  edition: string;
  /** Commit to write when the source tree has none (a directory that is not a repository). */
  commit?: string;
  /** Module-relative path of the config template with `gfToken.excludePaths` and `server.address`. */
  config: string;
}

/**
 * Texts of the document that are ours, not the server's (the server's
 * summaries and descriptions are Chinese; these are written in Chinese too so
 * that the document reads in one language; keys.ts lists them for translation).
 */
export const documentTexts = {
  title: 'SagooIOT 平台 HTTP API',
  description:
    '由 SagooIOT 服务端源码生成的接口参考：每个接口的路径、方法、参数、请求体与响应。所有响应都包在统一结构 {code, message, data} 中，code 为 0 表示成功。除标为无需认证的接口外，调用前需先登录获取 token。',
  server: '服务端地址，端口取自配置模板的 server.address',
  bearer: '登录接口返回的 token，放在请求头 Authorization: Bearer <token> 中',
  tokenParameter: '没有 Authorization 请求头时，服务端从名为 token 的参数读取 token',
  response: '请求已处理：code 为 0 表示成功，否则 message 说明原因',
  file: '文件内容（不包在统一结构中）',
  code: '业务状态码：0 表示成功，其他值表示失败',
  message: '提示信息，失败时说明原因',
  data: '业务数据，结构见各接口',
  envelope: '统一响应结构；token 无效时服务端返回 code 401 且没有 data',
} as const;

const envelopeName = 'Response';
const bearerScheme = 'bearerAuth';
const tokenScheme = 'tokenParameter';

/** `GET /api/v1/product/device_detail` → `getProductDeviceDetail`. */
export function operationIdOf(method: string, path: string, base = '/api/v1'): string {
  const rest = path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  const words = rest.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

/** pkg/gftoken AuthPath: whether a path needs the login token, given the excluded paths. */
export function needsToken(path: string, excludePaths: string[]): boolean {
  const url = path.endsWith('/') ? path.slice(0, -1) : path;
  for (const exclude of excludePaths) {
    if (exclude.endsWith('/*')) {
      if (url.startsWith(exclude.slice(0, -2))) return false;
    } else if (url === (exclude.endsWith('/') ? exclude.slice(0, -1) : exclude)) {
      return false;
    }
  }
  return true;
}

interface ServerConfig {
  excludePaths: string[];
  port?: string;
}

function readConfig(program: GoProgram, file: string, warnings: string[]): ServerConfig {
  const text = program.source.read(file);
  if (text === undefined) {
    warnings.push(
      `${file}: not found; every operation behind the token middleware needs the token`,
    );
    return { excludePaths: [] };
  }
  const config = (parseYaml(text) ?? {}) as {
    gfToken?: { excludePaths?: unknown };
    server?: { address?: unknown };
  };
  const excludes = config.gfToken?.excludePaths;
  const address = typeof config.server?.address === 'string' ? config.server.address : undefined;
  return {
    excludePaths: Array.isArray(excludes) ? excludes.map(String) : [],
    port: address?.match(/:(\d+)$/)?.[1],
  };
}

/** Form fields a handler reads as files (`r.GetUploadFile("file")`, `r.GetUploadFiles("file")`). */
function uploadsRead(route: Route): { name: string; many: boolean }[] {
  const out: { name: string; many: boolean }[] = [];
  for (const call of descendants(route.handlerNode, ['call_expression'])) {
    const callee = field(call, 'function');
    if (callee?.type !== 'selector_expression') continue;
    const method = field(callee, 'field')!.text;
    if (method !== 'GetUploadFile' && method !== 'GetUploadFiles') continue;
    const arg = named(field(call, 'arguments')!)[0];
    const name = arg && stringValue(arg);
    if (name && !out.some((upload) => upload.name === name)) {
      out.push({ name, many: method === 'GetUploadFiles' });
    }
  }
  return out;
}

function isBinary(schema: Schema): boolean {
  return (
    schema.format === 'binary' ||
    (schema.type === 'array' && !!schema.items && isBinary(schema.items))
  );
}

function isJsonMime(mime: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/.test(mime);
}

function parameterOf(property: Property, location: Parameter['in']): Parameter {
  const { description, ...schema } = property.schema;
  const array = location === 'query' && schema.type === 'array';
  const object = location === 'query' && (schema.type === 'object' || !!schema.$ref);
  return {
    name: array ? `${property.name}[]` : property.name,
    in: location,
    ...(typeof description === 'string' ? { description } : {}),
    ...(property.required || location === 'path' ? { required: true } : {}),
    ...(object ? { style: 'deepObject', explode: true } : {}),
    schema,
  };
}

/** Parameters and body of an operation, placed as goai places them (see the top of this file). */
function requestParts(
  builder: SchemaBuilder,
  route: Route,
  key: string,
  warnings: string[],
): Pick<Operation, 'parameters' | 'requestBody'> {
  const out: Pick<Operation, 'parameters' | 'requestBody'> = {};
  const request = builder.structFields({ kind: 'named', ...route.request })!;
  const properties = builder.properties(request.fields, 'request');
  const parameters: Parameter[] = [];
  const body: Property[] = [];
  const queryByDefault = route.method === 'GET' || route.method === 'DELETE';
  for (const property of properties) {
    const location =
      property.in ??
      (route.path.includes(`{${property.name}}`) ? 'path' : queryByDefault ? 'query' : undefined);
    if (
      location === 'query' ||
      location === 'header' ||
      location === 'path' ||
      location === 'cookie'
    ) {
      parameters.push(parameterOf(property, location));
    } else {
      if (location)
        warnings.push(`${key}: ${property.name} has in:"${location}"; read as a body field`);
      body.push(property);
    }
  }
  if (!queryByDefault) {
    for (const upload of uploadsRead(route)) {
      if (body.some((property) => property.name === upload.name)) continue;
      const file: Schema = { type: 'string', format: 'binary' };
      body.push({
        name: upload.name,
        field: {
          name: upload.name,
          embedded: false,
          type: { kind: 'interface' },
          tag: '',
          file: route.handlerFile,
          line: 0,
        },
        schema: upload.many ? { type: 'array', items: file } : file,
        required: true,
      });
    }
  } else if (uploadsRead(route).length) {
    warnings.push(`${key}: reads an uploaded file but is a ${route.method}`);
  }
  if (parameters.length) out.parameters = parameters;
  if (body.length) {
    const multipart =
      body.some((property) => isBinary(property.schema)) ||
      route.meta.mime === 'multipart/form-data';
    const mime = multipart ? 'multipart/form-data' : (route.meta.mime ?? 'application/json');
    out.requestBody = {
      required: true,
      content: { [mime]: { schema: builder.objectSchema(body) } },
    };
  }
  return out;
}

/** The 200 response: the envelope around the handler's result, or a file as it is. */
function responses(builder: SchemaBuilder, route: Route): Operation['responses'] {
  const responseType = route.response.kind === 'pointer' ? route.response.elem : route.response;
  const responseStruct = builder.structFields(responseType);
  const responseMeta = responseStruct && metaField(responseStruct.fields);
  const responseMime = responseMeta && (parseStructTag(responseMeta.tag).get('mime') || undefined);
  if (responseMime && !isJsonMime(responseMime)) {
    return {
      '200': {
        description: documentTexts.file,
        content: { [responseMime]: { schema: { type: 'string' } } },
      },
    };
  }
  const data: Schema =
    responseStruct?.ref && builder.isEmpty(responseStruct.ref, 'response')
      ? { type: ['object', 'null'] }
      : builder.schemaOf(route.response, 'response', route.handlerFile);
  return {
    '200': {
      description: documentTexts.response,
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: `#/components/schemas/${envelopeName}` },
              { type: 'object', properties: { data } },
            ],
          },
        },
      },
    },
  };
}

export interface Extraction {
  document: OpenApiDocument;
  warnings: string[];
}

export function buildDocument(
  program: GoProgram,
  routes: Routes,
  options: DocumentOptions,
): Extraction {
  const warnings = [...routes.warnings];
  const builder = new SchemaBuilder(program);
  const config = readConfig(program, options.config, warnings);
  const paths: Record<string, PathItem> = {};
  const tagOrder: string[] = [];
  const operationIds = new Map<string, string>();

  for (const route of routes.operations) {
    const operationId = operationIdOf(route.method, route.path);
    const key = `${route.method} ${route.path}`;
    if (operationIds.has(operationId)) {
      throw new Error(
        `operationId ${operationId} of ${key} is also that of ${operationIds.get(operationId)}`,
      );
    }
    operationIds.set(operationId, key);

    const tags = (route.meta.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    for (const tag of tags) if (!tagOrder.includes(tag)) tagOrder.push(tag);

    const operation: Operation = {
      tags,
      summary: route.meta.summary ?? '',
      ...(route.meta.description ? { description: route.meta.description } : {}),
      operationId,
      responses: {},
    };
    if (!route.meta.summary) warnings.push(`${key}: no summary`);

    Object.assign(operation, requestParts(builder, route, key, warnings));
    operation.responses = responses(builder, route);

    // Security: public when no token middleware guards the group, or the path is excluded.
    const tokenMiddleware = route.group.handedTo.some((callee) => /\.Middleware$/.test(callee));
    if (!tokenMiddleware || !needsToken(route.path, config.excludePaths)) operation.security = [];
    if (route.meta.deprecated && route.meta.deprecated !== 'false') operation.deprecated = true;

    const dir = (pkg: string) => program.dirOf(pkg);
    operation['x-go-request'] = `${dir(route.request.pkg)}.${route.request.name}`;
    operation['x-go-handler'] =
      `${dir(route.controller.pkg)}.${route.controller.name}.${route.handler}`;

    const method = route.method.toLowerCase() as keyof PathItem;
    paths[route.path] = { ...paths[route.path], [method]: inOrder(operation) };
  }

  const { schemas, names } = builder.finish();
  warnings.push(...builder.warnings);
  schemas[envelopeName] = {
    type: 'object',
    description: documentTexts.envelope,
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'integer', description: documentTexts.code },
      message: { type: 'string', description: documentTexts.message },
      data: { description: documentTexts.data },
    },
  };

  const source = program.source;
  const commit = source.commit ?? options.commit ?? 'unknown';
  const goframe = source.read('go.mod')?.match(/github\.com\/gogf\/gf\/v2 (v\S+)/)?.[1];
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [path, paths[path]!]),
  );
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: documentTexts.title,
      version: `${options.edition} ${commit.slice(0, 7)}`,
      description: documentTexts.description,
    },
    'x-source': {
      repository: options.repository,
      commit,
      ...(source.committed ? { committed: source.committed } : {}),
      edition: options.edition,
      ...(goframe ? { goframe } : {}),
    },
    servers: [
      {
        url: 'http://{host}:{port}',
        description: documentTexts.server,
        variables: { host: { default: 'localhost' }, port: { default: config.port ?? '8199' } },
      },
    ],
    security: [{ [bearerScheme]: [] }, { [tokenScheme]: [] }],
    tags: tagOrder.map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      schemas: Object.fromEntries(
        Object.keys(schemas)
          .sort()
          .map((name) => [name, schemas[name]!]),
      ),
      securitySchemes: {
        [bearerScheme]: { type: 'http', scheme: 'bearer', description: documentTexts.bearer },
        [tokenScheme]: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: documentTexts.tokenParameter,
        },
      },
    },
    'x-unrouted': routes.unrouted.map((request) => ({
      request: `${program.dirOf(request.pkg)}.${request.name}`,
      method: (request.meta.method ?? '').toUpperCase(),
      path: request.meta.path,
      reason: request.reason,
      ...(request.handlers.length ? { handlers: request.handlers } : {}),
    })),
  };
  replacePlaceholders(document, names);
  return { document, warnings };
}

const operationKeys = [
  'tags',
  'summary',
  'description',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'deprecated',
];

/** An operation with its keys in the order readers expect (extensions last). */
function inOrder(operation: Operation): Operation {
  const rank = (key: string) =>
    operationKeys.includes(key) ? operationKeys.indexOf(key) : operationKeys.length;
  return Object.fromEntries(
    Object.entries(operation).sort(([a], [b]) => rank(a) - rank(b)),
  ) as Operation;
}

/** Turns the builder's `go:<type>|<mode>` references into `#/components/schemas/<name>`. */
function replacePlaceholders(node: unknown, names: Map<string, string>) {
  if (Array.isArray(node)) {
    for (const item of node) replacePlaceholders(item, names);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(object)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(placeholderPrefix)) {
      const name = names.get(value.slice(placeholderPrefix.length));
      if (!name) throw new Error(`no component for ${value}`);
      object[key] = `#/components/schemas/${name}`;
    } else {
      replacePlaceholders(value, names);
    }
  }
}
