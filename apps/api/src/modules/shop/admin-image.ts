/** Product image upload: converted and stored like every console picture (admin/image.ts). */
import type { AdminProduct } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { storeWebp } from '../../lib/images/image.js';
import { getAdminProduct, setProductImageUrl } from './admin-products.js';

/**
 * Makes `upload` the image of product `id`: converts it (admin/image.ts),
 * stores it as `products/<id>-<sha256 first 12 hex>.webp` and saves the URL.
 * Earlier images stay stored: past orders show the picture they were bought with.
 * Throws 404 (unknown product), 400 (not an accepted image), ProviderError (502).
 */
export async function setProductImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminProduct> {
  await getAdminProduct(db, id);
  const url = await storeWebp(storage, `products/${id}`, upload);
  return setProductImageUrl(db, actor, id, url);
}
