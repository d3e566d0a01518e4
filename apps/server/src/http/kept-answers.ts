import http, { type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { trace } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { answersForgotten } from '../modules/catalogue/response-cache';
import { preparedSend, type PreparedBody, type PreparedSend } from './prepared-body';
import { requestIdOf } from './request-id';

/** How long a kept answer is sent before routing without the app being asked again. */
export const KEPT_FOR_MS = 1000;
/** addresses kept at most: each holds its headers and a weak reference to the cache's bytes */
const MAX_ADDRESSES = 2000;

/** The levels at which Fastify logs each request it answers. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** Headers made anew for each send. */
const PER_SEND = new Set(['content-length', 'content-encoding', 'date']);

interface Kept {
  body: WeakRef<PreparedBody>;
  /** the headers the app sent in its order, but those made for each send, as name, value, name, value… (the request id's value is the first send's) */
  headers: (string | number)[];
  /** the route's pattern, for the metrics and the trace */
  route: string;
  /** what the route does for each answer besides sending it */
  again: (() => void) | undefined;
  keptAt: number;
  /** `answersForgotten()` when it was kept */
  forgotten: number;
}

export interface KeptAnswerHooks {
  log: FastifyBaseLogger;
  /** the proxies trusted for the client's address and host, as the app's `trustProxy` */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** counts and times an answer, as the app's own `onResponse` does */
  record?: (route: string, method: string, status: number, seconds: number) => void;
}

/**
 * The catalogue's cached answers and the kept pages, sent again straight from the node's HTTP
 * server for the second after the app sent them, without routing, hooks or a reply object
 * (decision 0070). Only what a cache keeps is kept here, and only as long as it does: the bytes
 * are the cache's own (held weakly), and every cache's forgetting (a catalogue change on any
 * node, a new build, a cleared cache) makes every kept answer go back through the app. Each send
 * is the app's answer byte for byte but for its request id and date: the same status, headers and
 * body in the encoding the client accepts. A conditional request, a HEAD or any other method goes
 * through the app.
 */
export class KeptAnswers {
  private readonly kept = new LRUCache<string, Kept>({ max: MAX_ADDRESSES });
  private hooks: KeptAnswerHooks | undefined;
  /** answers sent from here */
  hits = 0;
  /** answers of a kept address that had to go through the app again (expired or forgotten) */
  misses = 0;
  readonly name = 'kept answers';
  /** (the bytes are the other caches') */
  readonly bytes = 0;

  private trusted: ((address: string, hop: number) => boolean) | undefined;
  /** the node is closing: every request goes to the app, which answers as a closing server does */
  private closed = false;

  /** Connects the app's logger and metrics, once both are built. */
  connect(hooks: KeptAnswerHooks): void {
    this.hooks = hooks;
    const { trustProxy } = hooks;
    this.trusted =
      typeof trustProxy === 'function' ? trustProxy : trustProxy ? proxyAddr.compile(trustProxy) : undefined;
  }

  /**
   * The request as Fastify's log line shows it, in the shape its `req` serializer reads: the
   * client and the host behind trusted proxies.
   */
  private logged(request: IncomingMessage) {
    const { socket, headers } = request;
    const trusted = this.trusted;
    const forwarded = headers['x-forwarded-host'];
    const forwardedHost = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const behindProxy = trusted !== undefined && socket.remoteAddress !== undefined && trusted(socket.remoteAddress, 0);
    return {
      method: 'GET',
      url: request.url,
      headers,
      host:
        forwardedHost && behindProxy ? forwardedHost.slice(forwardedHost.lastIndexOf(',') + 1).trim() : headers.host,
      ip: trusted ? proxyAddr.all(request, trusted).at(-1) : socket.remoteAddress,
      socket: { remotePort: socket.remotePort },
    };
  }

  /**
   * The app's `onResponse`: an answer sent whole from a cache's prepared bytes, sent before, is
   * kept for its address.
   */
  readonly admit = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const prepared = preparedSend(reply);
    if (prepared?.body.sentAgain && request.method === 'GET' && reply.statusCode === 200 && request.routeOptions.url) {
      const sent = reply.getHeaders();
      if (sent['set-cookie'] === undefined) this.keep(request.url, prepared, sent, request.routeOptions.url);
    }
    done();
  };

  private keep(
    url: string,
    { body, again }: PreparedSend,
    sent: Record<string, string | number | string[] | undefined>,
    route: string,
  ): void {
    const headers: (string | number)[] = [];
    for (const [name, value] of Object.entries(sent))
      if (value !== undefined && !PER_SEND.has(name))
        headers.push(name, Array.isArray(value) ? value.join(', ') : value);
    this.kept.set(url, {
      body: new WeakRef(body),
      headers,
      route,
      again,
      keptAt: performance.now(),
      forgotten: answersForgotten(),
    });
  }

  /** The app is closing: nothing more is sent from here. */
  readonly close = (): void => {
    this.closed = true;
    this.kept.clear();
  };

  /** Sends the kept answer of `request`'s address; false when the app must answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closed || request.method !== 'GET' || request.url === undefined) return false;
    const kept = this.kept.get(request.url);
    if (!kept) return false;
    const began = performance.now();
    const conditional = request.headers['if-none-match'] !== undefined;
    const body = kept.body.deref();
    if (!body || kept.forgotten !== answersForgotten() || began - kept.keptAt > KEPT_FOR_MS || conditional) {
      if (!conditional) {
        this.kept.delete(request.url);
        this.misses++;
      }
      return false;
    }
    const { payload, encoding } = body.forAcceptEncoding(request.headers['accept-encoding']);
    const id = requestIdOf(request);
    const headers: (string | number)[] = [];
    for (let i = 0; i < kept.headers.length; i += 2) {
      const name = kept.headers[i]!;
      if (name === 'x-request-id') headers.push(name, id);
      else if (name === 'content-type') {
        if (encoding) headers.push('content-encoding', encoding);
        headers.push(name, kept.headers[i + 1]!);
      } else headers.push(name, kept.headers[i + 1]!);
    }
    headers.push('content-length', payload.length);
    const log = this.hooks?.log;
    const logged = log && LOGS_REQUESTS.has(log.level) ? log : undefined;
    logged?.info({ reqId: id, req: this.logged(request) }, 'incoming request');
    kept.again?.();
    response.writeHead(200, headers);
    response.end(payload);
    this.hits++;
    this.told(kept.route, id, began, logged);
    return true;
  }

  /** What the app's hooks would have made of the answer: its metrics, its trace's name, its last log line. */
  private told(route: string, id: string, began: number, log: KeptAnswerHooks['log'] | undefined): void {
    const seconds = (performance.now() - began) / 1000;
    this.hooks?.record?.(route, 'GET', 200, seconds);
    const span = trace.getActiveSpan();
    if (span) span.updateName(`GET ${route}`).setAttribute('http.route', route);
    log?.info({ reqId: id, res: { statusCode: 200 }, responseTime: seconds * 1000 }, 'request completed');
  }
}

/**
 * The node's HTTP server as Fastify makes it (fastify/lib/server.js), sending kept answers before
 * handing a request to the app.
 */
export function keptAnswersServer(kept: KeptAnswers): FastifyServerFactory {
  return (handler, options) => {
    const given = options as {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer(given.http ?? {}, (request, response) => {
      if (!kept.answer(request, response)) handler(request, response);
    });
    if (given.keepAliveTimeout !== undefined) server.keepAliveTimeout = given.keepAliveTimeout;
    if (given.requestTimeout !== undefined) server.requestTimeout = given.requestTimeout;
    if (given.connectionTimeout !== undefined) server.setTimeout(given.connectionTimeout);
    if (given.maxRequestsPerSocket) server.maxRequestsPerSocket = given.maxRequestsPerSocket;
    return server;
  };
}
