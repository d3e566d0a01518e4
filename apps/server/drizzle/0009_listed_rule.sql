-- Who is public (decision 0020), written once: why a product is hidden, or NULL when the shop
-- shows it. A seller's product needs its seller approved and the seller's account not blocked;
-- any product needs its category and top category not hidden by an admin.
CREATE FUNCTION product_hidden_reason(p_seller uuid, p_category uuid, p_top_category uuid) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  account_status text;
  seller_status text;
BEGIN
  IF p_seller IS NOT NULL THEN
    SELECT u.status, s.status INTO account_status, seller_status
      FROM users u LEFT JOIN seller_profiles s ON s.user_id = u.id
      WHERE u.id = p_seller;
    IF account_status = 'blocked' OR seller_status = 'blocked' THEN RETURN 'seller_blocked'; END IF;
    IF seller_status = 'pending' THEN RETURN 'seller_pending'; END IF;
    -- the spec: anything but pending or approved shows as rejected
    IF seller_status IS DISTINCT FROM 'approved' THEN RETURN 'seller_rejected'; END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM categories c WHERE c.id IN (p_category, p_top_category) AND c.hidden) THEN RETURN 'category_hidden'; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- products.listed follows the rule on every write that can move it, in the writer's transaction.
-- Setting `listed` by hand recomputes it too, which is how the triggers below re-list products.
CREATE FUNCTION products_keep_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := product_hidden_reason(NEW.seller_id, NEW.category_id, NEW.top_category_id) IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_listed BEFORE INSERT OR UPDATE OF seller_id, category_id, top_category_id, listed ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_listed();--> statement-breakpoint

-- Only the rows whose answer changed are written.
CREATE FUNCTION relist_seller_products(p_seller uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE products SET listed = listed
  WHERE seller_id = p_seller AND listed <> (product_hidden_reason(seller_id, category_id, top_category_id) IS NULL)
$$;--> statement-breakpoint

-- A seller approved, rejected, blocked or unblocked.
CREATE FUNCTION seller_profiles_relist() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM relist_seller_products(OLD.user_id);
  ELSE PERFORM relist_seller_products(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER seller_profiles_status_relist AFTER UPDATE OF status ON seller_profiles
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION seller_profiles_relist();--> statement-breakpoint
CREATE TRIGGER seller_profiles_relist AFTER INSERT OR DELETE ON seller_profiles
  FOR EACH ROW EXECUTE FUNCTION seller_profiles_relist();--> statement-breakpoint

-- An account blocked or unblocked from the admins' buyers list.
CREATE FUNCTION users_relist() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM relist_seller_products(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_status_relist AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION users_relist();--> statement-breakpoint

-- A category hidden or shown again: its products and those of its sub-categories.
CREATE FUNCTION categories_relist() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET listed = listed
  WHERE (category_id = NEW.id OR top_category_id = NEW.id)
    AND listed <> (product_hidden_reason(seller_id, category_id, top_category_id) IS NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_hidden_relist AFTER UPDATE OF hidden ON categories
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden) EXECUTE FUNCTION categories_relist();--> statement-breakpoint

-- The products already there.
UPDATE products SET listed = listed;--> statement-breakpoint
ANALYZE products;
