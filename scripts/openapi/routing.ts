/**
 * Which operations the server really serves, read the way GoFrame binds them:
 * a function of the entry package takes `g.Server()`, opens router groups
 * (`s.Group("/api/v1", func(group) {…})`), hands them to other functions of the
 * module (`router.System(ctx, group)`), which open subgroups and bind
 * controllers (`group.Bind(controller.X, …)`). Every exported method of a bound
 * controller with the standard signature
 * `func(ctx context.Context, req *XReq) (res *XRes, err error)` is a route at
 * the group's prefix joined with the `path` of XReq's `g.Meta`, for its
 * `method`. Request structs with a `g.Meta` that no bound controller takes are
 * listed as unrouted, with the reason.
 */
import {
  descendants,
  field,
  fields,
  named,
  stringValue,
  type Declared,
  type GoFile,
  type GoProgram,
} from './goSource';
import { lookupType, typeOf, type GoField, type GoType } from './goTypes';
import { metaTags, type MetaTags } from './gfTags';
import type { SyntaxNode } from '../lib/goParser';

const gfServer = [
  { pkg: 'github.com/gogf/gf/v2/frame/g', name: 'Server' },
  { pkg: 'github.com/gogf/gf/v2/net/ghttp', name: 'GetServer' },
];
const metaTypes = [
  { pkg: 'github.com/gogf/gf/v2/frame/g', name: 'Meta' },
  { pkg: 'github.com/gogf/gf/v2/util/gmeta', name: 'Meta' },
];
const httpMethods = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
/** RouterGroup methods that bind a handler function to a pattern (not documented by g.Meta). */
const handlerBinders = new Set([
  'ALL',
  'ALLMap',
  'Map',
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'PATCH',
  'HEAD',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'REST',
  'Hook',
]);

export interface RouteGroup {
  /** Full prefix, e.g. `/api/v1/system`. */
  prefix: string;
  /** Middleware expressions bound with `group.Middleware(…)`, inherited from the parent when opened. */
  middleware: string[];
  /**
   * Calls that received the group outside the module or through a method
   * (e.g. `service.SysToken().GfToken().Middleware(group)`, which binds the
   * login-token middleware), inherited like middleware.
   */
  handedTo: string[];
  file: string;
  line: number;
}

export interface TypeRef {
  pkg: string;
  name: string;
}

export interface Operation {
  method: string;
  /** Full path with the group prefix. */
  path: string;
  group: RouteGroup;
  controller: TypeRef;
  handler: string;
  request: TypeRef;
  response: GoType;
  meta: MetaTags;
  /** The handler's method declaration, for reading what it does beyond its signature. */
  handlerNode: SyntaxNode;
  handlerFile: string;
}

export interface DeclaredRequest extends TypeRef {
  meta: MetaTags;
  file: string;
  line: number;
}

export interface Unrouted extends DeclaredRequest {
  reason: 'no handler' | 'handler not bound';
  /** Handlers that take it, when there are some. */
  handlers: string[];
}

export interface Routes {
  operations: Operation[];
  unrouted: Unrouted[];
  /** Every request struct with a `g.Meta` path in the module. */
  declared: DeclaredRequest[];
  /** Routes bound to plain functions (`group.GET(…)`), which have no g.Meta to document. */
  plainRoutes: string[];
  /** Operations bound twice for the same method and path (the later one wins: routeOverWrite). */
  overwritten: string[];
  warnings: string[];
}

type Value = { kind: 'server' } | { kind: 'group'; group: RouteGroup };
type Env = Map<string, Value>;

interface Binding {
  group: RouteGroup;
  controller: TypeRef;
  where: string;
}

