/**
 * The Add to cart action shared by the grid and the details page: visitors
 * are told "Please login" and get the login modal; customers add, see a toast
 * and the cart (and header badge) reload.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Product } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useAddToCart } from '../api/add-to-cart';

/** `add(product, quantity)` resolves true when the cart took it; `pendingId` is the product being added. */
export function useAddToCartAction() {
  const { t } = useTranslation(['shop', 'messages']);
  const session = useSession();
  const mutation = useAddToCart();

  const add = async (product: Pick<Product, '_id' | 'name'>, quantity = 1): Promise<boolean> => {
    if (session.loading) return false;
    if (!session.isLoggedIn) {
      toast.warning(t('messages:pleaseLogin'));
      openModal('login');
      return false;
    }
    try {
      const response = await mutation.mutateAsync({ productId: product._id, quantity });
      toast.success(response.message || t('cart.added', { name: product.name }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
      return false;
    }
  };

  const pendingId = mutation.isPending ? mutation.variables?.productId : undefined;
  return { add, pendingId };
}
