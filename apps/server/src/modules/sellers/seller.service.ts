import {
  SELLER_MESSAGES,
  visitorSellerRegistrationSchema,
  type SellerProfile,
  type SellerSession,
  type sellerProfileUpdateSchema,
  type sellerRegistrationSchema,
} from '@onsale/core/contracts/seller';
import type { SellerStatus } from '@onsale/core/contracts/accounts';
import { slugify } from '@onsale/core/slug';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { createProductWritesRepository } from '../catalogue/product-writes.repository';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { createAccountRepository } from '../accounts/account.repository';
import type { LoginLimiter } from '../accounts/login-limiter';
import { hashPassword, isWeakPassword, verifyPassword } from '../accounts/password';
import type { SessionUser } from '../accounts/session.service';
import { enqueueEmail } from '../mail/outbox.repository';
import type { MediaStore } from '../media/media-store';
import { checkOwnUpload } from '../media/upload-owners';
import { defaultCommissionRateBp } from '../settings/settings.service';
import { recordAudit } from '../audit/audit.repository';
import { sellerDecisionEmail } from './seller-emails';
import { isUniqueViolation, violatedUniqueKey } from '../../db/errors';
import { createSellerRepository, type SellerProfileRow } from './seller.repository';

type Registration = z.output<typeof sellerRegistrationSchema>;
type ProfileUpdate = z.output<typeof sellerProfileUpdateSchema>;

function toProfile(row: SellerProfileRow): SellerProfile {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    brandName: row.brandName,
    brandSlug: row.brandSlug,
    businessDescription: row.businessDescription,
    website: row.website,
    storeCategory: row.storeCategory,
    taxId: row.taxId,
    logo: row.logo,
    status: row.status,
    commissionRateBp: row.commissionRateBp,
    registeredAt: row.createdAt.toISOString(),
  };
}

function toSession(
  user: { id: string; email: string; firstName: string; lastName: string },
  status: SellerStatus,
): SellerSession {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isSeller: true,
    sellerStatus: status,
    isPending: status === 'pending',
  };
}

/** The brand page path segment of a brand name; a name with no letters or digits has none. */
function brandSlugOf(brandName: string): string {
  const slug = slugify(brandName).slice(0, 80).replace(/-+$/, '');
  if (!slug)
    throw badRequest('Brand name must contain letters or digits', {
      brandName: 'Brand name must contain letters or digits',
    });
  return slug;
}