function joinPath(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function position(file: GoFile, node: SyntaxNode): string {
  return `${file.path}:${node.startPosition.row + 1}`;
}

function isType(type: GoType, refs: TypeRef[]): boolean {
  return (
    type.kind === 'named' && refs.some((ref) => ref.pkg === type.pkg && ref.name === type.name)
  );
}

/** The `g.Meta` field of a struct's own fields, if any. */
export function metaField(fieldsOfStruct: GoField[]): GoField | undefined {
  return fieldsOfStruct.find(
    (goField) => goField.name === 'Meta' && isType(goField.type, metaTypes),
  );
}

export function isMetaType(type: GoType): boolean {
  return isType(type, metaTypes);
}

class RouteReader {
  readonly warnings: string[] = [];
  readonly bindings: Binding[] = [];
  readonly plainRoutes: string[] = [];
  private depth = 0;

  constructor(private readonly program: GoProgram) {}

  /** The function a callee expression names inside the module, if it does. */
  private resolveFunction(callee: SyntaxNode, file: GoFile): Declared | undefined {
    if (callee.type === 'identifier') return file.pkg.funcs.get(callee.text);
    if (callee.type === 'selector_expression') {
      const operand = field(callee, 'operand')!;
      if (operand.type !== 'identifier') return undefined;
      const importPath = file.imports.get(operand.text);
      if (!importPath) return undefined;
      return this.program.package(importPath)?.funcs.get(field(callee, 'field')!.text);
    }
    return undefined;
  }

  /** Whether a call is `g.Server(…)` or `ghttp.GetServer(…)`. */
  private isServerCall(node: SyntaxNode, file: GoFile): boolean {
    if (node.type !== 'call_expression') return false;
    const callee = field(node, 'function')!;
    if (callee.type !== 'selector_expression') return false;
    const operand = field(callee, 'operand')!;
    const importPath = file.imports.get(operand.text);
    const name = field(callee, 'field')!.text;
    return gfServer.some((server) => server.pkg === importPath && server.name === name);
  }

  /** Walks a function of the entry package, starting from the servers it creates. */
  readEntry(declared: Declared) {
    const body = field(declared.node, 'body');
    if (!body) return;
    const env: Env = new Map();
    for (const node of descendants(body, [
      'short_var_declaration',
      'var_spec',
      'assignment_statement',
    ])) {
      const left = node.type === 'var_spec' ? fields(node, 'name') : named(field(node, 'left')!);
      const rightList = field(node, node.type === 'var_spec' ? 'value' : 'right');
      const right = rightList ? named(rightList) : [];
      left.forEach((name, index) => {
        if (right[index] && this.isServerCall(right[index], declared.file)) {
          env.set(name.text, { kind: 'server' });
        }
      });
    }
    if (env.size) this.walk(body, env, declared.file);
  }

  private walk(node: SyntaxNode, env: Env, file: GoFile) {
    for (const child of named(node)) {
      if (child.type === 'call_expression' && this.call(child, env, file)) continue;
      this.walk(child, env, file);
    }
  }

  /** Handles a call that involves a server or a group; returns false to let the walk descend into it. */
  private call(node: SyntaxNode, env: Env, file: GoFile): boolean {
    const callee = field(node, 'function')!;
    const args = named(field(node, 'arguments')!);
    if (callee.type === 'selector_expression') {
      const operand = field(callee, 'operand')!;
      const method = field(callee, 'field')!.text;
      const value = operand.type === 'identifier' ? env.get(operand.text) : undefined;
      if (value) {
        const parent = value.kind === 'group' ? value.group : undefined;
        if (method === 'Group') {
          const prefix = args[0] && stringValue(args[0]);
          if (prefix === undefined) {
            this.warnings.push(
              `${position(file, node)}: group with a prefix that is not a literal`,
            );
            return true;
          }
          const group: RouteGroup = {
            prefix: joinPath(parent?.prefix ?? '', prefix),
            middleware: [...(parent?.middleware ?? [])],
            handedTo: [...(parent?.handedTo ?? [])],
            file: file.path,
            line: node.startPosition.row + 1,
          };
          for (const arg of args.slice(1)) {
            if (arg.type !== 'func_literal') continue;
            const param = named(field(arg, 'parameters')!)[0];
            const name = param && fields(param, 'name')[0]?.text;
            const inner = new Map(env);
            if (name) inner.set(name, { kind: 'group', group });
            this.walk(field(arg, 'body')!, inner, file);
          }
          return true;
        }
        if (parent && method === 'Middleware') {
          parent.middleware.push(...args.map((arg) => arg.text));
          return true;
        }
        if (parent && method === 'Bind') {
          for (const arg of args) {
            const controller = this.controllerOf(arg, file);
            if (controller) {
              this.bindings.push({ group: parent, controller, where: position(file, arg) });
            } else {
              this.warnings.push(
                `${position(file, arg)}: cannot tell which controller ${arg.text} is`,
              );
            }
          }
          return true;
        }
        if (handlerBinders.has(method)) {
          const pattern = args[0] && stringValue(args[0]);
          this.plainRoutes.push(
            `${method} ${joinPath(parent?.prefix ?? '', pattern ?? '?')} → ${args[1]?.text ?? '?'} (${position(file, node)})`,
          );
          return true;
        }
        return false;
      }
    }
    // A group handed to another function: follow it inside the module, note it otherwise.
    const passed = args
      .map((arg, index) => ({
        index,
        value: arg.type === 'identifier' ? env.get(arg.text) : undefined,
      }))
      .filter((entry) => entry.value?.kind === 'group');
    if (!passed.length) return false;
    const target = this.resolveFunction(callee, file);
    if (!target) {
      for (const entry of passed) {
        if (entry.value?.kind === 'group') entry.value.group.handedTo.push(callee.text);
      }
      return true;
    }
    if (this.depth > 32) {
      this.warnings.push(`${position(file, node)}: router calls nested too deep`);
      return true;
    }
    const params = descendants(field(target.node, 'parameters')!, [
      'parameter_declaration',
    ]).flatMap((param) => fields(param, 'name').map((name) => name.text));
    const inner: Env = new Map();
    for (const entry of passed) {
      const name = params[entry.index];
      if (name && entry.value) inner.set(name, entry.value);
    }
    this.depth++;
    this.walk(field(target.node, 'body')!, inner, target.file);
    this.depth--;
    return true;
  }

  /** The controller type an argument of Bind denotes: `pkg.Var`, `pkg.T{}`, `&pkg.T{}`, `new(pkg.T)`, `pkg.New()`. */
  private controllerOf(node: SyntaxNode, file: GoFile, depth = 0): TypeRef | undefined {
    if (depth > 8) return undefined;
    switch (node.type) {
      case 'composite_literal': {
        const type = typeOf(field(node, 'type')!, file);
        return type.kind === 'named' ? { pkg: type.pkg, name: type.name } : undefined;
      }
      case 'unary_expression':
        return this.controllerOf(field(node, 'operand')!, file, depth + 1);
      case 'parenthesized_expression':
        return this.controllerOf(named(node)[0]!, file, depth + 1);
      case 'identifier':
      case 'selector_expression': {
        let pkg = file.pkg;
        let name = node.text;
        if (node.type === 'selector_expression') {
          const operand = field(node, 'operand')!;
          const importPath =
            operand.type === 'identifier' ? file.imports.get(operand.text) : undefined;
          const target = importPath && this.program.package(importPath);
          if (!target) return undefined;
          pkg = target;
          name = field(node, 'field')!.text;
        }
        const declared = pkg.vars.get(name);
        if (!declared) return undefined;
        const names = fields(declared.node, 'name').map((n) => n.text);
        const values = field(declared.node, 'value');
        const value = values ? named(values)[names.indexOf(name)] : undefined;
        if (value) return this.controllerOf(value, declared.file, depth + 1);
        const typeNode = field(declared.node, 'type');
        const type = typeNode && typeOf(typeNode, declared.file);
        const base = type?.kind === 'pointer' ? type.elem : type;
        return base?.kind === 'named' ? { pkg: base.pkg, name: base.name } : undefined;
      }
      case 'call_expression': {
        const callee = field(node, 'function')!;
        const args = named(field(node, 'arguments')!);
        if (callee.type === 'identifier' && callee.text === 'new' && args[0]) {
          const type = typeOf(args[0], file);
          return type.kind === 'named' ? { pkg: type.pkg, name: type.name } : undefined;
        }
        const target = this.resolveFunction(callee, file);
        if (!target) return undefined;
        const returned = descendants(field(target.node, 'body')!, ['return_statement'], {
          skip: ['func_literal'],
        })
          .map((statement) => named(statement)[0])
          .map((list) => (list?.type === 'expression_list' ? named(list)[0] : list))
          .find((expression) => expression !== undefined);
        return returned && this.controllerOf(returned, target.file, depth + 1);
      }
      default:
        return undefined;
    }
  }
}

interface Handler {
  controller: TypeRef;
  name: string;
  request: TypeRef;
  response: GoType;
  node: SyntaxNode;
  file: GoFile;
}

/** The parameter and result types of a method, one entry per declared name. */
function signature(
  node: SyntaxNode,
  file: GoFile,
): { params: GoType[]; results: GoType[] } | undefined {
  const list = (container: SyntaxNode | undefined): GoType[] | undefined => {
    if (!container) return [];
    if (container.type !== 'parameter_list') return [typeOf(container, file)];
    const out: GoType[] = [];
    for (const param of named(container)) {
      if (param.type !== 'parameter_declaration') return undefined; // variadic
      const type = typeOf(field(param, 'type')!, file);
      const count = Math.max(1, fields(param, 'name').length);
      for (let i = 0; i < count; i++) out.push(type);
    }
    return out;
  };
  const params = list(field(node, 'parameters'));
  const results = list(field(node, 'result'));
  return params && results ? { params, results } : undefined;
}

/** A standard GoFrame handler: (context.Context, *XReq) (XRes or *XRes, error). */
function standardHandler(controller: TypeRef, declared: Declared): Handler | undefined {
  const name = field(declared.node, 'name')!.text;
  const sig = signature(declared.node, declared.file);
  if (!sig || sig.params.length !== 2 || sig.results.length !== 2) return undefined;
  const [ctx, req] = sig.params as [GoType, GoType];
  const [res, err] = sig.results as [GoType, GoType];
  if (!(ctx.kind === 'named' && ctx.pkg === 'context' && ctx.name === 'Context')) return undefined;
  if (!(err.kind === 'basic' && err.name === 'error')) return undefined;
  if (req.kind !== 'pointer' || req.elem.kind !== 'named') return undefined;
  return {
    controller,
    name,
    request: { pkg: req.elem.pkg, name: req.elem.name },
    response: res,
    node: declared.node,
    file: declared.file,
  };
}

function typeName(type: GoType): string | undefined {
  const base = type.kind === 'pointer' ? type.elem : type;
  return base.kind === 'named' ? base.name : undefined;
}

export interface RouteOptions {
  /** Directories (module-relative) whose functions start the server. */
  entry: string[];
}

export function readRoutes(program: GoProgram, options: RouteOptions): Routes {
  const reader = new RouteReader(program);
  for (const dir of options.entry) {
    const pkg = program.package(program.importPathOf(dir));
    if (!pkg) {
      reader.warnings.push(`entry ${dir}: no Go package there`);
      continue;
    }
    const functions = [...pkg.funcs.values(), ...[...pkg.methods.values()].flat()];
    for (const declared of functions.sort((a, b) =>
      a.file.path === b.file.path
        ? a.node.startPosition.row - b.node.startPosition.row
        : a.file.path.localeCompare(b.file.path),
    )) {
      reader.readEntry(declared);
    }
  }

  const warnings = [...reader.warnings];
  const routed = new Map<string, Operation>();
  const overwritten: string[] = [];
  const routedRequests = new Set<string>();
  for (const binding of reader.bindings) {
    const pkg = program.package(binding.controller.pkg);
    const methods = (pkg?.methods.get(binding.controller.name) ?? [])
      .map((declared) => ({ declared, name: field(declared.node, 'name')!.text }))
      .filter(({ name }) => /^[A-Z]/.test(name) && name !== 'Init' && name !== 'Shut')
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); // reflect's method order
    if (!pkg || !methods.length) {
      warnings.push(
        `${binding.where}: controller ${binding.controller.pkg}.${binding.controller.name} has no exported methods`,
      );
    }
    for (const { declared, name } of methods) {
      const handler = standardHandler(binding.controller, declared);
      const where = `${declared.file.path}:${declared.node.startPosition.row + 1}`;
      if (!handler) {
        warnings.push(
          `${where}: ${binding.controller.name}.${name} is not a standard handler; not documented`,
        );
        continue;
      }
      if (!handler.request.name.endsWith('Req') || !typeName(handler.response)?.endsWith('Res')) {
        warnings.push(`${where}: ${name}: GoFrame requires XxxReq/XxxRes names; not documented`);
        continue;
      }
      const request = lookupType(program, handler.request.pkg, handler.request.name);
      const meta = request?.type.kind === 'struct' ? metaField(request.type.fields) : undefined;
      const tags = meta ? metaTags(meta.tag) : undefined;
      if (!tags?.path) {
        warnings.push(`${where}: ${handler.request.name} has no g.Meta path; not documented`);
        continue;
      }
      if (!tags.method) {
        warnings.push(
          `${where}: ${handler.request.name} has no g.Meta method (GoFrame would serve every method); not documented`,
        );
        continue;
      }
      routedRequests.add(`${handler.request.pkg}.${handler.request.name}`);
      for (const method of tags.method.split(',').map((m) => m.trim().toUpperCase())) {
        if (!httpMethods.includes(method)) {
          warnings.push(`${where}: unknown method ${method}`);
          continue;
        }
        const operation: Operation = {
          method,
          path: joinPath(binding.group.prefix, tags.path),
          group: binding.group,
          controller: binding.controller,
          handler: name,
          request: handler.request,
          response: handler.response,
          meta: tags,
          handlerNode: handler.node,
          handlerFile: handler.file.path,
        };
        const key = `${method} ${operation.path}`;
        if (routed.has(key)) {
          const before = routed.get(key)!;
          overwritten.push(`${key}: ${before.request.name} replaced by ${operation.request.name}`);
          routed.delete(key);
        }
        routed.set(key, operation);
      }
    }
  }

  const declared = declaredRequests(program);
  const handlers = allHandlers(program, declared);
  const unrouted: Unrouted[] = declared
    .filter((request) => !routedRequests.has(`${request.pkg}.${request.name}`))
    .map((request) => {
      const takers = handlers.get(`${request.pkg}.${request.name}`) ?? [];
      return {
        ...request,
        reason: takers.length ? ('handler not bound' as const) : ('no handler' as const),
        handlers: takers,
      };
    });

  return {
    operations: [...routed.values()],
    unrouted,
    declared,
    plainRoutes: reader.plainRoutes,
    overwritten,
    warnings: [...program.warnings, ...warnings],
  };
}

