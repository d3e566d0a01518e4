/**
 * Clients that open connections and never finish a request: each sends a request's start, then
 * one more header line (`headers`) or one more byte of a declared body (`body`) at every tick, as
 * long as the connection stays open. What each saw says whether the server shed it: refused at
 * once, or cut off later, and with which answer.
 */
import http from 'node:http';
import net from 'node:net';

export interface SlowConnection {
  openedAt: number;
  /** when the server closed it; undefined while it is open */
  closedAt?: number;
  /** the status of the answer the server sent before closing, if any (408 for a timeout) */
  status?: number;
}

export interface SlowClients {
  connections: SlowConnection[];
  /** Closes every connection still open. */
  stop(): void;
}

/**
 * Connections are opened 200 at a time every 50 ms: a burst of thousands at once would overflow
 * the kernel's queue of connections not yet accepted, which delays everyone's, a shopper's too, by
 * a second (the SYN's retransmission) whatever the proxy does.
 */
const OPEN_AT_ONCE = 200;
const OPEN_EVERY_MS = 50;

export function startSlowClients(options: {
  port: number;
  from: string;
  count: number;
  kind: 'headers' | 'body';
  everyMs: number;
  host?: string;
}): SlowClients {
  const host = options.host ?? '127.0.0.1';
  const start =
    options.kind === 'headers'
      ? `GET /api/products/top-discounted HTTP/1.1\r\nHost: ${host}\r\n`
      : `POST /api/docheckout HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`;
  const sockets: net.Socket[] = [];
  const connections: SlowConnection[] = [];
  const open = () => {
    const connection: SlowConnection = { openedAt: Date.now() };
    connections.push(connection);
    const socket = net.connect({ host, port: options.port, localAddress: options.from });
    sockets.push(socket);
    let answer = '';
    let sent = 0;
    const tick = setInterval(() => {
      if (socket.writable) socket.write(options.kind === 'headers' ? `X-Line-${++sent}: ${sent}\r\n` : ' ');
    }, options.everyMs);
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(start));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    // a refused connection is reset or ended; either way it is closed, which is what counts
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(tick);
      connection.closedAt ??= Date.now();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      if (status) connection.status = Number(status);
    });
  };
  const opening = setInterval(() => {
    for (let n = 0; n < OPEN_AT_ONCE && connections.length < options.count; n++) open();
    if (connections.length >= options.count) clearInterval(opening);
  }, OPEN_EVERY_MS);
  return {
    connections,
    stop: () => {
      clearInterval(opening);
      for (const [n, socket] of sockets.entries()) {
        // closed by us, not the server: not a shed connection
        if (connections[n]!.closedAt === undefined) connections[n]!.closedAt = Number.POSITIVE_INFINITY;
        socket.destroy();
      }
    },
  };
}

/** One GET on a new connection from `from`: its status (0 without an answer) and how long it took. */
export function timedGet(
  url: string,
  from: string,
  timeoutMs: number,
): Promise<{ status: number; ms: number; error?: string }> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { localAddress: from, agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - startedAt }));
      response.on('error', (error) => resolve({ status: 0, ms: performance.now() - startedAt, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - startedAt, error: error.message }));
  });
}