export function createSellerService(deps: {
  db: Database;
  media: MediaStore;
  catalogueChanged: CatalogueChanged;
  loginLimiter: LoginLimiter;
}) {
  const { db, media, catalogueChanged, loginLimiter } = deps;
  const reader = createSellerRepository(db);

  async function profile(userId: string): Promise<SellerProfile> {
    const row = await reader.findProfile(userId);
    if (!row) throw notFound(SELLER_MESSAGES.profileNotFound);
    return toProfile(row);
  }

  return {
    /**
     * A signed-in buyer becomes a seller with their own e-mail; a visitor gets an account too (the
     * buyer password rules). Either way: a pending seller profile and the seller's brand. Returns
     * the user to sign in.
     */
    async register(input: Registration, currentUser: SessionUser | null): Promise<SellerSession> {
      let password: string | undefined;
      if (!currentUser) {
        const parsed = visitorSellerRegistrationSchema.safeParse(input);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw badRequest(issue.message, { [String(issue.path[0] ?? 'password')]: issue.message });
        }
        if (isWeakPassword(parsed.data.password))
          throw badRequest(SELLER_MESSAGES.passwordTooWeak, { password: SELLER_MESSAGES.passwordTooWeak });
        password = parsed.data.password;
      }
      const brandSlug = brandSlugOf(input.brandName);
      const passwordHash = password ? await hashPassword(password) : undefined;

      try {
        return await db.transaction(async (tx) => {
          const repository = createSellerRepository(tx);
          let user: { id: string; email: string; firstName: string; lastName: string };
          const contact = {
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            address: input.address,
          };
          if (currentUser) {
            if (await repository.profileExists(currentUser.id)) throw conflict(SELLER_MESSAGES.alreadySeller);
            // The e-mail stays the account's: the form shows it locked.
            await createAccountRepository(tx).updateContact(currentUser.id, contact);
            user = {
              id: currentUser.id,
              email: currentUser.email,
              firstName: input.firstName,
              lastName: input.lastName,
            };
          } else {
            if (await repository.findUserByEmail(input.email)) throw conflict(SELLER_MESSAGES.emailInUse);
            const username = input.email.split('@')[0]!.slice(0, 60);
            const id = await createAccountRepository(tx).insertForSeller({
              email: input.email,
              passwordHash: passwordHash!,
              username,
              ...contact,
            });
            user = { id, email: input.email, firstName: input.firstName, lastName: input.lastName };
          }
          if (await repository.brandSlugTaken(brandSlug, null)) throw conflict(SELLER_MESSAGES.brandTaken);
          await repository.insertProfile({
            userId: user.id,
            brandName: input.brandName,
            businessDescription: input.businessDescription,
            website: input.website || null,
            storeCategory: input.storeCategory,
            taxId: input.taxId || null,
            status: 'pending',
            commissionRateBp: await defaultCommissionRateBp(tx),
          });
          const brandId = await repository.insertBrand({
            slug: brandSlug,
            name: input.brandName,
            description: input.businessDescription,
            logo: '',
            sellerId: user.id,
          });
          await recordAudit(tx, {
            actorId: user.id,
            action: 'seller.register',
            entity: 'seller',
            entityId: user.id,
            after: {
              brandName: input.brandName,
              brandId,
              brandSlug,
              storeCategory: input.storeCategory,
              status: 'pending',
              newAccount: !currentUser,
            },
          });
          return toSession(user, 'pending');
        });
      } catch (error) {
        // Two registrations racing for one e-mail or brand: the database's unique keys decide.
        if (isUniqueViolation(error)) {
          const key = violatedUniqueKey(error);
          throw conflict(
            key.includes('email')
              ? SELLER_MESSAGES.emailInUse
              : key.includes('seller_profiles')
                ? SELLER_MESSAGES.alreadySeller
                : SELLER_MESSAGES.brandTaken,
          );
        }
        throw error;
      }
    },

    /** Seller sign-in: the password first, so a stranger learns nothing about which e-mails are sellers. */
    async login(input: { email: string; password: string }, ip: string): Promise<SellerSession> {
      const attempt = { email: input.email, ip };
      await loginLimiter.countAttempt(attempt);
      const user = await reader.findUserByEmail(input.email.trim());
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user)
        throw unauthorized(SELLER_MESSAGES.invalidCredentials);
      if (user.status === 'blocked' || user.sellerStatus === 'blocked') throw forbidden(SELLER_MESSAGES.accountBlocked);
      await loginLimiter.recordSuccess(attempt);
      if (!user.sellerStatus) throw forbidden(SELLER_MESSAGES.notFound);
      return toSession(user, user.sellerStatus);
    },

    profile,

    async commissionRateBp(userId: string): Promise<number> {
      const row = await reader.findProfile(userId);
      if (!row) throw notFound(SELLER_MESSAGES.profileNotFound);
      return row.commissionRateBp;
    },

    /**
     * Brand settings. The brand row follows (the brand page shows its name, logo and description),
     * and a new name moves the brand page and the seller's products to the new slug.
     */
    async updateProfile(userId: string, input: ProfileUpdate): Promise<SellerProfile> {
      const slug = brandSlugOf(input.brandName);
      try {
        await db.transaction(async (tx) => {
          const repository = createSellerRepository(tx);
          const before = await repository.findProfile(userId, { lock: true });
          if (!before) throw notFound(SELLER_MESSAGES.profileNotFound);
          const logo = input.logo || null;
          if (logo && logo !== before.logo) {
            const upload = await checkOwnUpload(tx, media, logo, userId);
            if (upload === 'missing')
              throw badRequest(SELLER_MESSAGES.uploadFirst, { logo: SELLER_MESSAGES.uploadFirst });
            if (upload === 'not_yours')
              throw badRequest(SELLER_MESSAGES.uploadNotYours, { logo: SELLER_MESSAGES.uploadNotYours });
          }
          if (await repository.brandSlugTaken(slug, before.brandId)) throw conflict(SELLER_MESSAGES.brandTaken);

          await repository.updateProfile(userId, {
            brandName: input.brandName,
            businessDescription: input.businessDescription,
            storeCategory: input.storeCategory,
            website: input.website || null,
            logo,
          });
          const brand = { slug, name: input.brandName, description: input.businessDescription, logo: logo ?? '' };
          if (before.brandId) await repository.updateBrand(before.brandId, brand);
          else await repository.insertBrand({ ...brand, sellerId: userId });

          if (before.brandId && (before.brandSlug !== slug || before.brandName !== input.brandName)) {
            for (const product of await repository.productsOfBrand(userId, before.brandId)) {
              const brandName = product.brandName === before.brandName ? input.brandName : product.brandName;
              const categoryNames = [...new Set([product.topCategoryName, product.categoryName])];
              const searchText = [product.name, product.description, brandName, ...categoryNames]
                .join(' ')
                .toLowerCase();
              await createProductWritesRepository(tx).renameBrand(product.id, { website: slug, brandName, searchText });
            }
          }
          await recordAudit(tx, {
            actorId: userId,
            action: 'seller.profile.update',
            entity: 'seller',
            entityId: userId,
            before: {
              brandName: before.brandName,
              brandSlug: before.brandSlug,
              businessDescription: before.businessDescription,
              storeCategory: before.storeCategory,
              website: before.website,
              logo: before.logo,
            },
            after: {
              brandName: input.brandName,
              brandSlug: slug,
              businessDescription: input.businessDescription,
              storeCategory: input.storeCategory,
              website: input.website || null,
              logo,
            },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SELLER_MESSAGES.brandTaken);
        throw error;
      }
      catalogueChanged();
      return profile(userId);
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;

/**
 * Approves, rejects, blocks or re-opens a seller (the admin area calls this inside its transaction).
 * The seller hears by e-mail when approved or rejected; `publicUrl` puts a dashboard link in it.
 * Returns the status before and after; setting the same status again changes and sends nothing.
 */
export async function setSellerStatus(
  tx: Executor,
  sellerId: string,
  status: SellerStatus,
  actorId: string | null,
  options: { publicUrl?: string } = {},
): Promise<{ before: SellerStatus; after: SellerStatus }> {
  const repository = createSellerRepository(tx);
  const profile = await repository.findProfile(sellerId, { lock: true });
  if (!profile) throw notFound(SELLER_MESSAGES.profileNotFound);
  if (profile.status === status) return { before: status, after: status };
  await repository.setStatus(sellerId, status);
  if (status === 'approved' || status === 'rejected') {
    await enqueueEmail(tx, sellerDecisionEmail(status, profile, options.publicUrl));
  }
  await recordAudit(tx, {
    actorId,
    action: 'seller.status',
    entity: 'seller',
    entityId: sellerId,
    before: { status: profile.status },
    after: { status },
  });
  return { before: profile.status, after: status };
}