/** Every struct of the module with a `g.Meta` that declares a path: what could be an operation. */
function declaredRequests(program: GoProgram): DeclaredRequest[] {
  const out: DeclaredRequest[] = [];
  for (const dir of program.dirs()) {
    const importPath = program.importPathOf(dir);
    // Only packages whose text mentions a Meta type are parsed.
    const files = program.source.files.filter((file) => file.startsWith(`${dir}/`) || dir === '.');
    const mentions = files.some((file) =>
      /\bg(?:meta)?\.Meta\b/.test(program.source.read(file) ?? ''),
    );
    if (!mentions) continue;
    const pkg = program.package(importPath);
    for (const [name, { node, file }] of pkg?.types ?? []) {
      const typeNode = field(node, 'type');
      if (!typeNode || typeNode.type !== 'struct_type') continue;
      const type = typeOf(typeNode, file);
      const meta = type.kind === 'struct' ? metaField(type.fields) : undefined;
      const tags = meta && metaTags(meta.tag);
      if (tags?.path) {
        out.push({
          pkg: importPath,
          name,
          meta: tags,
          file: file.path,
          line: node.startPosition.row + 1,
        });
      }
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Standard handlers anywhere in the module, by the request type they take. */
function allHandlers(program: GoProgram, declared: DeclaredRequest[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const requestPackages = new Set(declared.map((request) => request.pkg));
  for (const dir of program.dirs()) {
    const files = program.source.files.filter(
      (file) => file.endsWith('.go') && file.slice(0, file.lastIndexOf('/')) === dir,
    );
    const imports = files.some((file) => {
      const text = program.source.read(file) ?? '';
      return [...requestPackages].some((pkg) => text.includes(`"${pkg}"`));
    });
    const importPath = program.importPathOf(dir);
    if (!imports && !requestPackages.has(importPath)) continue;
    const pkg = program.package(importPath);
    for (const [receiver, methods] of pkg?.methods ?? []) {
      for (const method of methods) {
        const handler = standardHandler({ pkg: importPath, name: receiver }, method);
        if (!handler) continue;
        const key = `${handler.request.pkg}.${handler.request.name}`;
        out.set(key, [...(out.get(key) ?? []), `${dir}.${receiver}.${handler.name}`]);
      }
    }
  }
  return out;
}
