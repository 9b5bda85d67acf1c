/**
 * "Buy again" on a past order (issue 23): puts its products back in the cart
 * (the server caps each at the stock), tells which could not be added or only
 * in part, and opens the cart when anything was added.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { BuyAgainLine, Order } from '@seva/contracts';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { ANY_CART_KEY, buyAgain as postBuyAgain } from '../api/buy-again';

export function BuyAgainButton({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const nameOf = (line: BuyAgainLine) => (i18n.language === 'hi' && line.hiName) || line.name;

  const buyAgain = async () => {
    setBusy(true);
    try {
      const { message, data } = await postBuyAgain(order._id);
      // The header badge and the cart page read the cart again.
      await queryClient.invalidateQueries({ queryKey: ANY_CART_KEY });
      const missed = data.lines.filter((line) => line.added === 0).map(nameOf);
      const fewer = data.lines.filter((line) => line.added > 0 && line.added < line.wanted);
      const notes = [
        ...(missed.length ? [t('history.buyAgain.missed', { names: missed.join(', ') })] : []),
        ...fewer.map((line) =>
          t('history.buyAgain.fewer', { name: nameOf(line), added: line.added, wanted: line.wanted }),
        ),
      ];
      if (!data.lines.some((line) => line.added > 0)) {
        toast.error(message, { description: notes.join(' ') });
        return;
      }
      if (notes.length) toast.warning(t('history.buyAgain.partly'), { description: notes.join(' ') });
      else toast.success(message);
      void navigate(paths.cart.root);
    } catch (error) {
      toast.error(errorMessage(error, t('history.buyAgain.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void buyAgain()}>
      {t('history.buyAgain.button')}
    </Button>
  );
}
