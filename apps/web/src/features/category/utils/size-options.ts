export { sizeOptions } from '@onsale/core/sizes';
