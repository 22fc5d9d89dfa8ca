/**
 * The OpenAPI extraction (scripts/openapi): a small made-up server tree
 * (fixtures/openapi/server, Go files written for these tests) is extracted and
 * compared with fixtures/openapi/expected.json, and each hard part is checked
 * on its own: routing through router groups, unrouted request structs,
 * commented-out code, embedding, GoFrame's tag priority, types from other
 * packages and from outside the repository, GET against POST parameters,
 * validation rules, defaults, the response envelope and the login token.
 *
 * The committed document (static/openapi) is validated, not re-extracted: the
 * server's source is not on CI. To refresh expected.json after a deliberate
 * change of the extraction: `UPDATE_OPENAPI_FIXTURE=1 node --import tsx --test tests/unit/openapi.test.ts`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { goParser } from '../../scripts/lib/goParser';
import { needsToken, operationIdOf } from '../../scripts/openapi/document';
import { parseValidationTag, requestName, splitRules } from '../../scripts/openapi/gfTags';
import { GoProgram } from '../../scripts/openapi/goSource';
import { parseStructTag, structFields, type GoField } from '../../scripts/openapi/goTypes';
import { describedKeys, translationKeys } from '../../scripts/openapi/keys';
import { extractDocument, type ExtractResult } from '../../scripts/openapi/pipeline';
import {
  englishFor,
  englishTranslations,
  missingTranslations,
  translationFile,
} from '../../scripts/openapi/translations';
import {
  methodsInOrder,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from '../../scripts/openapi/schemaTypes';
import type { SourceTree } from '../../scripts/lib/sourceTree';
import { validateDocument } from '../../scripts/openapi/validate';
import { formatJson } from '../../scripts/openapi/write';
import { before, describe, it } from '../testing';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures/openapi');
const expectedFile = path.join(fixtures, 'expected.json');
const committed = path.join(root, 'static/openapi/sagooiot-v2.openapi');

function operations(document: OpenApiDocument): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    methodsInOrder.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [[method.toUpperCase(), route, operation] as [string, string, Operation]]
        : [];
    }),
  );
}

describe('OpenAPI extraction of the fixture server', () => {
  let result: ExtractResult;
  let document: OpenApiDocument;
  const op = (method: string, route: string): Operation => {
    const found = document.paths[route]?.[method as keyof (typeof document.paths)[string]];
    assert.ok(found, `${method} ${route} is in the document`);
    return found;
  };
  const body = (operation: Operation): Schema => {
    const content = operation.requestBody?.content ?? {};
    const media = Object.values(content)[0];
    assert.ok(media?.schema, `${operation.operationId} has a request body`);
    return media.schema;
  };
  const schema = (name: string): Schema => {
    const found = document.components.schemas[name];
    assert.ok(found, `component ${name}`);
    return found;
  };
  const data = (operation: Operation): Schema => {
    const media = operation.responses['200']!.content!['application/json']!;
    const [envelope, own] = media.schema!.allOf!;
    assert.deepEqual(envelope, { $ref: '#/components/schemas/Response' });
    return own!.properties!.data!;
  };

  before(async () => {
    result = await extractDocument({
      server: path.join(fixtures, 'server'),
      commit: 'fixture',
    });
    document = result.document;
  });

  it('extracts the document that expected.json holds (run with UPDATE_OPENAPI_FIXTURE=1 to refresh it)', async () => {
    const text = await formatJson(document);
    if (process.env.UPDATE_OPENAPI_FIXTURE) fs.writeFileSync(expectedFile, text);
    assert.equal(text, fs.readFileSync(expectedFile, 'utf8'));
    assert.deepEqual(result.warnings, []);
  });

  it('is valid OpenAPI 3.1', async () => {
    assert.deepEqual(await validateDocument(document), { valid: true, errors: [] });
  });

  it('serves the bound controllers at their group prefix, through functions the groups are handed to', () => {
    assert.deepEqual(
      operations(document).map(([method, route]) => `${method} ${route}`),
      [
        'POST /api/v1/farm/field/add',
        'DELETE /api/v1/farm/field/delete',
        'GET /api/v1/farm/field/export',
        'GET /api/v1/farm/field/list',
        'POST /api/v1/farm/field/photo',
        'PUT /api/v1/farm/field/tree',
        'GET /api/v1/farm/harvest', // module controller bound as controller.NewV1()
        'POST /api/v1/login', // group "/"
        'POST /api/v1/logout',
        'GET /api/v1/open/ping', // group opened in a helper function, controller bound as &ctl.Open{}
      ],
    );
    assert.deepEqual(
      result.routes.plainRoutes.length,
      1,
      'group.GET with a plain function is noted',
    );
  });

  it('lists the request structs no bound controller takes, with the reason', () => {
    assert.deepEqual(document['x-unrouted'], [
      {
        request: 'api/v1/farm.FieldHiddenReq',
        method: 'GET',
        path: '/field/hidden',
        reason: 'handler not bound', // its Bind is commented out
        handlers: ['internal/controller.cHidden.Hidden'],
      },
      {
        request: 'api/v1/farm.OrphanReq',
        method: 'GET',
        path: '/field/orphan',
        reason: 'no handler',
      },
    ]);
    assert.equal(result.routes.declared.length, 12);
  });

  it('reads nothing inside comments: structs, fields and methods commented out with // or /* */', () => {
    const names = result.routes.declared.map((request) => request.name);
    assert.ok(!names.includes('RegisterReq'), 'a g.Meta inside /* */ declares nothing');
    assert.ok(!names.includes('ResetReq'), 'a g.Meta after // declares nothing');
    const properties = Object.keys(body(op('post', '/api/v1/farm/field/add')).properties!);
    assert.ok(!properties.includes('removed') && !properties.includes('gone'));
    assert.ok(!JSON.stringify(document).includes('Orphan('));
  });

  it('flattens embedded structs the GoFrame way, by value and by pointer, from other packages', () => {
    const list = op('get', '/api/v1/farm/field/list');
    assert.deepEqual(
      list.parameters!.map((parameter) => parameter.name),
      // common.PageReq (value), *model.FieldFilter (pointer), then the struct's own fields
      ['keyWord', 'pageNum', 'pageSize', 'crop', 'area', 'ids[]', 'filter', 'sort[]'],
    );
    const crop = list.parameters!.find((parameter) => parameter.name === 'crop')!;
    assert.equal(
      crop.description,
      '作物（覆盖内嵌字段）',
      'the outer field wins over the embedded one',
    );
    // An embedded struct with a tag is left out of a request, nested in a response.
    assert.deepEqual(Object.keys(schema('model.FieldOut.Request').properties!), [
      'fieldName',
      'id',
      'created',
    ]);
    assert.deepEqual(Object.keys(schema('model.FieldOut').properties!), [
      'name',
      'id',
      'created',
      'audit',
    ]);
    assert.deepEqual(Object.keys(schema('farm.FieldListRes').properties!), [
      'list',
      'currentPage',
      'Total',
    ]);
  });

  it('names request fields by gconv > param > c > p > json, responses by json; drops "-" and unexported fields', () => {
    const properties = Object.keys(body(op('post', '/api/v1/farm/field/add')).properties!);
    assert.deepEqual(properties.slice(0, 4), ['name', 'cCode', 'gconvOwner', 'Plain']);
    const list = op('get', '/api/v1/farm/field/list').parameters!.map(
      (parameter) => parameter.name,
    );
    assert.ok(!list.includes('Hidden') && !list.includes('-') && !list.includes('secret'));
    assert.ok(!('Skip' in schema('model.FieldOut').properties!));
    const goField = (tag: string): GoField => ({
      name: 'Go',
      embedded: false,
      type: { kind: 'interface' },
      tag,
      file: '',
      line: 0,
    });
    assert.equal(requestName(goField('json:"j" p:"p" c:"c" param:"param" gconv:"g"')), 'g');
    assert.equal(requestName(goField('json:",omitempty"')), 'Go');
    assert.equal(requestName(goField('json:"-"')), undefined);
  });

  it('refers to module types of other packages as components, cycles included', () => {
    const add = body(op('post', '/api/v1/farm/field/add')).properties!;
    assert.deepEqual(add.center, {
      $ref: '#/components/schemas/model.Point',
      description: '中心点',
    });
    assert.deepEqual(add.corners, {
      type: 'array',
      items: { $ref: '#/components/schemas/model.Point' },
    });
    assert.deepEqual(schema('model.Node').properties!.children, {
      type: 'array',
      items: { $ref: '#/components/schemas/model.Node' },
      description: '子节点',
    });
    assert.deepEqual(data(op('put', '/api/v1/farm/field/tree')), {
      type: 'array',
      items: { $ref: '#/components/schemas/model.Node' },
    });
  });

  it('puts GET and DELETE fields in the query, other methods in a JSON body, `in` tags where they say', () => {
    assert.equal(op('get', '/api/v1/farm/field/list').requestBody, undefined);
    const remove = op('delete', '/api/v1/farm/field/delete');
    assert.equal(remove.requestBody, undefined);
    assert.deepEqual(remove.parameters![0]!.in, 'query');
    const add = op('post', '/api/v1/farm/field/add');
    assert.equal(add.parameters, undefined);
    assert.deepEqual(Object.keys(add.requestBody!.content), ['application/json']);
    const tree = op('put', '/api/v1/farm/field/tree');
    assert.deepEqual(
      tree.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`),
      ['query:pageNum', 'query:pageSize'],
    );
    assert.deepEqual(Object.keys(body(tree).properties!), ['root', 'pos', 'keyWord']);
    const filter = op('get', '/api/v1/farm/field/list').parameters!.find(
      (parameter) => parameter.name === 'filter',
    )!;
    assert.equal(filter.style, 'deepObject', 'maps are read as filter[key]=value');
  });

  it('turns v rules into required, ranges, lengths and enums; d into defaults', () => {
    const add = body(op('post', '/api/v1/farm/field/add'));
    const properties = add.properties!;
    assert.deepEqual(add.required, ['name'], 'required-if is not required');
    assert.equal(properties.area!.minimum, 1);
    assert.equal(properties.area!.maximum, 100);
    assert.equal(properties.area!.description, '面积（亩）', 'description wins over dc');
    assert.deepEqual(properties.level!.enum, [1, 2, 3]);
    assert.equal(properties.level!.default, 2);
    assert.deepEqual(properties.kind!.enum, ['grain', 'fruit']);
    assert.equal(properties.kind!.default, 'grain');
    assert.equal(properties.kind!['x-validation'], 'required-if:level,3|in:grain,fruit');
    assert.equal(properties.status!.default, true);
    assert.deepEqual(properties.tags!.items, { type: 'string', enum: ['a', 'b'] });
    const login = body(op('post', '/api/v1/login'));
    assert.deepEqual(login.required, ['userName', 'password']);
    assert.equal(login.properties!.password!.minLength, 6);
    assert.equal(login.properties!.password!.maxLength, 32);
    const year = op('get', '/api/v1/farm/harvest').parameters![0]!;
    assert.equal(year.required, true);
    assert.deepEqual([year.schema.minimum, year.schema.maximum], [2000, 2100]);
    assert.deepEqual(parseValidationTag('name@required|length:2,20#请填写|太短'), {
      alias: 'name',
      rules: 'required|length:2,20',
    });
    assert.deepEqual(splitRules('regex:^a,b$|in:1, 2'), [
      { name: 'regex', args: ['^a,b$'] },
      { name: 'in', args: ['1', '2'] },
    ]);
  });

  it('maps types from outside the repository by its own table', () => {
    const properties = body(op('post', '/api/v1/farm/field/add')).properties!;
    assert.equal(properties.sown!.type, 'string', '*gtime.Time');
    assert.deepEqual(properties.extra, { type: 'object' }, 'map[string]interface{}');
    assert.deepEqual(properties.counts!.additionalProperties, { type: 'integer', format: 'int64' });
    assert.deepEqual(properties.blob, { type: 'string', format: 'byte' });
    assert.deepEqual(properties.any, {});
    assert.deepEqual(
      data(op('get', '/api/v1/open/ping')),
      { type: 'object' },
      'type PingRes g.Map',
    );
    const photo = op('post', '/api/v1/farm/field/photo');
    const upload = photo.requestBody!.content['multipart/form-data']!.schema!;
    assert.equal(upload.properties!.photo!.format, 'binary', '*ghttp.UploadFile');
    assert.deepEqual(
      upload.properties!.extra,
      { type: 'array', items: { type: 'string', format: 'binary' } },
      'read by the handler',
    );
  });

  it('wraps JSON responses in {code, message, data}; file downloads are written as they are', () => {
    assert.deepEqual(Object.keys(schema('Response').properties!), ['code', 'message', 'data']);
    assert.deepEqual(data(op('post', '/api/v1/login')), {
      $ref: '#/components/schemas/system.LoginRes',
    });
    assert.deepEqual(
      data(op('post', '/api/v1/logout')),
      { type: ['object', 'null'] },
      'an empty result',
    );
    assert.deepEqual(op('get', '/api/v1/farm/field/export').responses['200']!.content, {
      'text/csv': { schema: { type: 'string' } },
    });
  });

  it('asks for the login token except on the paths the config excludes', () => {
    assert.deepEqual(document.security, [{ bearerAuth: [] }, { tokenParameter: [] }]);
    assert.deepEqual(document.components.securitySchemes!.bearerAuth!.scheme, 'bearer');
    const open = operations(document)
      .filter(([, , operation]) => operation.security?.length === 0)
      .map(([method, route]) => `${method} ${route}`);
    assert.deepEqual(open, ['POST /api/v1/login', 'GET /api/v1/open/ping']);
    assert.equal(needsToken('/api/v1/login/', ['/api/v1/login']), false);
    assert.equal(needsToken('/api/v1/loginOut', ['/api/v1/login']), true);
    assert.equal(needsToken('/api/v1/open/a/b', ['/api/v1/open/*']), false);
  });

  it('gives every operation a stable operationId from its method and path', () => {
    assert.equal(operationIdOf('GET', '/api/v1/product/device_detail'), 'getProductDeviceDetail');
    assert.equal(op('get', '/api/v1/farm/field/list').operationId, 'getFarmFieldList');
  });

  it('keys every summary and description for translation', () => {
    const keys = translationKeys(document);
    assert.equal(keys.postFarmFieldAdd, '新增地块');
    assert.equal(keys['postFarmFieldAdd:description'], '新增一块地，名称不可重复');
    assert.equal(keys['getFarmFieldList.ids[]'], '地块编号');
    assert.equal(keys['postFarmFieldAdd.note.text'], '备注内容');
    assert.equal(keys['model.Node.children'], '子节点');
    assert.equal(
      keys['Response.code'],
      document.components.schemas.Response!.properties!.code!.description,
    );
    assert.equal(keys['tag:地块'], '地块');
    assert.equal(keys['document:title'], document.info.title);
    // Every description and summary of the document has a key.
    const texts = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'description' || key === 'summary') && typeof value === 'string')
            texts.add(value);
          else visit(value);
        }
      }
    };
    visit(document);
    const keyed = new Set(Object.values(keys));
    assert.deepEqual(
      [...texts].filter((text) => !keyed.has(text)),
      [],
    );
    assert.equal(describedKeys(document).filter((key) => key.kind === 'summary').length, 10);
  });
});

describe('Go source reading', () => {
  const fileOf = async (text: string) => {
    const source: SourceTree = {
      location: 'memory',
      files: ['go.mod', 'x/x.go'],
      read: (file) => (file === 'go.mod' ? 'module m\n' : file === 'x/x.go' ? text : undefined),
      readBytes: () => undefined,
    };
    const program = await GoProgram.open(source);
    return program.package('m/x')!;
  };

  it('sees no declaration or field inside comments', async () => {
    const pkg = await fileOf(`package x

import "github.com/gogf/gf/v2/frame/g"

/*
type HiddenReq struct {
	g.Meta \`path:"/hidden" method:"get"\`
}
*/

type ShownReq struct {
	g.Meta \`path:"/shown" method:"get"\`
	// Old int \`json:"old"\`
	/* Older int */
	New int \`json:"new"\` // trailing comment
}
`);
    assert.deepEqual([...pkg.types.keys()], ['ShownReq']);
    const declared = pkg.types.get('ShownReq')!;
    const fields = structFields(declared.node.childForFieldName('type')!, declared.file);
    assert.deepEqual(
      fields.map((goField) => `${goField.name}${goField.embedded ? ' (embedded)' : ''}`),
      ['Meta (embedded)', 'New'],
    );
    assert.ok(await goParser(), 'the parser is the project one');
  });

  it('reads struct tags as reflect.StructTag does', () => {
    const tags = parseStructTag('json:"a,omitempty"  v:"required#请输入\\"名称\\"" dc:"说明" bad');
    assert.deepEqual(Object.fromEntries(tags), {
      json: 'a,omitempty',
      v: 'required#请输入"名称"',
      dc: '说明',
    });
  });
});

