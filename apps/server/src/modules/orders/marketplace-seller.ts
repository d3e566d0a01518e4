/** Items the marketplace sells itself (imported and manual products) have no seller: they show this name. */
export const MARKETPLACE_SELLER_NAME = 'OnSale';
