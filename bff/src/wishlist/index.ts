export { wishlistRouter, type WishlistRouterOptions } from './routes';
export { createWishlistService, type WishlistService } from './service';
export { wishlistEndpoints } from './openapi';
export { wishlistItemCount } from './item-count';
export { wishlistModule, type WishlistNeeds, type WishlistPorts } from './module';
