import { useTranslation } from 'react-i18next';
import type { ConsultancyRequestBody } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';

type ConfirmRequestDialogProps = {
  /** The request waiting for a yes; the dialog is open while it is set. */
  request: ConsultancyRequestBody | null;
  sending: boolean;
  onYes: () => void;
  onNo: () => void;
};

/** SPEC §5: "Are you sure? You want to request a consultancy?" with No / Yes, and what is being asked for. */
export function ConfirmRequestDialog({ request, sending, onYes, onNo }: ConfirmRequestDialogProps) {
  const { t } = useTranslation(['consultancy', 'messages']);
  return (
    <Dialog
      open={request !== null}
      alert
      size="sm"
      onClose={() => {
        if (!sending) onNo();
      }}
      title={t('messages:confirmConsultancy')}
      description={
        request
          ? t('confirm.summary', {
              topic: t(`topics.${request.topic}`),
              language: t(`languages.${request.preferredLanguage}`),
              time: t(`times.${request.preferredTime}.label`),
            })
          : undefined
      }
    >
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onNo} disabled={sending} data-autofocus="">
          {t('confirm.no')}
        </Button>
        <Button onClick={onYes} loading={sending}>
          {t('confirm.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