describe('the committed OpenAPI document', () => {
  let document: OpenApiDocument;

  before(() => {
    document = JSON.parse(fs.readFileSync(`${committed}.json`, 'utf8')) as OpenApiDocument;
  });

  it('is valid OpenAPI 3.1 (@readme/openapi-parser, official schema)', async () => {
    const result = await validateDocument(document);
    assert.deepEqual(result.errors, []);
  });

  it('says which source it was extracted from', () => {
    const source = document['x-source'] as Record<string, string>;
    assert.equal(source.repository, 'https://github.com/sagoo-cloud/sagooiot');
    assert.match(source.commit!, /^[0-9a-f]{40}$/);
    assert.equal(source.edition, 'V2 Community');
    assert.ok(
      document.info.version.includes(source.commit!.slice(0, 7)),
      'info.version names the commit',
    );
    assert.ok(document.info.version.includes(source.edition!), 'info.version names the edition');
  });

  it('holds operations under /api/v1/ only, each with an id, a summary and a tag', () => {
    const all = operations(document);
    assert.ok(all.length > 200, `only ${all.length} operations`);
    for (const route of Object.keys(document.paths)) assert.match(route, /^\/api\/v1\//);
    for (const [method, route, operation] of all) {
      assert.ok(operation.summary && operation.tags.length, `${method} ${route}`);
      assert.equal(operation.operationId, operationIdOf(method, route));
    }
  });

  it('has a YAML twin with the same content', () => {
    assert.deepEqual(parseYaml(fs.readFileSync(`${committed}.yaml`, 'utf8')), document);
  });
});

describe('validation', () => {
  const small = (): OpenApiDocument => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/v1/a': {
        get: {
          tags: ['a'],
          summary: 's',
          operationId: 'getA',
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
            },
          },
        },
      },
    },
    components: { schemas: { A: { type: 'object', properties: { x: { type: 'string' } } } } },
  });

  it('accepts a small valid document', async () => {
    assert.deepEqual(await validateDocument(small()), { valid: true, errors: [] });
  });

  /** Each way to break the document, and what the validator says about it. */
  const broken: Record<string, [(document: OpenApiDocument) => void, RegExp]> = {
    'a $ref to nothing': [
      (document) => delete document.components.schemas.A,
      /Missing \$ref pointer/,
    ],
    'a duplicated operationId': [
      (document) => {
        document.paths['/api/v1/b'] = structuredClone(document.paths['/api/v1/a']!);
      },
      /operationId `getA` is duplicated/,
    ],
    'a parameter in the body': [
      (document) => {
        document.paths['/api/v1/a']!.get!.parameters = [
          { name: 'q', in: 'body' as never, schema: {} },
        ];
      },
      /ENUM must be equal to one of the allowed values/,
    ],
    'an optional path parameter': [
      (document) => {
        const get = structuredClone(document.paths['/api/v1/a']!.get!);
        document.paths['/api/v1/a/{id}'] = {
          get: {
            ...get,
            operationId: 'getAId',
            parameters: [{ name: 'id', in: 'path', schema: {} }],
          },
        };
      },
      /must have required property 'required'/,
    ],
    'a response without description': [
      (document) => {
        delete (document.paths['/api/v1/a']!.get!.responses['200'] as { description?: string })
          .description;
      },
      /must have required property 'description'/,
    ],
    'an unknown schema type': [
      (document) => {
        document.components.schemas.A!.properties!.x!.type = 'strin';
      },
      /unknown type "strin"/,
    ],
    'a required field that is not a property': [
      (document) => {
        document.components.schemas.A!.required = ['y'];
      },
      /required "y" is not a property/,
    ],
    'OpenAPI 3.0': [
      (document) => {
        document.openapi = '3.0.3';
      },
      /not 3\.1\.0/,
    ],
  };
  for (const [name, [breakIt, message]] of Object.entries(broken)) {
    it(`rejects ${name}`, async () => {
      const document = small();
      breakIt(document);
      const result = await validateDocument(document);
      assert.equal(result.valid, false);
      assert.match(result.errors.join('\n'), message);
    });
  }
});

