import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors';
import {
  createSessionService,
  SESSION_COOKIE,
  type SessionService,
  type SessionUser,
} from '../modules/accounts/session.service';

/** A seller of any status but blocked, as the seller area's guard lets through. */
export type SellerUser = SessionUser & { sellerStatus: NonNullable<SessionUser['sellerStatus']> };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when a route asks. */
    currentUser(): Promise<SessionUser | null>;
    /** The signed-in account: set by the account area's guard, and read only by its routes. */
    user: SessionUser;
    /** The signed-in seller: set by the seller area's guard, and read only by its routes. */
    seller: SellerUser;
    /** The signed-in administrator: set by the admin area's guard, and read only by its routes. */
    admin: SessionUser;
  }
  interface FastifyContextConfig {
    /** A seller route that only an approved seller may call; any seller may call the others. */
    approvedSellerOnly?: boolean;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const userCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * Server-side sessions in an httpOnly SameSite=Lax cookie, and the cross-origin guard: a browser
 * on another site cannot make a signed-in shopper's browser change anything here.
 */
async function authPlugin(app: FastifyInstance) {
  const sessions = createSessionService(app.db);
  const secure = app.config.publicUrl.startsWith('https:');
  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
  app.decorate('sessions', sessions);
  // Scheme, host and port all count: a page on http://shop must not act on https://shop. Behind a
  // proxy that ends TLS the request arrives as http, but a shop whose public address is https is
  // only ever used over https.
  const ownOrigin = (request: FastifyRequest): string | undefined => {
    try {
      return new URL(`${secure ? 'https' : request.protocol}://${request.host}`).origin;
    } catch {
      return undefined;
    }
  };

  // A callback, not an async hook: every request passes here, most of them reads that need nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    if (!origin) return done(); // not a browser's cross-site request: browsers send Origin on every unsafe one
    done(
      allowedOrigins.has(origin) || origin === ownOrigin(request)
        ? undefined
        : forbidden('Requests from another site are not accepted'),
    );
  });

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = userCache.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = token ? sessions.resolve(token) : Promise.resolve(null);
      userCache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    const { token, expiresAt } = await sessions.start(userId);
    this.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await sessions.end(token);
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });

// ─── Guards: each audience's index (routes/<audience>/index.ts) checks its caller with one of
// these in a hook, once per request, and hands the caller to its routes on the request.

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw forbidden("You don't have admin privileges. Please contact the system administrator.");
  return user;
}

/** A seller of any status (pending sellers see their own area); `approved` demands an approved one. */
export async function requireSeller(request: FastifyRequest, options: { approved: boolean }): Promise<SellerUser> {
  const user = await requireUser(request);
  if (!user.sellerStatus) throw forbidden('Seller account not found. Please register as a seller first.');
  if (user.sellerStatus === 'blocked') throw forbidden('Your seller account has been blocked. Please contact support.');
  if (options.approved && user.sellerStatus !== 'approved') {
    throw forbidden(
      user.sellerStatus === 'pending'
        ? 'Your seller account is pending approval'
        : 'Your seller account was not approved',
    );
  }
  return user as SellerUser;
}
