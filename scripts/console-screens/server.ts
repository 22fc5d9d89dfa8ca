/**
 * The local server the captured console talks to, on 127.0.0.1 and a free port:
 * - the console's prebuilt files (`iot-ui/`) at `/`;
 * - `/base-api/api/v1/…` answered from fixtures in the `{code, message, data}` envelope; an
 *   endpoint without a fixture gets `{code: 0, message: 'no fixture', data: {}}`, recorded;
 * - `/base-api/subscribe/…` event streams that stay open: a fixture area's stream of that name
 *   sends its events first (fixtures/types.ts `FixtureStream`), the others stay quiet (a comment
 *   now and then);
 * - `/base-api/upload_file/…` pictures the fixtures name.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { createFixtureRouter, type FixtureRouter } from './fixtures';
import {
  NO_FIXTURE,
  type FixtureContext,
  type FixtureEvent,
  type FixtureRequest,
} from './fixtures/types';

export const API_PREFIX = '/base-api/api/v1';
export const STREAM_PREFIX = '/base-api/subscribe/';
export const UPLOAD_PREFIX = '/base-api/upload_file/';

/** What one request to the server was, for the per-screen report. */
export interface ServedRequest {
  method: string;
  /** Path without the query (API paths without `/base-api/api/v1`). */
  path: string;
  kind: 'fixture' | 'empty' | 'file' | 'stream' | 'static' | 'missing';
  /** The area whose fixture answered. */
  area?: string;
}

export interface FixtureServer {
  origin: string;
  port: number;
  /** The requests served since the last call, oldest first. */
  takeRequests(): ServedRequest[];
  /**
   * The page's clock reads the capture time from now on (capture.ts calls it once the
   * clock is installed): streams opened after it send their events at fixed times of that
   * clock, not of their connection (see `streamStartMs`).
   */
  clockStarted(): void;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The console's prebuilt files; without it only the API is served (unit tests). */
  uiDir?: string;
  context: FixtureContext;
  router?: FixtureRouter;
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /**
   * Where a stream's events start on the page clock (ms after `clockStarted`; default
   * 5,200). The console stamps a chart's points with the time they arrive (`dayjs()`), so
   * events sent relative to the connection gave other labels whenever the page loaded
   * faster or slower (10:00:03 in one run, 10:00:04 in the next). From a fixed start, with
   * 300 ms to the first round and 1 s between rounds, they land half a second inside a
   * clock second (10:00:05.5, 06.5 …); a page loads well within the 5 s before.
   */
  streamStartMs?: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Every value of each query parameter, in order, `a[]` as `a`. */
export function queryLists(search: URLSearchParams): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of search) (lists[name.replace(/\[\]$/, '')] ??= []).push(value);
  return lists;
}

/** One server-sent event as it goes on the wire. */
export function eventText(event: FixtureEvent): string {
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data ?? null);
  const lines = data.split(/\r?\n/).map((line) => `data: ${line}`);
  return `${event.event ? `event: ${event.event}\n` : ''}${lines.join('\n')}\n\n`;
}

/** Query parameters as handlers read them: the last value of each name, `a[]` as `a`. */
export function queryRecord(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of search) query[name.replace(/\[\]$/, '')] = value;
  return query;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

export async function startFixtureServer(options: ServerOptions): Promise<FixtureServer> {
  const router = options.router ?? createFixtureRouter();
  const served: ServedRequest[] = [];
  const sockets = new Set<Socket>();
  const streams = new Set<ServerResponse>();
  const uiRoot = options.uiDir ? path.resolve(options.uiDir) : undefined;
  /** Real time at which the page clock read the capture time, once known. */
  let clockOrigin: number | undefined;

  async function answerApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const apiPath = url.pathname.slice(API_PREFIX.length) || '/';
    const method = request.method ?? 'GET';
    const fixtureRequest: FixtureRequest = {
      method,
      path: apiPath,
      query: queryRecord(url.searchParams),
      queryAll: queryLists(url.searchParams),
      body: method === 'GET' ? undefined : await readBody(request),
    };
    const match = router.match(method, apiPath);
    const data = match ? match.handler(fixtureRequest, options.context) : NO_FIXTURE;
    if (!match || data === NO_FIXTURE) {
      served.push({ method, path: apiPath, kind: 'empty' });
      send(
        response,
        200,
        'application/json',
        JSON.stringify({ code: 0, message: 'no fixture', data: {} }),
      );
      return;
    }
    served.push({ method, path: apiPath, kind: 'fixture', area: match.area });
    send(
      response,
      200,
      'application/json',
      JSON.stringify({ code: 0, message: 'success', data: data ?? null }),
    );
  }

  function answerStream(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    const fixture = router.stream(url.pathname.slice(STREAM_PREFIX.length));
    served.push({ method, path: url.pathname, kind: 'stream', area: fixture?.area });
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(': capture stream\n\n');
    const timer = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    const pending: NodeJS.Timeout[] = [];
    if (fixture) {
      const events = fixture.stream(
        {
          method,
          path: url.pathname.slice(STREAM_PREFIX.length - 1),
          query: queryRecord(url.searchParams),
          queryAll: queryLists(url.searchParams),
          body: undefined,
        },
        options.context,
      );
      // Milliseconds from now to the stream's start: on the page clock when it is known.
      const start =
        clockOrigin === undefined
          ? 0
          : Math.max(0, clockOrigin + (options.streamStartMs ?? 5_200) - Date.now());
      let at = start;
      for (const event of events) {
        at += Math.max(0, event.delay ?? 0);
        const text = eventText(event);
        if (at === 0) response.write(text);
        else pending.push(setTimeout(() => response.write(text), at));
      }
    }
    streams.add(response);
    response.on('close', () => {
      clearInterval(timer);
      for (const t of pending) clearTimeout(t);
      streams.delete(response);
    });
  }

  function answerStatic(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    if (uiRoot) {
      const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
      const file = path.resolve(uiRoot, relative);
      if (file.startsWith(uiRoot + path.sep)) {
        try {
          const stat = statSync(file);
          if (stat.isFile()) {
            served.push({ method, path: pathname, kind: 'static' });
            response.writeHead(200, {
              'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
              'content-length': stat.size,
              'cache-control': 'no-store',
            });
            createReadStream(file).pipe(response);
            return;
          }
        } catch {
          // not a file: fall through
        }
      }
    }
    served.push({ method, path: pathname, kind: 'missing' });
    send(response, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handle = async () => {
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
        await answerApi(request, response, url);
      } else if (url.pathname.startsWith(STREAM_PREFIX)) {
        answerStream(request, response, url);
      } else if (url.pathname.startsWith(UPLOAD_PREFIX)) {
        const name = decodeURIComponent(url.pathname.slice(UPLOAD_PREFIX.length));
        const file = router.file(name);
        if (file) {
          served.push({ method: request.method ?? 'GET', path: url.pathname, kind: 'file' });
          send(response, 200, file.contentType, file.body);
        } else {
          served.push({ method: request.method ?? 'GET', path: url.pathname, kind: 'missing' });
          send(response, 404, 'text/plain; charset=utf-8', 'not found');
        }
      } else {
        answerStatic(request, response, url);
      }
    };
    handle().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      served.push({ method: request.method ?? 'GET', path: url.pathname, kind: 'missing' });
      if (!response.headersSent) {
        send(response, 500, 'application/json', JSON.stringify({ code: 500, message, data: null }));
      } else {
        response.end();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    takeRequests: () => served.splice(0, served.length),
    clockStarted: () => {
      clockOrigin = Date.now();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const stream of streams) stream.end();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