describe('the English of the committed document', () => {
  let document: OpenApiDocument;
  before(() => {
    document = JSON.parse(fs.readFileSync(`${committed}.json`, 'utf8')) as OpenApiDocument;
  });
  /** Han, CJK punctuation and full-width forms: none may be left in the English. */
  const chinese = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

  it('has English without Chinese for every key of the document', () => {
    assert.deepEqual(missingTranslations(document).missing, []);
    const untranslated = Object.keys(translationKeys(document)).filter((key) =>
      chinese.test(englishFor(key) ?? ''),
    );
    assert.deepEqual(untranslated, []);
  });

  it('holds no key that the document no longer has', () => {
    assert.deepEqual(missingTranslations(document).stale, []);
  });

  it('has one entry per key, sorted by key', () => {
    const keys = Object.keys(englishTranslations());
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    assert.deepEqual(keys, sorted);
    // JSON.parse keeps the last of two equal keys silently: count the entries as written.
    const written = fs.readFileSync(translationFile, 'utf8').match(/^ {2}"/gm) ?? [];
    assert.equal(written.length, keys.length);
  });

  it('translates the tags to unique names and slugs', () => {
    const names = (document.tags ?? []).map(({ name }) => englishFor(`tag:${name}`) ?? '');
    assert.equal(names.length, 32);
    const slug = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const [what, list] of [
      ['names', names.map((name) => name.toLowerCase())],
      ['slugs', names.map(slug)],
    ] as const) {
      const repeated = list.filter((item, index) => list.indexOf(item) !== index);
      assert.deepEqual(repeated, [], `tag ${what} repeat`);
    }
    for (const name of names) assert.match(name, /^[A-Z][A-Za-z-]*( [A-Z][A-Za-z-]*)*$/);
  });

  it('reports a key without English and a key the document no longer has', () => {
    const document: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: '标题', version: '1' },
      tags: [{ name: '设备' }, { name: '产品' }],
      paths: {},
      components: { schemas: {} },
    };
    const translations = {
      'document:title': 'Title',
      'tag:设备': 'Devices',
      'tag:产品': ' ',
      'tag:告警': 'Alarms',
    };
    assert.deepEqual(missingTranslations(document, translations), {
      missing: ['tag:产品'],
      stale: ['tag:告警'],
    });
    assert.equal(englishFor('tag:设备', translations), 'Devices');
    assert.equal(englishFor('tag:产品', translations), undefined);
    assert.equal(englishFor('toString', translations), undefined);
  });
});
