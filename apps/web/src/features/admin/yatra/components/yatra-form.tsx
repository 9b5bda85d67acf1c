/**
 * Creates or edits a yatra, checked by the request schema
 * (yatra-form-schema.ts): where it goes, how long, the day-by-day itinerary
 * (useFieldArray), what is and is not included, each text in English and
 * Hindi side by side, and the price per traveller by room sharing. A picture chosen here is previewed at once and uploaded
 * after the yatra is saved (PictureEditorForm). Departures are edited apart
 * (YatraDeparturesPanel).
 */
import { useTranslation } from 'react-i18next';
import type { AdminYatra } from '@seva/contracts';
import { FormNumberField, FormTextField } from '../../shared/components/form-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { PictureEditorForm } from '../../shared/components/picture-editor-form';
import { usePictureEditor, type PictureEditorCallbacks } from '../../shared/hooks/use-picture-editor';
import { useSaveYatra } from '../api/save-yatra';
import { useUploadYatraImage } from '../api/upload-yatra-image';
import { toFormValues, yatraFormSchema } from '../form/yatra-form-schema';
import { YatraItineraryField } from './yatra-itinerary-field';

const PRICES = ['single', 'double', 'triple', 'child'] as const;

export function YatraForm({ yatra, onSaved, onCancel }: PictureEditorCallbacks<AdminYatra> & { yatra?: AdminYatra }) {
  const { t } = useTranslation('admin');
  const f = (key: string) => t(`yatra.form.${key}`);
  const editor = usePictureEditor({
    schema: yatraFormSchema,
    defaultValues: toFormValues(yatra),
    record: yatra,
    save: useSaveYatra(),
    upload: useUploadYatraImage(),
    saveFailed: t('yatra.yatras.saveFailed'),
    uploadFailed: t('yatra.yatras.imageUploadFailed'),
    onSaved,
  });

  return (
    <PictureEditorForm editor={editor} onCancel={onCancel} strings="yatra.form" sortOrder>
      <FormTextField name="slug" label={f('slug')} hint={f('slugHint')} containerClassName="sm:col-span-2" />
      <BilingualTextField name="region" label={f('region')} />
      <BilingualTextField name="startCity" label={f('startCity')} />
      <BilingualTextField name="endCity" label={f('endCity')} />
      <FormNumberField name="days" label={f('days')} />
      <FormNumberField name="nights" label={f('nights')} hint={f('nightsHint')} />
      <BilingualTextAreaField name="description" label={f('description')} rows={4} />
      <div className="sm:col-span-2">
        <YatraItineraryField />
      </div>
      <BilingualTextAreaField name="inclusions" label={f('inclusions')} hint={f('linesHint')} rows={4} />
      <BilingualTextAreaField name="exclusions" label={f('exclusions')} hint={f('linesHint')} rows={4} />
      <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-medium text-gray-800">{f('pricing')}</legend>
        {PRICES.map((price) => (
          <FormNumberField key={price} name={`pricing.${price}`} label={f(`price.${price}`)} money />
        ))}
        <p className="col-span-2 text-xs text-gray-500 sm:col-span-4">{f('pricingHint')}</p>
      </fieldset>
    </PictureEditorForm>
  );
}
