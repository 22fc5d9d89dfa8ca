/** The shapes of the OpenAPI 3.1 document this extraction writes (only what it uses). */

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) object. */
export type Schema = { [key: string]: unknown } & {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  description?: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema: Schema;
}

export interface MediaType {
  schema?: Schema;
}

export interface Operation {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}

export type PathItem = Partial<
  Record<'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace', Operation>
>;

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    [extension: `x-${string}`]: unknown;
  };
  servers?: {
    url: string;
    description?: string;
    variables?: Record<string, { default: string; description?: string }>;
  }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes?: Record<string, Record<string, unknown>>;
  };
  [extension: `x-${string}`]: unknown;
}

export const methodsInOrder = [
  'get',
  'post',
  'put',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
] as const;
