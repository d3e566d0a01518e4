-- Room on every products page for the new row version of a stock change, so that taking stock at
-- checkout is a HOT update: without it each order rewrites all of the table's indexes, the
-- trigram index of the search among them. Applies to pages written from now on.
ALTER TABLE "products" SET (fillfactor = 80);
